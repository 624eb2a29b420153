import { deliverySlotLabel, formatCalendarDate } from '../format/admin-format';
import { contactEmail, receiver, telHref, type DeliveryView, type Receiver } from './delivery-details.rules';
import type { Fact } from './facts.component';

/** What the schedule facts read beyond the delivery view. */
export interface ScheduleView extends DeliveryView {
  readonly delivery_date: string | null;
  readonly delivery_slot: string | null;
  readonly card_text: string | null;
}

/** A phone to call from the card. */
function PhoneLink({ phone }: { phone: string }) {
  return <a href={telHref(phone)}>{phone}</a>;
}

/** The recipient named at checkout, or the customer marked as such, with a phone to call. */
function ReceiverText({ receiver: { name, phone, isCustomer } }: { receiver: Receiver }) {
  return (
    <>
      {name}
      {isCustomer && <span className="adm-muted"> (покупатель)</span>}
      {name && phone && ', '}
      {phone && <PhoneLink phone={phone} />}
    </>
  );
}

/** Who ordered: the name and phone given at checkout. */
export function customerFacts(order: { readonly full_name: string | null; readonly delivery_phone: string | null }): Fact[] {
  return [
    { label: 'ФИО', value: order.full_name },
    { label: 'Телефон', value: order.delivery_phone && <PhoneLink phone={order.delivery_phone} /> },
  ];
}

/** The e-mail given at checkout, when it is not the account's (the card names that one already). */
export function contactEmailFact(order: DeliveryView): Fact | null {
  const email = contactEmail(order);
  return email ? { label: 'Email для связи', value: email } : null;
}

/** Who receives the order, with a phone to call ('—' while the order names nobody). */
export function receiverFact(order: DeliveryView): Fact {
  const who = receiver(order);
  return { label: 'Получатель', value: who.name || who.phone ? <ReceiverText receiver={who} /> : null };
}

/** The greeting card's text exactly as the customer wrote it, line breaks kept: the florist copies it by hand. */
export function cardTextFact(order: { readonly card_text: string | null }): Fact {
  return { label: 'Текст открытки', value: order.card_text && <span className="adm-card-text">{order.card_text}</span> };
}

/** When and to whom, and what the card says: the checkout's delivery details every admin card shows. */
export function deliveryScheduleFacts(order: ScheduleView): Fact[] {
  return [
    { label: 'Дата', value: order.delivery_date && formatCalendarDate(order.delivery_date) },
    { label: 'Время', value: order.delivery_slot && deliverySlotLabel(order.delivery_slot) },
    { label: 'Город', value: order.city },
    receiverFact(order),
    cardTextFact(order),
  ];
}
