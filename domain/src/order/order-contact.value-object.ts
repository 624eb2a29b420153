import { DELIVERY_CITY } from '../delivery/delivery-city.rules';
import { isCourierDelivery, type DeliveryType } from '../delivery/delivery-type.value-object';
import type { DeliveryError } from '../delivery/delivery.errors';
import { deliverySlotError } from '../delivery/delivery-slot.rules';
import { err, ok, type Result } from '../shared/result';
import { validateCheckoutForm } from '../validation/checkout-form.rules';
import { normalisePhone, phoneError } from '../validation/field.rules';
import { firstError } from '../validation/form-validation.rules';
import { ORDER_ERRORS, type OrderError } from './order.errors';

/** The greeting card's text is printed by hand: at most 500 characters. */
export const MAX_CARD_TEXT_LENGTH = 500;

/** A pickup order stores this word where a courier order stores the address (spec §7 update-contact). */
export const PICKUP_ADDRESS = 'Самовывоз';

/** The checkout form's second step as the customer sent it (spec §5 'Checkout', plus the delivery details). */
export interface ContactForm {
  readonly deliveryType: string;
  readonly fullName: string;
  readonly phone: string;
  readonly email: string | null;
  readonly city: string;
  readonly address: string;
  readonly consent: boolean;
  readonly recipientName: string | null;
  readonly recipientPhone: string | null;
  readonly cardText: string | null;
  readonly deliveryDate: string | null;
  readonly deliverySlot: string | null;
}

/** Who receives the order, where and when: checked once, trimmed, blanks as null. */
export interface OrderContact {
  readonly deliveryType: DeliveryType;
  /** The courier's address, or PICKUP_ADDRESS. */
  readonly address: string;
  readonly fullName: string;
  readonly phone: string;
  readonly email: string | null;
  readonly city: string;
  readonly recipientName: string | null;
  readonly recipientPhone: string | null;
  readonly cardText: string | null;
  readonly deliveryDate: string | null;
  readonly deliverySlot: string | null;
  /** When the details and the consent to personal-data processing arrived. */
  readonly submittedAt: Date;
}

const blankToNull = (value: string | null): string | null => (value && value.trim() !== '' ? value.trim() : null);

/** A phone the checks above accepted, in its stored form '+7XXXXXXXXXX'. */
const storedPhone = (value: string): string => normalisePhone(value) ?? value.trim();

const contactProblem = (form: ContactForm, now: Date): OrderError | DeliveryError | null => {
  const formProblem = firstError(validateCheckoutForm(form));
  if (formProblem) return ORDER_ERRORS.contactInvalid(formProblem);
  const recipientPhoneProblem = blankToNull(form.recipientPhone) && phoneError(form.recipientPhone as string);
  if (recipientPhoneProblem) return ORDER_ERRORS.contactInvalid(recipientPhoneProblem);
  if ((form.cardText ?? '').length > MAX_CARD_TEXT_LENGTH) return ORDER_ERRORS.cardTextTooLong;
  if (form.deliveryDate === null || form.deliverySlot === null) {
    return isCourierDelivery(form.deliveryType as DeliveryType) ? ORDER_ERRORS.slotRequired : null;
  }
  return deliverySlotError({ date: form.deliveryDate, slot: form.deliverySlot }, now, form.deliveryType as DeliveryType);
};

/** Checks the form with the checkout's rules (the same ones the browser runs) and the delivery slots open at `now`. */
export const orderContact = (form: ContactForm, now: Date): Result<OrderContact, OrderError | DeliveryError> => {
  const problem = contactProblem(form, now);
  if (problem) return err(problem);
  const deliveryType = form.deliveryType as DeliveryType;
  return ok({
    deliveryType,
    address: isCourierDelivery(deliveryType) ? form.address.trim() : PICKUP_ADDRESS,
    fullName: form.fullName.trim(),
    phone: storedPhone(form.phone),
    email: blankToNull(form.email),
    // The checks above let through only Moscow, however it was spelled: it is stored one way.
    city: DELIVERY_CITY,
    recipientName: blankToNull(form.recipientName),
    recipientPhone: blankToNull(form.recipientPhone) === null ? null : storedPhone(form.recipientPhone as string),
    cardText: blankToNull(form.cardText),
    deliveryDate: form.deliveryDate,
    deliverySlot: form.deliverySlot,
    submittedAt: now,
  });
};
