import { PAYMENT_METHOD_LABELS, PAYMENT_METHOD_TYPES, type PaymentMethod } from '@shop/domain';
import { PAYMENT_METHOD_HINTS, PAYMENT_TEXTS } from './payment.texts';

interface Props {
  readonly value: PaymentMethod;
  readonly onChange: (method: PaymentMethod) => void;
  readonly disabled: boolean;
}

/** «Способ оплаты»: the card, SBP, SberPay or T-Pay; the provider's page then asks for that method alone. */
export function PaymentMethodChoice({ value, onChange, disabled }: Props) {
  return (
    <fieldset className="shop-pay-methods" disabled={disabled} data-testid="payment-methods">
      <legend className="shop-pay-methods__legend">{PAYMENT_TEXTS.methodLegend}</legend>
      {PAYMENT_METHOD_TYPES.map((method) => (
        <label key={method} className="shop-pay-methods__choice">
          <input
            type="radio"
            name="payment-method"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
            className="shop-pay-methods__radio"
            data-testid={`payment-method-${method}`}
          />
          <span className="shop-pay-methods__text">
            <strong>{PAYMENT_METHOD_LABELS[method]}</strong>
            <span>{PAYMENT_METHOD_HINTS[method]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
