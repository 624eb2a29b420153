import {
  contactProblems,
  isBlank,
  isCourierDelivery,
  normalisedPhoneOrInput,
  orderAddress,
  otherRecipientProblems,
  type ContactForm,
  type DeliveryChoiceCheck,
  type FieldErrors,
  type OrderCreatePayloadDto,
  type OrderItemPayloadDto,
  type UserDto,
} from '@shop/domain';

/** What the checkout dialog holds; the spec's fields plus the delivery details a real shop needs. */
export interface CheckoutValues {
  fullName: string;
  phone: string;
  email: string;
  city: string;
  /** '' until the customer picks one (spec §5: the choice is required). */
  deliveryType: '' | 'pickup' | 'yandex';
  address: string;
  /** 'YYYY-MM-DD' in Moscow. */
  deliveryDate: string;
  /** A DELIVERY_SLOTS code such as '10-13'. */
  deliverySlot: string;
  otherRecipient: boolean;
  recipientName: string;
  recipientPhone: string;
  cardText: string;
  consent: boolean;
}

export type CheckoutField = keyof CheckoutValues;

/** A new form: Moscow, nothing else chosen; the day and time come from the shop's calendar once a delivery type is picked. */
export const checkoutDefaults = (): CheckoutValues => ({
  fullName: '',
  phone: '',
  email: '',
  city: 'Москва',
  deliveryType: '',
  address: '',
  deliveryDate: '',
  deliverySlot: '',
  otherRecipient: false,
  recipientName: '',
  recipientPhone: '',
  cardText: '',
  consent: false,
});

/**
 * A signed-in customer's name, phone and e-mail from the profile, into the fields the customer
 * has not filled yet (never over what they typed).
 */
export function prefillFromProfile(values: CheckoutValues, user: Pick<UserDto, 'full_name' | 'phone' | 'email'>): Partial<CheckoutValues> {
  const fill: Partial<CheckoutValues> = {};
  if (isBlank(values.fullName) && !isBlank(user.full_name)) fill.fullName = (user.full_name as string).trim();
  if (isBlank(values.phone) && !isBlank(user.phone)) fill.phone = normalisedPhoneOrInput(user.phone as string);
  if (isBlank(values.email) && !isBlank(user.email)) fill.email = user.email.trim();
  return fill;
}

/** The form as the contact step's rules read it: a recipient only when «Получатель — другой человек» is ticked. */
const contactForm = (values: CheckoutValues): ContactForm => ({
  ...values,
  recipientName: values.otherRecipient ? values.recipientName : null,
  recipientPhone: values.otherRecipient ? values.recipientPhone : null,
});

/**
 * The domain's rules of the contact step (the ones the server refuses with), each problem under
 * its field, with the delivery date and slot judged by `checkChoice` (what the shop's calendar
 * offers); a ticked «другой человек» needs a name and a phone.
 */
export function validateCheckout(values: CheckoutValues, checkChoice: DeliveryChoiceCheck): FieldErrors<CheckoutField> {
  const form = contactForm(values);
  const problems = { ...contactProblems(form, checkChoice), ...(values.otherRecipient ? otherRecipientProblems(form) : {}) };
  return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problem.message]));
}

/** The two delivery types the form offers, as the calls name them. */
const sentDeliveryType = (values: CheckoutValues): 'yandex' | 'pickup' => (isCourierDelivery(values.deliveryType) ? 'yandex' : 'pickup');

/** POST /api/payment/create: the delivery choice (the server takes items and prices from the cart). */
export function orderPayload(values: CheckoutValues, items: OrderItemPayloadDto[]): OrderCreatePayloadDto {
  return {
    deliveryType: sentDeliveryType(values),
    delivery_address_full: orderAddress(values.deliveryType, values.address),
    items,
  };
}

const optional = (value: string): string | undefined => (isBlank(value) ? undefined : value.trim());

/** The body of POST /api/delivery/yandex-calc (courier) or /api/delivery/update-contact (pickup). */
export function contactPayload(values: CheckoutValues, orderId: number, items: OrderItemPayloadDto[]) {
  return {
    orderId,
    deliveryType: sentDeliveryType(values),
    name: values.fullName.trim(),
    phone: normalisedPhoneOrInput(values.phone),
    email: optional(values.email),
    city: values.city.trim(),
    address: orderAddress(values.deliveryType, values.address),
    consent: true as const,
    recipient_name: values.otherRecipient ? optional(values.recipientName) : undefined,
    recipient_phone: values.otherRecipient && !isBlank(values.recipientPhone) ? normalisedPhoneOrInput(values.recipientPhone) : undefined,
    card_text: optional(values.cardText),
    delivery_date: values.deliveryDate || undefined,
    delivery_slot: values.deliverySlot || undefined,
    items: items.map(({ product_id, composition_id }) => (composition_id === undefined ? { product_id } : { product_id, composition_id })),
  };
}

export const contactPath = (values: CheckoutValues): string =>
  isCourierDelivery(values.deliveryType) ? '/api/delivery/yandex-calc' : '/api/delivery/update-contact';
