import { customerIsToldAt, type Money, type Order, type OrderEvent, type Refund } from '@shop/domain';
import { UserRepository } from '../accounts/user.repository.port';
import { MailRenderer, type MailDraft } from '../mail/mail-content';
import type { Notification, ShopAlert } from '../notifications/notification';
import { Notifications } from '../notifications/notifications.service';
import {
  bouquetPhotoMail,
  fulfilmentStageMail,
  orderApprovedMail,
  orderCanceledByShopMail,
  orderExpiredMail,
  orderLinesRemovedMail,
  orderReceivedMail,
  orderRefundedMail,
  orderRejectedMail,
  paymentReceivedMail,
  paymentReminderMail,
  stalePaymentRefundedMail,
} from './order.mails';
import type { OrderEmails } from './order-summary';
import { newOrderAlert, orderPaidAlert, photoChangeAlert, stalePaymentRefundedAlert, type ShopAlertMessages, type ShopAlertSettings } from './shop-alerts';

export interface OrderNotifierSettings extends ShopAlertSettings {
  readonly paymentWindowHours: number;
}

/** A message decided for an event, before its mail is laid out. */
type Outgoing = { readonly channel: 'mail'; readonly draft: MailDraft } | { readonly channel: 'telegram'; readonly message: ShopAlert };

const asOutgoing = ({ mail, telegram }: ShopAlertMessages): Outgoing[] => [
  { channel: 'mail', draft: mail },
  { channel: 'telegram', message: telegram },
];

/**
 * The one hook after an order changes: the messages its events call for. Called inside the
 * change's transaction, it queues them in the outbox with the change; they go out after the commit.
 * The customer is mailed at their account's e-mail only (the checkout's e-mail is a contact for the
 * shop, never mailed). The shop hears once per order when it is ready for review, when it is paid,
 * and of a change request to the photo when photoAnswerAlertsShop says it is news.
 */
export class OrderNotifier {
  constructor(
    private readonly users: UserRepository,
    private readonly notifications: Notifications,
    private readonly renderer: MailRenderer,
    private readonly settings: OrderNotifierSettings,
  ) {}

  async record(order: Order): Promise<void> {
    if (order.events.length === 0) return;
    const emails = await this.emails(order);
    const outgoing = order.events.flatMap((event) => [...this.customerMails(order, event, emails.account), ...this.shopAlerts(order, event, emails)]);
    await this.send(outgoing);
  }

  /** The customer is reminded, once, that the order's payment window closes at `deadline`. */
  async paymentReminder(order: Order, deadline: Date): Promise<void> {
    const { account } = await this.emails(order);
    if (account) await this.send([{ channel: 'mail', draft: paymentReminderMail(account, order, deadline, this.settings.publicUrl) }]);
  }

  /** A one-stage payment came after the order changed: the customer hears it was returned (when it was), the shop is alerted. */
  async stalePaymentTaken(order: Order, payment: { readonly id: string; readonly amount: Money; readonly refunded: boolean }): Promise<void> {
    const emails = await this.emails(order);
    const customer: Outgoing[] =
      emails.account && payment.refunded
        ? [{ channel: 'mail', draft: stalePaymentRefundedMail(emails.account, order, payment.amount, this.settings.publicUrl) }]
        : [];
    await this.send([...customer, ...asOutgoing(stalePaymentRefundedAlert(order, payment, emails, this.settings))]);
  }

  private async emails(order: Order): Promise<OrderEmails> {
    const account = await this.users.findById(order.customerId);
    return { contact: order.contact?.email ?? null, account: account?.email ?? null };
  }

  private async send(outgoing: readonly Outgoing[]): Promise<void> {
    await this.notifications.enqueue(await Promise.all(outgoing.map((message) => this.rendered(message))));
  }

  /** Each refund that went through is mailed on its own (the order's status changes with the last one only). */
  async refunded(order: Order, refund: Refund, everything: boolean): Promise<void> {
    const to = (await this.users.findById(order.customerId))?.email;
    if (!to) return;
    const draft = orderRefundedMail(to, order, refund.amount, everything, this.settings.publicUrl);
    await this.notifications.enqueue([{ channel: 'mail', message: await this.renderer.render(draft) }]);
  }

  private async rendered(message: Outgoing): Promise<Notification> {
    return message.channel === 'mail' ? { channel: 'mail', message: await this.renderer.render(message.draft) } : message;
  }

  private shopAlerts(order: Order, event: OrderEvent, emails: OrderEmails): Outgoing[] {
    if (event.type === 'contact-submitted') return asOutgoing(newOrderAlert(order, emails, this.settings));
    if (event.type === 'photo-answered' && event.alertShop) return asOutgoing(photoChangeAlert(order, event.response.comment, emails, this.settings));
    if (event.type === 'status-changed' && event.command === 'markPaid') return asOutgoing(orderPaidAlert(order, emails, this.settings));
    return [];
  }

  private customerMails(order: Order, event: OrderEvent, to: string | null): Outgoing[] {
    const draft = to ? this.customerMail(order, event, to) : null;
    return draft ? [{ channel: 'mail', draft }] : [];
  }

  private customerMail(order: Order, event: OrderEvent, to: string): MailDraft | null {
    const { publicUrl, paymentWindowHours } = this.settings;
    switch (event.type) {
      case 'contact-submitted':
        return orderReceivedMail(to, order, publicUrl);
      case 'lines-removed':
        return order.status === 'canceled' ? null : orderLinesRemovedMail(to, order, event.lines, event.reason, publicUrl);
      case 'fulfilment-advanced':
        return customerIsToldAt(event.to, order.deliveryType) ? fulfilmentStageMail(to, order, event.to, publicUrl) : null;
      case 'photo-attached':
        return bouquetPhotoMail(to, order, event.url, publicUrl);
      case 'status-changed':
        switch (event.command) {
          case 'approve':
            return orderApprovedMail(to, order, paymentWindowHours, publicUrl);
          case 'reject':
            return orderRejectedMail(to, order, publicUrl);
          case 'cancelUnpaid':
            return orderExpiredMail(to, order, paymentWindowHours, publicUrl);
          case 'cancelByShop':
            return orderCanceledByShopMail(to, order, publicUrl);
          case 'markPaid':
            return paymentReceivedMail(to, order, publicUrl);
        }
        return null;
      default:
        return null;
    }
  }
}
