import { DELIVERY_ERRORS, type DeliveryError } from '../delivery/delivery.errors';
import type { DeliveryChoiceCheck } from '../delivery/delivery-calendar.rules';
import { isCourierDelivery, isDeliveryType } from '../delivery/delivery-type.value-object';
import { validateCheckoutForm, type CheckoutField } from '../validation/checkout-form.rules';
import { isBlank, phoneError } from '../validation/field.rules';
import { MAX_CARD_TEXT_LENGTH } from './greeting-card.rules';
import { ORDER_ERRORS, type OrderError } from './order.errors';

// The rules of the checkout's contact step, once: the checkout form runs them field by field in
// the browser, the server refuses the first problem they find. What the one may send, the other takes.

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

export type ContactField = CheckoutField | 'recipientName' | 'recipientPhone' | 'cardText' | 'deliveryDate' | 'deliverySlot';

export type ContactProblem = OrderError | DeliveryError;

/** Field → what is wrong with it, in the form's order. */
export type ContactProblems = { readonly [F in ContactField]?: ContactProblem };

/** What an order stores as its address: the courier's, as typed, or PICKUP_ADDRESS for a pickup. */
export const orderAddress = (deliveryType: string, typed: string): string => (isCourierDelivery(deliveryType) ? typed.trim() : PICKUP_ADDRESS);

/** Someone other than the customer receives the order («Получатель — другой человек»): their name, and a phone to call them on. */
export const otherRecipientProblems = (recipient: Pick<ContactForm, 'recipientName' | 'recipientPhone'>): ContactProblems => {
  const { recipientName, recipientPhone } = recipient;
  const phoneProblem = isBlank(recipientPhone) ? null : phoneError(recipientPhone as string);
  return {
    ...(isBlank(recipientName) ? { recipientName: ORDER_ERRORS.recipientNameRequired } : {}),
    ...(isBlank(recipientPhone) ? { recipientPhone: ORDER_ERRORS.recipientPhoneRequired } : {}),
    ...(phoneProblem ? { recipientPhone: ORDER_ERRORS.contactInvalid(phoneProblem) } : {}),
  };
};

/**
 * A recipient's phone names another person, who is then checked as the checkout checks one: a
 * name with a phone in an accepted spelling. A name alone (the card's addressee, say) is enough.
 */
const recipientProblems = (form: ContactForm): ContactProblems => (isBlank(form.recipientPhone) ? {} : otherRecipientProblems(form));

const formProblems = (form: ContactForm): ContactProblems =>
  Object.fromEntries(Object.entries(validateCheckoutForm(form).errors).map(([field, message]) => [field, ORDER_ERRORS.contactInvalid(message as string)]));

const cardTextProblems = (form: ContactForm): ContactProblems =>
  (form.cardText ?? '').length > MAX_CARD_TEXT_LENGTH ? { cardText: ORDER_ERRORS.cardTextTooLong } : {};

const SLOT_PROBLEMS: readonly string[] = [DELIVERY_ERRORS.slotUnavailable.code, DELIVERY_ERRORS.slotFull.code];

/**
 * The day and slot, once a delivery type is chosen, as `checkChoice` judges them: a courier needs
 * both; a pickup may leave them out (its day is then the day it is paid).
 */
const deliveryChoiceProblems = (form: ContactForm, checkChoice: DeliveryChoiceCheck): ContactProblems => {
  if (!isDeliveryType(form.deliveryType)) return {};
  if (form.deliveryDate === null || form.deliverySlot === null) {
    return isCourierDelivery(form.deliveryType) ? { deliveryDate: ORDER_ERRORS.slotRequired } : {};
  }
  const problem = checkChoice({ date: form.deliveryDate, slot: form.deliverySlot }, form.deliveryType);
  if (problem === null) return {};
  return SLOT_PROBLEMS.includes(problem.code) ? { deliverySlot: problem } : { deliveryDate: problem };
};

/** Every problem of the contact step, by field: spec §5's form, the recipient, the card's text, the day and slot as `checkChoice` judges them. */
export const contactProblems = (form: ContactForm, checkChoice: DeliveryChoiceCheck): ContactProblems => ({
  ...formProblems(form),
  ...recipientProblems(form),
  ...cardTextProblems(form),
  ...deliveryChoiceProblems(form, checkChoice),
});
