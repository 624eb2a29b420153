import type { ComponentPropsWithRef } from 'react';
import { Icon } from './icon.component';

interface Props extends Omit<ComponentPropsWithRef<'button'>, 'type' | 'children'> {
  readonly direction: 'back' | 'forward';
  /** The button's name: 'Предыдущее фото'. */
  readonly label: string;
}

/** A round arrow of a row or a gallery. */
export function ArrowButton({ direction, label, className, ...button }: Props) {
  return (
    <button type="button" {...button} className={className ? `shop-arrow ${className}` : 'shop-arrow'} aria-label={label}>
      <Icon name={direction} />
    </button>
  );
}
