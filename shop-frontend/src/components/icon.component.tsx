const PATHS = {
  back: 'M15 5l-7 7 7 7',
  forward: 'M9 5l7 7-7 7',
  close: 'M6 6l12 12M18 6L6 18',
  minus: 'M6 12h12',
  plus: 'M6 12h12M12 6v12',
} as const;

export type IconName = keyof typeof PATHS;

/** A line icon of the shop (24×24, stroked in the colour of the button or link around it). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className ? `shop-icon ${className}` : 'shop-icon'}>
      <path d={PATHS[name]} />
    </svg>
  );
}
