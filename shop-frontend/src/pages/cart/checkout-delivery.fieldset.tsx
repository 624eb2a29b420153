import { CHECKOUT_DELIVERY_TYPES, deliveryTypeLabel, SHOP_INFO } from '@shop/domain';
import { FieldError, fieldDescribedBy, FormField, RequiredMark } from '@shop/ui';
import { DeliveryCalendarPicker } from './delivery-calendar.component';
import type { CheckoutFormState } from './use-checkout-form';

/** «Доставка»: courier or pickup, the address, the day and the slot the chosen type offers. */
export function CheckoutDeliveryFieldset({ checkout }: { checkout: CheckoutFormState }) {
  const { form, deliveryType, courier } = checkout;
  const { errors } = form.formState;
  const when = courier ? 'доставки' : 'самовывоза';
  return (
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
              {...checkout.registerDeliveryType()}
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
        <DeliveryCalendarPicker calendar={checkout.calendar} when={when} dateError={errors.deliveryDate?.message} slotError={errors.deliverySlot?.message} />
      )}
    </fieldset>
  );
}
