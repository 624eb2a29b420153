import {
  addDays,
  calendarChoiceCheck,
  contactProblems,
  DEFAULT_SLOT_CAPACITIES,
  deliveryDateOffers,
  deliverySlotOffers,
  isBlank,
  isCourierDelivery,
  moscowDateTime,
  normalisedPhoneOrInput,
  orderAddress,
  otherRecipientProblems,
  type ContactForm,
  type DeliveryCalendar,
  type DeliverySlot,
  type DeliveryType,
  type FieldErrors,
  type OrderCreatePayloadDto,
  type OrderItemPayloadDto,
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

/** The calendar the form offers until it reads the shop's from the API: an ordinary fortnight. The server checks the real one. */
const ORDINARY_CALENDAR: DeliveryCalendar = { defaults: DEFAULT_SLOT_CAPACITIES, days: [], loads: [] };

/** The dates the form offers for a delivery type at `now`. */
export const deliveryDates = (now: Date, deliveryType: DeliveryType = 'yandex'): string[] =>
  deliveryDateOffers(ORDINARY_CALENDAR, { now, deliveryType, leadDays: 0 })
    .filter((offer) => offer.available)
    .map((offer) => offer.date);

/** The slots the form offers on a date for a delivery type at `now`. */
export const availableSlots = (date: string, now: Date, deliveryType: DeliveryType = 'yandex'): DeliverySlot[] =>
  deliverySlotOffers(ORDINARY_CALENDAR, date, { now, deliveryType, leadDays: 0 })
    .filter((offer) => offer.refusal === null)
    .map((offer) => offer.slot);

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
 * its field, with the delivery date and slot as open at `now`; a ticked «другой человек» needs a
 * name and a phone.
 */
export function validateCheckout(values: CheckoutValues, now: Date): FieldErrors<CheckoutField> {
  const form = contactForm(values);
  const problems = { ...contactProblems(form, calendarChoiceCheck(ORDINARY_CALENDAR, now, 0)), ...(values.otherRecipient ? otherRecipientProblems(form) : {}) };
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

/** 'Сегодня, 5 июня', 'Завтра, 6 июня', 'пт, 7 июня' for a Moscow calendar date. */
export function deliveryDateLabel(date: string, now: Date): string {
  const today = moscowDateTime(now).date;
  if (date === today) return `Сегодня, ${dayAndMonth(date)}`;
  if (date === addDays(today, 1)) return `Завтра, ${dayAndMonth(date)}`;
  return weekdayAndDay(date);
}
