import { customerIsToldAt, orderEmail, type Order, type OrderEvent } from '@shop/domain';
import { UserRepository } from '../accounts/user.repository.port';
import type { Notification } from '../notifications/notification';
import { Notifications } from '../notifications/notifications.service';
import {
  bouquetPhotoMail,
  fulfilmentStageMail,
  orderApprovedMail,
  orderExpiredMail,
  orderReceivedMail,
  orderRefundedMail,
  orderRejectedMail,
  paymentReceivedMail,
  type MailRecipient,
} from './order.mails';
import { newOrderAlert, photoChangeAlert, type ShopAlertSettings } from './shop-alerts';

export interface OrderNotifierSettings extends ShopAlertSettings {
  readonly paymentWindowHours: number;
}

/**
 * The one hook after an order changes: the messages its events call for. Called inside the
 * change's transaction, it queues them in the outbox with the change; they go out after the commit.
 */
export class OrderNotifier {
  constructor(
    private readonly users: UserRepository,
    private readonly notifications: Notifications,
    private readonly settings: OrderNotifierSettings,
  ) {}

  async record(order: Order): Promise<void> {
    if (order.events.length === 0) return;
    const customer = await this.customer(order);
    await this.notifications.enqueue(order.events.flatMap((event) => this.notificationsFor(order, event, customer)));
  }

  /** The address the customer gave at checkout, else their account's. */
  private async customer(order: Order): Promise<MailRecipient | null> {
    const account = await this.users.findById(order.customerId);
    const email = account ? orderEmail(order, account.email) : (order.contact?.email ?? null);
    return email ? { email, fullName: order.contact?.fullName ?? account?.fullName ?? null } : null;
  }

  private notificationsFor(order: Order, event: OrderEvent, customer: MailRecipient | null): Notification[] {
    const shop = event.type === 'contact-submitted' || (event.type === 'photo-answered' && !event.response.approved);
    const alerts = shop ? this.shopAlerts(order, event, customer) : [];
    const mail = customer ? this.customerMail(order, event, customer) : null;
    return [...(mail ? [{ channel: 'mail' as const, message: mail }] : []), ...alerts];
  }

  private shopAlerts(order: Order, event: OrderEvent, customer: MailRecipient | null): Notification[] {
    const email = customer?.email ?? null;
    if (event.type === 'photo-answered') return photoChangeAlert(order, event.response.comment, email, this.settings);
    return newOrderAlert(order, email, this.settings);
  }

  private customerMail(order: Order, event: OrderEvent, to: MailRecipient) {
    const { publicUrl, paymentWindowHours } = this.settings;
    switch (event.type) {
      case 'contact-submitted':
        return orderReceivedMail(to, order, publicUrl);
      case 'fulfilment-advanced':
        return customerIsToldAt(event.to, order.deliveryType) ? fulfilmentStageMail(to, order, event.to, publicUrl) : null;
      case 'photo-attached':
        return bouquetPhotoMail(to, order, event.url, publicUrl);
      case 'status-changed':
        switch (event.command) {
          case 'approve':
            return orderApprovedMail(to, order.id, order.totalPayable(), publicUrl);
          case 'reject':
            return orderRejectedMail(to, order.id, publicUrl);
          case 'cancelUnpaid':
            return orderExpiredMail(to, order.id, paymentWindowHours, publicUrl);
          case 'markPaid':
            return paymentReceivedMail(to, order.id, order.totalPayable(), publicUrl);
          case 'refund':
            return orderRefundedMail(to, order.id, order.totalPayable(), publicUrl);
        }
        return null;
      default:
        return null;
    }
  }
}
