import {
  ORDER_ERRORS,
  calendarChoiceCheck,
  capacityKindOf,
  err,
  isCourierDelivery,
  ok,
  orderContact,
  peakSurchargeOn,
  withPeakSurcharge,
  type ContactForm,
  type DeliveryCalendar,
  type DeliveryQuote,
  type ShopError,
  type OrderContact,
  type Result,
} from '@shop/domain';
import { DeliveryCalendarRepository, OrderLeadTimes } from '../../delivery/delivery-calendar.repository.port';
import { deliveryFortnight } from '../../delivery/delivery-fortnight';
import { Clock } from '../../shared/clock.port';
import { TransactionRunner } from '../../shared/transaction.port';
import { DeliveryQuotes } from '../delivery-quotes.port';
import { OrderNotifier } from '../order-notifier.service';
import { OrderRepository } from '../order.repository.port';

const QUOTE_UNAVAILABLE = 'Расчёт стоимости доставки недоступен — укажите цену вручную';

/**
 * The second checkout call: contact and delivery details for the customer's own pending order,
 * checked with the same rules as the form and with the delivery calendar, and for a courier the
 * suggested delivery price (with a peak day's surcharge). The chosen slot's place is taken in the
 * transaction that saves the order, under the slot's lock: the places held are counted (this
 * order's own not among them) and a full slot is refused. Choosing another slot moves the place,
 * since an order holds the place its contact names. The customer gets the order's receipt and the
 * shop its alert (mail and messenger).
 */
export class SubmitOrderContact {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly orders: OrderRepository,
    private readonly quotes: DeliveryQuotes,
    private readonly notifier: OrderNotifier,
    private readonly calendar: DeliveryCalendarRepository,
    private readonly leadTimes: OrderLeadTimes,
    private readonly clock: Clock,
  ) {}

  async execute(customerId: number, orderId: number, form: ContactForm): Promise<Result<void, ShopError>> {
    const now = this.clock.now();
    const leadDays = await this.leadTimes.ofCustomerOrder(orderId, customerId);
    if (leadDays === null) return err(ORDER_ERRORS.notFound);
    // A first check without the slot's lock: a refused form never waits for the lock or the quote.
    const contact = orderContact(form, now, calendarChoiceCheck(await deliveryFortnight(this.calendar, now, orderId), now, leadDays));
    if (!contact.ok) return contact;
    // The quote asks an outside service, so it is taken before the order's row is locked.
    const quote = isCourierDelivery(contact.value.deliveryType) ? await this.quote(contact.value) : null;
    return this.transaction.run(async () => {
      const order = await this.orders.loadForUpdate(orderId);
      if (!order?.isOwnedBy(customerId)) return err(ORDER_ERRORS.notFound);
      const calendar = await this.lockedCalendar(contact.value, orderId, now);
      const booked = orderContact(form, now, calendarChoiceCheck(calendar, now, leadDays));
      if (!booked.ok) return booked;
      const surcharge = contact.value.deliveryDate === null ? null : peakSurchargeOn(calendar, contact.value.deliveryDate, contact.value.deliveryType);
      const submitted = order.submitContact(booked.value, quote && withPeakSurcharge(quote, surcharge));
      if (!submitted.ok) return submitted;
      await this.orders.save(submitted.value, customerId);
      await this.notifier.record(submitted.value);
      return ok(undefined);
    });
  }

  /** The calendar as it stands once the chosen slot is this transaction's to count and take. */
  private async lockedCalendar(contact: OrderContact, orderId: number, now: Date): Promise<DeliveryCalendar> {
    const { deliveryDate, deliverySlot, deliveryType } = contact;
    if (deliveryDate !== null && deliverySlot !== null) await this.calendar.lockSlot(deliveryDate, capacityKindOf(deliveryType), deliverySlot);
    return deliveryFortnight(this.calendar, now, orderId);
  }

  /** A failing quote never blocks the order: the admin prices it then. */
  private async quote(contact: OrderContact): Promise<DeliveryQuote> {
    try {
      const quote = await this.quotes.quote({
        city: contact.city,
        address: contact.address,
        deliveryDate: contact.deliveryDate,
        deliverySlot: contact.deliverySlot,
      });
      return { price: quote.ok ? quote.price : null, note: quote.note };
    } catch {
      return { price: null, note: QUOTE_UNAVAILABLE };
    }
  }
}
