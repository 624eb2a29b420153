import { FieldError, fieldDescribedBy, RequiredMark } from '@shop/ui';
import { Link } from 'react-router';
import type { CheckoutFormState } from './use-checkout-form';

/** The required consent to the privacy policy and the terms. */
export function CheckoutConsentField({ checkout: { form } }: { checkout: CheckoutFormState }) {
  const error = form.formState.errors.consent?.message;
  return (
    <div className="ui-field">
      <label className="shop-checkout__check">
        <input
          type="checkbox"
          {...form.register('consent')}
          className="shop-checkout__checkbox"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy('checkout-consent', { error })}
        />
        <span>
          Я согласен(на) на обработку персональных данных в соответствии с{' '}
          <Link to="/privacy" target="_blank" rel="noopener noreferrer">
            политикой конфиденциальности
          </Link>{' '}
          и принимаю условия{' '}
          <Link to="/terms" target="_blank" rel="noopener noreferrer">
            пользовательского соглашения
          </Link>
          <RequiredMark />
        </span>
      </label>
      <FieldError id="checkout-consent" error={error} />
    </div>
  );
}
