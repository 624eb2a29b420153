import { formatCustomerRoubles, moneyOf, promoDiscountLabel, receivingOf, type CartPromoDto } from '@shop/domain';
import { Dialog, DialogHead } from '@shop/ui';
import { TrustFacts } from '../../components/trust-facts.component';
import { cartPieces, cartTotal } from './cart-lines.rules';
import { CheckoutConsentField } from './checkout-consent.field';
import { CheckoutContactFieldset } from './checkout-contact.fieldset';
import { CheckoutDeliveryFieldset } from './checkout-delivery.fieldset';
import { CheckoutRecipientFieldset } from './checkout-recipient.fieldset';
import { useCheckoutForm, type CheckoutFormOptions } from './use-checkout-form';

interface Props extends CheckoutFormOptions {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The cart's promo code while it applies; the order is placed with it. */
  readonly promo?: CartPromoDto | null;
}

/** The checkout form as a modal over the cart (spec §2 'Cart'); it renders only while open. */
export function CheckoutDialog(props: Props) {
  return (
    <Dialog open={props.open} onClose={props.onClose} labelledBy="checkout-title" className="shop-checkout" testId="checkout-dialog">
      <CheckoutForm {...props} />
    </Dialog>
  );
}

/** The form: one component per fieldset, the state in `useCheckoutForm`. */
export function CheckoutForm({ onClose, promo = null, ...options }: Omit<Props, 'open'>) {
  const checkout = useCheckoutForm(options);
  const { items, contactRetry } = checkout;
  const { isSubmitting } = checkout.form.formState;

  return (
    <div className="ui-dialog__body shop-checkout__body">
      <div ref={checkout.toastSlot} />
      <DialogHead titleId="checkout-title" title="Оформление заказа" closeLabel="Закрыть оформление заказа" onClose={onClose} />
      <p className="shop-checkout__summary">
        Товаров: {cartPieces(items)} шт. на сумму{' '}
        <strong data-testid="checkout-total">{formatCustomerRoubles(promo ? moneyOf(promo.total) : cartTotal(items))}</strong>
        {promo && (
          <span className="shop-checkout__discount" data-testid="checkout-discount">
            {' '}
            ({promoDiscountLabel(promo.code)}: −{formatCustomerRoubles(moneyOf(promo.discount))})
          </span>
        )}
      </p>

      <form className="shop-checkout__form" onSubmit={checkout.submit} noValidate aria-describedby="checkout-required-note">
        <p id="checkout-required-note" className="shop-checkout__note">
          Поля, отмеченные звёздочкой (*), обязательны.
        </p>
        <CheckoutContactFieldset checkout={checkout} />
        <CheckoutDeliveryFieldset checkout={checkout} />
        <CheckoutRecipientFieldset checkout={checkout} />

        <TrustFacts testId="checkout-trust" context={{ bouquet: checkout.hasBouquet, receiving: receivingOf(checkout.deliveryType) }} />

        <div className="shop-checkout__confirm-note" role="note">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 11v5M12 8h.01" />
          </svg>
          <p>
            Сначала заказ проверит и подтвердит администратор: уточнит наличие и стоимость доставки. Мы уведомим вас после подтверждения — только тогда
            откроется оплата.
          </p>
        </div>

        <CheckoutConsentField checkout={checkout} />

        {contactRetry && <ContactRetryNote {...contactRetry} />}

        <div className="shop-checkout__actions">
          <button type="submit" className="shop-button shop-button--accent" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? 'Отправляем…' : 'Отправить заказ'}
          </button>
          <button type="button" className="shop-button shop-button--outline" onClick={onClose}>
            Отмена
          </button>
        </div>
      </form>
    </div>
  );
}

/** The order exists but its contact details were refused: fixing the form re-sends only them. */
function ContactRetryNote({ orderId, reason }: { orderId: number; reason: string | null }) {
  return (
    <div className="shop-checkout__retry" role="alert">
      Заказ № {orderId} создан, но данные доставки не сохранились{reason ? ` (${reason})` : ''}. Проверьте данные и нажмите «Отправить заказ» ещё раз.
    </div>
  );
}
