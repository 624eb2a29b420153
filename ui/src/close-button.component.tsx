/** The cross of every close button (the toasts build theirs from the same path). */
export const CLOSE_ICON_PATH = 'M6 6l12 12M18 6L6 18';

/** A round icon button; `label` is its accessible name ('Закрыть окно'). */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="ui-close" aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={CLOSE_ICON_PATH} />
      </svg>
    </button>
  );
}
