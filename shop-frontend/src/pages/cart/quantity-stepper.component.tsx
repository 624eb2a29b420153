import { Icon, type IconName } from '../../components/icon.component';
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
      <StepButton icon="minus" label={`Уменьшить количество: ${subject}`} onClick={onDecrease} disabled={busy || !canDecrease} />
      <output className="shop-stepper__value" aria-live="polite" data-testid={testId && `${testId}-value`}>
        {value}
      </output>
      <StepButton icon="plus" label={`Увеличить количество: ${subject}`} onClick={onIncrease} disabled={busy || !canIncrease} />
    </div>
  );
}

function StepButton({ icon, label, onClick, disabled }: { icon: IconName; label: string; onClick: () => void; disabled: boolean }) {
  return (
    <button type="button" className="shop-round-button shop-stepper__button" aria-label={label} onClick={onClick} disabled={disabled}>
      <Icon name={icon} />
    </button>
  );
}
