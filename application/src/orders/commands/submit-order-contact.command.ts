import {
  ORDER_ERRORS,
  err,
  isCourierDelivery,
  ok,
  orderContact,
  type ContactForm,
  type DeliveryQuote,
  type ShopError,
  type OrderContact,
  type Result,
} from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { TransactionRunner } from '../../shared/transaction.port';
import { DeliveryQuotes } from '../delivery-quotes.port';
import { OrderNotifier } from '../order-notifier.service';
import { OrderRepository } from '../order.repository.port';

const QUOTE_UNAVAILABLE = 'Расчёт стоимости доставки недоступен — укажите цену вручную';

/**
 * The second checkout call: contact and delivery details for the customer's own pending order,
 * checked with the same rules as the form, and for a courier the suggested delivery price. The
 * customer gets the order's receipt and the shop its alert (mail and messenger).
 */
export class SubmitOrderContact {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly orders: OrderRepository,
    private readonly quotes: DeliveryQuotes,
    private readonly notifier: OrderNotifier,
    private readonly clock: Clock,
  ) {}

  async execute(customerId: number, orderId: number, form: ContactForm): Promise<Result<void, ShopError>> {
    const contact = orderContact(form, this.clock.now());
    if (!contact.ok) return contact;
    // The quote asks an outside service, so it is taken before the order's row is locked.
    const quote = isCourierDelivery(contact.value.deliveryType) ? await this.quote(contact.value) : null;
    return this.transaction.run(async () => {
      const order = await this.orders.loadForUpdate(orderId);
      if (!order?.isOwnedBy(customerId)) return err(ORDER_ERRORS.notFound);
      const submitted = order.submitContact(contact.value, quote);
      if (!submitted.ok) return submitted;
      await this.orders.save(submitted.value, customerId);
      await this.notifier.record(submitted.value);
      return ok(undefined);
    });
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
