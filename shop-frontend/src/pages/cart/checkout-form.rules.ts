import {
  addDays,
  availableSlots,
  DELIVERY_ERRORS,
  deliveryDates,
  deliverySlotError,
  isBlank,
  moscowDateTime,
  normalisePhone,
  phoneError,
  validateCheckoutForm,
  type DeliveryType,
  type FieldErrors,
  type OrderCreatePayloadDto,
  type OrderItemPayloadDto,
  type Receiving,
  type UserDto,
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

/** The delivery type whose dates and slots the form offers: a courier's until the customer picks one. */
export const slotDeliveryType = (deliveryType: CheckoutValues['deliveryType']): DeliveryType => (deliveryType === '' ? 'yandex' : deliveryType);

const RECEIVING: Readonly<Record<CheckoutValues['deliveryType'], Receiving | null>> = { '': null, yandex: 'courier', pickup: 'pickup' };

/** How the order will be received, once a delivery type is picked: the trust facts word the bouquet photo by it. */
export const receivingOf = (deliveryType: CheckoutValues['deliveryType']): Receiving | null => RECEIVING[deliveryType];

/** The slot to keep when the date (or the delivery type) changes: the same one if still bookable, else the earliest. */
export function slotForDate(date: string, currentSlot: string, now: Date, deliveryType: CheckoutValues['deliveryType'] = ''): string {
  const slots = availableSlots(date, now, slotDeliveryType(deliveryType));
  return slots.some((slot) => slot.code === currentSlot) ? currentSlot : (slots[0]?.code ?? '');
}

/** The date and slot to keep when the delivery type changes: pickup has fewer slots (only in its opening hours). */
export function dateAndSlotForType(
  values: Pick<CheckoutValues, 'deliveryDate' | 'deliverySlot'>,
  deliveryType: CheckoutValues['deliveryType'],
  now: Date,
): { deliveryDate: string; deliverySlot: string } {
  const dates = deliveryDates(now, slotDeliveryType(deliveryType));
  const deliveryDate = dates.includes(values.deliveryDate) ? values.deliveryDate : (dates[0] ?? '');
  return { deliveryDate, deliverySlot: slotForDate(deliveryDate, values.deliverySlot, now, deliveryType) };
}

/**
 * A signed-in customer's name, phone and e-mail from the profile, into the fields the customer
 * has not filled yet (never over what they typed).
 */
export function prefillFromProfile(values: CheckoutValues, user: Pick<UserDto, 'full_name' | 'phone' | 'email'>): Partial<CheckoutValues> {
  const fill: Partial<CheckoutValues> = {};
  if (isBlank(values.fullName) && !isBlank(user.full_name)) fill.fullName = (user.full_name as string).trim();
  if (isBlank(values.phone) && !isBlank(user.phone)) fill.phone = normalisePhone(user.phone as string) ?? (user.phone as string).trim();
  if (isBlank(values.email) && !isBlank(user.email)) fill.email = user.email.trim();
  return fill;
}

function deliveryChoiceErrors(values: CheckoutValues, now: Date): FieldErrors<CheckoutField> {
  if (values.deliveryType === '') return {};
  const problem = deliverySlotError({ date: values.deliveryDate, slot: values.deliverySlot }, now, values.deliveryType);
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

/** A phone as the server stores it, '+7XXXXXXXXXX', whichever accepted spelling was typed. */
const sentPhone = (value: string): string => normalisePhone(value) ?? value.trim();

/** The body of POST /api/delivery/yandex-calc (courier) or /api/delivery/update-contact (pickup). */
export function contactPayload(values: CheckoutValues, orderId: number, items: OrderItemPayloadDto[]) {
  return {
    orderId,
    deliveryType: isCourier(values) ? ('yandex' as const) : ('pickup' as const),
    name: values.fullName.trim(),
    phone: sentPhone(values.phone),
    email: optional(values.email),
    city: values.city.trim(),
    address: isCourier(values) ? values.address.trim() : PICKUP_ADDRESS_WORD,
    consent: true as const,
    recipient_name: values.otherRecipient ? optional(values.recipientName) : undefined,
    recipient_phone: values.otherRecipient && !isBlank(values.recipientPhone) ? sentPhone(values.recipientPhone) : undefined,
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
