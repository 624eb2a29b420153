import { DELIVERY_CITY } from '../delivery/delivery-city.rules';
import type { DeliveryType } from '../delivery/delivery-type.value-object';
import { err, ok, type Result } from '../shared/result';
import { normalisedPhoneOrInput } from '../validation/field.rules';
import type { DeliveryChoiceCheck } from '../delivery/delivery-calendar.rules';
import { contactProblems, orderAddress, type ContactForm, type ContactProblem } from './order-contact.rules';

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

/** Checks the form with the checkout's rules (the same ones the browser runs) and the day and slot with the delivery calendar; submitted at `now`. */
export const orderContact = (form: ContactForm, now: Date, checkChoice: DeliveryChoiceCheck): Result<OrderContact, ContactProblem> => {
  const [problem] = Object.values(contactProblems(form, checkChoice));
  if (problem) return err(problem);
  const recipientPhone = blankToNull(form.recipientPhone);
  return ok({
    deliveryType: form.deliveryType as DeliveryType,
    address: orderAddress(form.deliveryType, form.address),
    fullName: form.fullName.trim(),
    // The checks above let through only phones in an accepted spelling: they are stored as '+7XXXXXXXXXX'.
    phone: normalisedPhoneOrInput(form.phone),
    email: blankToNull(form.email),
    // The checks above let through only Moscow, however it was spelled: it is stored one way.
    city: DELIVERY_CITY,
    recipientName: blankToNull(form.recipientName),
    recipientPhone: recipientPhone === null ? null : normalisedPhoneOrInput(recipientPhone),
    cardText: blankToNull(form.cardText),
    deliveryDate: form.deliveryDate,
    deliverySlot: form.deliverySlot,
    submittedAt: now,
  });
};
