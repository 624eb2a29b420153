import {
  addDays,
  availableSlots,
  DELIVERY_ERRORS,
  deliveryDates,
  deliverySlotError,
  isBlank,
  moscowDateTime,
  phoneError,
  validateCheckoutForm,
  type FieldErrors,
  type OrderCreatePayloadDto,
  type OrderItemPayloadDto,
} from '@shop/domain';
import { dayAndMonth, weekdayAndDay } from '../../format/delivery-date';

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

/** Our texts for the fields the spec leaves out (the server checks the same limits). */
export const CHECKOUT_EXTRA_MESSAGES = {
  recipientNameRequired: 'Введите имя получателя',
  recipientPhoneRequired: 'Введите телефон получателя',
  cardTextTooLong: 'Текст открытки — не длиннее 500 символов',
} as const;

export const CARD_TEXT_MAX_LENGTH = 500;

/** The word the contact call stores as the address of a pickup order. */
export const PICKUP_ADDRESS_WORD = 'Самовывоз';

export const checkoutDefaults = (now: Date): CheckoutValues => {
  const firstDate = deliveryDates(now)[0] ?? '';
  return {
    fullName: '',
    phone: '',
    email: '',
    city: 'Москва',
    deliveryType: '',
    address: '',
    deliveryDate: firstDate,
    deliverySlot: availableSlots(firstDate, now)[0]?.code ?? '',
    otherRecipient: false,
    recipientName: '',
    recipientPhone: '',
    cardText: '',
    consent: false,
  };
};

/** The slot to keep when the date changes: the same one if still bookable, else the earliest. */
export function slotForDate(date: string, currentSlot: string, now: Date): string {
  const slots = availableSlots(date, now);
  return slots.some((slot) => slot.code === currentSlot) ? currentSlot : (slots[0]?.code ?? '');
}

function deliveryChoiceErrors(values: CheckoutValues, now: Date): FieldErrors<CheckoutField> {
  if (values.deliveryType === '') return {};
  const problem = deliverySlotError({ date: values.deliveryDate, slot: values.deliverySlot }, now);
  if (problem === null) return {};
  return problem.code === DELIVERY_ERRORS.slotUnavailable.code ? { deliverySlot: problem.message } : { deliveryDate: problem.message };
}

function recipientErrors(values: CheckoutValues): FieldErrors<CheckoutField> {
  if (!values.otherRecipient) return {};
  const errors: { -readonly [K in CheckoutField]?: string } = {};
  if (isBlank(values.recipientName)) errors.recipientName = CHECKOUT_EXTRA_MESSAGES.recipientNameRequired;
  if (isBlank(values.recipientPhone)) errors.recipientPhone = CHECKOUT_EXTRA_MESSAGES.recipientPhoneRequired;
  else if (phoneError(values.recipientPhone)) errors.recipientPhone = phoneError(values.recipientPhone) ?? undefined;
  return errors;
}

/**
 * Every rule of spec §5 'Checkout' (validateCheckoutForm), plus the recipient, the card text and
 * the delivery date and slot as the server re-checks them at `now`.
 */
export function validateCheckout(values: CheckoutValues, now: Date): FieldErrors<CheckoutField> {
  const { errors } = validateCheckoutForm({
    fullName: values.fullName,
    phone: values.phone,
    email: values.email,
    city: values.city,
    deliveryType: values.deliveryType === '' ? null : values.deliveryType,
    address: values.address,
    consent: values.consent,
  });
  return {
    ...errors,
    ...recipientErrors(values),
    ...(values.cardText.length > CARD_TEXT_MAX_LENGTH ? { cardText: CHECKOUT_EXTRA_MESSAGES.cardTextTooLong } : {}),
    ...deliveryChoiceErrors(values, now),
  };
}

const isCourier = (values: CheckoutValues): boolean => values.deliveryType === 'yandex';

/** POST /api/payment/create: the delivery choice (the server takes items and prices from the cart). */
export function orderPayload(values: CheckoutValues, items: OrderItemPayloadDto[]): OrderCreatePayloadDto {
  return {
    deliveryType: isCourier(values) ? 'yandex' : 'pickup',
    delivery_address_full: isCourier(values) ? values.address.trim() : PICKUP_ADDRESS_WORD,
    items,
  };
}

const optional = (value: string): string | undefined => (isBlank(value) ? undefined : value.trim());

/** The body of POST /api/delivery/yandex-calc (courier) or /api/delivery/update-contact (pickup). */
export function contactPayload(values: CheckoutValues, orderId: number, items: OrderItemPayloadDto[]) {
  return {
    orderId,
    deliveryType: isCourier(values) ? ('yandex' as const) : ('pickup' as const),
    name: values.fullName.trim(),
    phone: values.phone.trim(),
    email: optional(values.email),
    city: values.city.trim(),
    address: isCourier(values) ? values.address.trim() : PICKUP_ADDRESS_WORD,
    consent: true as const,
    recipient_name: values.otherRecipient ? optional(values.recipientName) : undefined,
    recipient_phone: values.otherRecipient ? optional(values.recipientPhone) : undefined,
    card_text: optional(values.cardText),
    delivery_date: values.deliveryDate || undefined,
    delivery_slot: values.deliverySlot || undefined,
    items: items.map(({ product_id, composition_id }) => (composition_id === undefined ? { product_id } : { product_id, composition_id })),
  };
}

export const contactPath = (values: CheckoutValues): string =>
  isCourier(values) ? '/api/delivery/yandex-calc' : '/api/delivery/update-contact';

/** 'Сегодня, 5 июня', 'Завтра, 6 июня', 'пт, 7 июня' for a Moscow calendar date. */
export function deliveryDateLabel(date: string, now: Date): string {
  const today = moscowDateTime(now).date;
  if (date === today) return `Сегодня, ${dayAndMonth(date)}`;
  if (date === addDays(today, 1)) return `Завтра, ${dayAndMonth(date)}`;
  return weekdayAndDay(date);
}
