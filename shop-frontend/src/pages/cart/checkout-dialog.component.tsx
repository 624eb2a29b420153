import {
  availableSlots,
  CHECKOUT_DELIVERY_TYPES,
  deliveryDates,
  deliveryTypeLabel,
  formatCustomerRoubles,
  greetingCardLabel,
  isCourierDelivery,
  MAX_CARD_TEXT_LENGTH,
  normalisedPhoneOrInput,
  receivingOf,
  RECIPIENT_AND_CARD_HEADING,
  SHOP_INFO,
  type CartItemDto,
  type ProfileResponseDto,
  type ShellServices,
} from '@shop/domain';
import { Dialog, DialogHead, FieldError, fieldDescribedBy, FormField, RequiredMark, SelectField, showToast, TOAST_MS } from '@shop/ui';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { useDomainForm } from '../../components/use-domain-form';
import { TrustFacts } from '../../components/trust-facts.component';
import { characterCount } from '../../format/character-count';
import { cartPieces, cartTotal, isBouquetLine, orderItems } from './cart-lines.rules';
import {
  dateAndSlotForType,
  deliveryDateLabel,
  prefillFromProfile,
  slotDeliveryType,
  slotForDate,
  validateCheckout,
  type CheckoutValues,
} from './checkout-form.rules';
import { useShellSession } from '../account/use-shell-session';
import { CHECKOUT_TEXTS, createOrder, submitContact } from './place-order';
import { openingCheckoutValues, useKeptCheckoutDraft } from './use-checkout-draft';

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly services: ShellServices;
  readonly items: readonly CartItemDto[];
  /** The server has turned the cart into an order (and emptied the cart). */
  readonly onOrderCreated: () => void;
  /** The contact call succeeded too: the order waits for the administrator. */
  readonly onPlaced: () => void;
  /** The server found nothing to order. */
  readonly onEmptyCart: () => void;
}

/** The checkout form as a modal over the cart (spec §2 'Cart'); it renders only while open. */
export function CheckoutDialog(props: Props) {
  return (
    <Dialog open={props.open} onClose={props.onClose} labelledBy="checkout-title" className="shop-checkout" testId="checkout-dialog">
      <CheckoutForm {...props} />
    </Dialog>
  );
}

/** Spec §5: a phone is +7 and 10 digits; '8 916 123-45-67' and the like are accepted and shown as +7XXXXXXXXXX. */
const PHONE_INPUT = { type: 'tel', inputMode: 'tel', placeholder: '+7 916 123-45-67' } as const;

/** The domain's messages; the date and slot are checked against the clock at the moment of submitting. */
const validateAtSubmit = (values: CheckoutValues) => validateCheckout(values, new Date());

