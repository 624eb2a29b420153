import { FormField } from '@shop/ui';
import { Optional } from './checkout-inputs';
import type { CheckoutFormState } from './use-checkout-form';

/** «Контактные данные»: who orders and how to reach them. */
export function CheckoutContactFieldset({ checkout: { form, phoneField } }: { checkout: CheckoutFormState }) {
  return (
    <fieldset className="shop-checkout__group">
      <legend className="shop-checkout__legend">Контактные данные</legend>
      <FormField id="checkout-full-name" label="ФИО" required autoComplete="name" {...form.field('fullName')} />
      <FormField
        id="checkout-phone"
        label="Телефон"
        required
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
  );
}
