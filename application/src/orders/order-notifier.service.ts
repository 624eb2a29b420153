import { statusChanges, type Order, type OrderStatusChange } from '@shop/domain';
import { UserRepository } from '../accounts/user.repository.port';
import { Mailer, type MailMessage } from '../mail/mailer.port';
import { orderApprovedMail, orderExpiredMail, orderRefundedMail, orderRejectedMail, paymentReceivedMail, type MailRecipient } from './order.mails';

export interface OrderNotifierSettings {
  readonly publicUrl: string;
  readonly paymentWindowHours: number;
}

/**
 * The one hook after an order's status changes: tells the customer what the change means for them.
 * It runs after the change is stored and never fails it: a mail that cannot go is reported to `onFailure`.
 */
export class OrderNotifier {
  constructor(
    private readonly users: UserRepository,
    private readonly mailer: Mailer,
    private readonly settings: OrderNotifierSettings,
    private readonly onFailure: (error: unknown, orderId: number) => void,
  ) {}

  async afterChange(order: Order): Promise<void> {
    const changes = statusChanges(order.events);
    if (changes.length === 0) return;
    try {
      const recipient = await this.recipient(order);
      if (!recipient) return;
      for (const change of changes) {
        await this.mailer.send(this.mailFor(order, change, recipient));
      }
    } catch (error) {
      this.onFailure(error, order.id);
    }
  }

  /** The address the customer gave at checkout, else their account's. */
  private async recipient(order: Order): Promise<MailRecipient | null> {
    const account = await this.users.findById(order.customerId);
    const email = order.contact?.email ?? account?.email;
    return email ? { email, fullName: order.contact?.fullName ?? account?.fullName ?? null } : null;
  }

  private mailFor(order: Order, change: OrderStatusChange, to: MailRecipient): MailMessage {
    const { publicUrl, paymentWindowHours } = this.settings;
    switch (change.command) {
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
  }
}