function CheckoutForm({ onClose, services, items: cartItems, onOrderCreated, onPlaced, onEmptyCart }: Props) {
  // The moment the dialog opened: the dates and slots it offers. Submitting re-checks against the clock.
  const [openedAt] = useState(() => new Date());
  // The cart as it was when the dialog opened: once the order exists the server has emptied the cart.
  const [items] = useState(cartItems);
  const { userId } = useShellSession(services.session);
  const [openingValues] = useState(() => openingCheckoutValues(userId, openedAt));
  const toastSlot = useRef<HTMLDivElement>(null);
  const [createdOrderId, setCreatedOrderId] = useState<number | null>(null);
  const [contactFailure, setContactFailure] = useState<{ readonly reason: string | null } | null>(null);
  const form = useDomainForm(validateAtSubmit, { defaultValues: openingValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const discardDraft = useKeptCheckoutDraft(form, userId);
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  // A signed-in customer's name, phone and e-mail from the profile, into the fields still empty.
  const { getValues, setValue } = form;
  useEffect(() => {
    let current = true;
    void services.http.request<ProfileResponseDto>('/api/profile').then((answer) => {
      if (!current || !answer.ok || !answer.data?.user) return;
      const fill = prefillFromProfile(getValues(), answer.data.user);
      for (const [name, value] of Object.entries(fill) as [keyof typeof fill, string][]) setValue(name, value);
    });
    return () => {
      current = false;
    };
  }, [services.http, getValues, setValue]);

  /** A phone field shows the stored form (+7XXXXXXXXXX) as soon as the customer leaves it. */
  const phoneField = (name: 'phone' | 'recipientPhone') => {
    const field = form.field(name);
    return {
      ...field,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        const shown = normalisedPhoneOrInput(event.target.value);
        if (shown !== event.target.value) form.setValue(name, shown, { shouldValidate: form.formState.isSubmitted });
        return field.onBlur(event);
      },
    };
  };

  const toast = (text: string) => showToast('error', text, TOAST_MS.checkout, toastSlot.current ?? undefined);
  const payloadItems = orderItems(items);
  const [deliveryType, deliveryDate, otherRecipient, cardText] = watch(['deliveryType', 'deliveryDate', 'otherRecipient', 'cardText']);
  const courier = isCourierDelivery(deliveryType);
  const hasBouquet = items.some(isBouquetLine);

  const place = async (values: CheckoutValues) => {
    let orderId = createdOrderId;
    if (orderId === null) {
      const created = await createOrder(services.http, values, payloadItems, () => services.session.getSnapshot().token !== null);
      if (created.kind === 'signed-out') return;
      if (created.kind === 'empty-cart') return onEmptyCart();
      if (created.kind === 'failed') return toast(created.message);
      orderId = created.orderId;
      setCreatedOrderId(orderId);
      onOrderCreated();
    }
    const contact = await submitContact(services.http, values, orderId, payloadItems);
    if (!contact.ok) {
      setContactFailure({ reason: contact.reason });
      return toast(CHECKOUT_TEXTS.contactFailed);
    }
    discardDraft();
    onPlaced();
  };

  const submit = form.handleSubmit(place, () => toast(CHECKOUT_TEXTS.requiredFields));

  const dateRegistration = register('deliveryDate', {
    onChange: (event: { target: { value: string } }) =>
      form.setValue('deliverySlot', slotForDate(event.target.value, watch('deliverySlot'), openedAt, watch('deliveryType'))),
  });
  // Pickup offers only the slots inside its opening hours: a new type may move the date and slot.
  // Registered where the radios are, so the fields keep their order (the first invalid one gets the focus).
  const registerDeliveryType = () =>
    register('deliveryType', {
      onChange: (event: { target: { value: string } }) => {
        const next = dateAndSlotForType(form.getValues(), event.target.value as CheckoutValues['deliveryType'], openedAt);
        form.setValue('deliveryDate', next.deliveryDate);
        form.setValue('deliverySlot', next.deliverySlot);
      },
    });
  const slotType = slotDeliveryType(deliveryType);
  const dateOptions = deliveryDates(openedAt, slotType).map((date) => ({ value: date, label: deliveryDateLabel(date, openedAt) }));
  const slotOptions = availableSlots(deliveryDate, openedAt, slotType).map((slot) => ({ value: slot.code, label: slot.label }));
  const when = courier ? 'доставки' : 'самовывоза';

  return (
    <div className="ui-dialog__body shop-checkout__body">
      <div ref={toastSlot} />
      <DialogHead titleId="checkout-title" title="Оформление заказа" closeLabel="Закрыть оформление заказа" onClose={onClose} />
      <p className="shop-checkout__summary">
        Товаров: {cartPieces(items)} шт. на сумму{' '}
        <strong data-testid="checkout-total">{formatCustomerRoubles(cartTotal(items))}</strong>
      </p>

      <form className="shop-checkout__form" onSubmit={submit} noValidate aria-describedby="checkout-required-note">
        <p id="checkout-required-note" className="shop-checkout__note">
          Поля, отмеченные звёздочкой (*), обязательны.
        </p>
        <fieldset className="shop-checkout__group">
          <legend className="shop-checkout__legend">Контактные данные</legend>
          <FormField id="checkout-full-name" label="ФИО" required autoComplete="name" {...form.field('fullName')} />
          <FormField
            id="checkout-phone"
            label="Телефон"
            required
            {...PHONE_INPUT}
            autoComplete="tel"
            hint="Например, +7 916 123-45-67 или 8 916 123 45 67"
            {...phoneField('phone')}
          />
          <FormField id="checkout-email" label={<Optional>Email</Optional>} type="email" inputMode="email" autoComplete="email" {...form.field('email')} />
          <FormField
            id="checkout-city"
            label="Город"
            required
            autoComplete="address-level2"
            hint="Доставка и самовывоз — только в Москве"
            {...form.field('city')}
          />
        </fieldset>

        <fieldset className="shop-checkout__group">
          <legend className="shop-checkout__legend">Доставка</legend>
          <p id="checkout-delivery-type-label" className="ui-field__label">
            Способ получения
            <RequiredMark />
          </p>
          <div
            className="shop-checkout__choices"
            role="radiogroup"
            aria-labelledby="checkout-delivery-type-label"
            aria-required="true"
            aria-invalid={errors.deliveryType ? true : undefined}
            aria-describedby={fieldDescribedBy('checkout-delivery-type', { error: errors.deliveryType?.message })}
          >
            {CHECKOUT_DELIVERY_TYPES.map((type) => (
              <label key={type} className="shop-checkout__choice">
                <input
                  type="radio"
                  value={type}
                  {...registerDeliveryType()}
                  aria-invalid={errors.deliveryType ? true : undefined}
                  className="shop-checkout__radio"
                />
                <span className="shop-checkout__choice-text">
                  <strong>{deliveryTypeLabel(type)}</strong>
                  <span>{type === 'pickup' ? 'Бесплатно, из нашей мастерской' : 'По Москве, стоимость рассчитает администратор'}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id="checkout-delivery-type" error={errors.deliveryType?.message} />

          {courier && (
            <FormField
              id="checkout-address"
              label="Адрес доставки"
              required
              autoComplete="street-address"
              placeholder="Улица, дом, подъезд, квартира"
              {...form.field('address')}
            />
          )}
          {deliveryType === 'pickup' && (
            <div className="shop-checkout__pickup" data-testid="pickup-address">
              <p className="shop-checkout__pickup-title">Адрес самовывоза</p>
              <p>{SHOP_INFO.pickup.address}</p>
              <p className="ui-field__hint">Часы работы: {SHOP_INFO.pickup.hours}</p>
            </div>
          )}
          {deliveryType !== '' && (
            <div className="shop-checkout__row">
              <SelectField id="checkout-date" label={`Дата ${when}`} options={dateOptions} error={errors.deliveryDate?.message} {...dateRegistration} />
              <SelectField id="checkout-slot" label={`Время ${when}`} options={slotOptions} {...form.field('deliverySlot')} />
            </div>
          )}
        </fieldset>

        <fieldset className="shop-checkout__group">
          <legend className="shop-checkout__legend">{RECIPIENT_AND_CARD_HEADING}</legend>
          <label className="shop-checkout__check">
            <input type="checkbox" {...register('otherRecipient')} className="shop-checkout__checkbox" />
            <span>Получатель — другой человек</span>
          </label>
          {otherRecipient && (
            <div className="shop-checkout__row">
              <FormField id="checkout-recipient-name" label="Имя получателя" required autoComplete="off" {...form.field('recipientName')} />
              <FormField id="checkout-recipient-phone" label="Телефон получателя" required {...PHONE_INPUT} autoComplete="off" {...phoneField('recipientPhone')} />
            </div>
          )}
          <FormField
            id="checkout-card-text"
            label={<Optional>{greetingCardLabel({ bouquet: hasBouquet })}</Optional>}
            hint={characterCount(cardText, MAX_CARD_TEXT_LENGTH)}
            error={errors.cardText?.message}
          >
            {(control) => <textarea {...control} rows={3} maxLength={MAX_CARD_TEXT_LENGTH} {...register('cardText')} />}
          </FormField>
        </fieldset>

        <TrustFacts testId="checkout-trust" context={{ bouquet: hasBouquet, receiving: receivingOf(deliveryType) }} />

        <div className="shop-checkout__confirm-note" role="note">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 11v5M12 8h.01" />
          </svg>
          <p>
            Сначала заказ проверит и подтвердит администратор: уточнит наличие и стоимость доставки. Мы уведомим вас после
            подтверждения — только тогда откроется оплата.
          </p>
        </div>

        <div className="ui-field">
          <label className="shop-checkout__check">
            <input
              type="checkbox"
              {...register('consent')}
              className="shop-checkout__checkbox"
              aria-required="true"
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={fieldDescribedBy('checkout-consent', { error: errors.consent?.message })}
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
          <FieldError id="checkout-consent" error={errors.consent?.message} />
        </div>

        {createdOrderId !== null && contactFailure && <ContactRetryNote orderId={createdOrderId} reason={contactFailure.reason} />}

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
      Заказ № {orderId} создан, но данные доставки не сохранились{reason ? ` (${reason})` : ''}. Проверьте данные и нажмите
      «Отправить заказ» ещё раз.
    </div>
  );
}

/** A label followed by '(необязательно)'. */
function Optional({ children }: { children: string }) {
  return (
    <>
      {children} <span className="shop-checkout__optional">(необязательно)</span>
    </>
  );
}
