import './quantity-stepper.css';

interface Props {
  readonly value: number;
  /** What is counted, for the buttons' names: 'Фикус Бенджамина', 'Роза'. */
  readonly subject: string;
  readonly onDecrease: () => void;
  readonly onIncrease: () => void;
  readonly canDecrease: boolean;
  readonly canIncrease: boolean;
  /** A change is on its way to the server: both buttons wait. */
  readonly busy?: boolean;
  readonly testId?: string;
}

/** − count +, named in Russian for screen readers; the count is announced when it changes. */
export function QuantityStepper({ value, subject, onDecrease, onIncrease, canDecrease, canIncrease, busy = false, testId }: Props) {
  return (
    <div className="shop-stepper" role="group" aria-label={`Количество: ${subject}`} aria-busy={busy} data-testid={testId}>
      <button
        type="button"
        className="shop-stepper__button"
        aria-label={`Уменьшить количество: ${subject}`}
        onClick={onDecrease}
        disabled={busy || !canDecrease}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 12h12" />
        </svg>
      </button>
      <output className="shop-stepper__value" aria-live="polite" data-testid={testId && `${testId}-value`}>
        {value}
      </output>
      <button
        type="button"
        className="shop-stepper__button"
        aria-label={`Увеличить количество: ${subject}`}
        onClick={onIncrease}
        disabled={busy || !canIncrease}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 12h12M12 6v12" />
        </svg>
      </button>
    </div>
  );
}
