import { UserRepository } from '../accounts/user.repository.port';
import { DeliveryRefused, type ShopAlert } from '../notifications/notification';
import { Notifications } from '../notifications/notifications.service';
import { ShopMessenger } from '../notifications/shop-messenger.port';
import { OrderNotifier } from '../orders/order-notifier.service';
import { InMemoryJobQueue } from './jobs.fakes';
import { PlainMailRenderer, RecordingMailer, type ImmediateTransactions } from './shared.fakes';

/** The shop's chat: records what it was sent, or fails as told (a refusal or an outage). */
export class RecordingMessenger extends ShopMessenger {
  readonly sent: ShopAlert[] = [];
  failWith: 'outage' | 'refusal' | null = null;

  async send(alert: ShopAlert): Promise<void> {
    if (this.failWith === 'outage') throw new Error('Bot API unreachable');
    if (this.failWith === 'refusal') throw new DeliveryRefused('chat not found');
    this.sent.push(alert);
  }
}

export const NOTIFIER_SETTINGS = { publicUrl: 'https://shop.example', paymentWindowHours: 72, shopEmail: 'shop@example.com' } as const;

/** The order notifier on the in-memory job queue: `mailer.sent` and `messenger.sent` hold what went out after each commit. */
export function notifierFakes(users: UserRepository, transactions: ImmediateTransactions) {
  const jobs = new InMemoryJobQueue(transactions);
  const mailer = new RecordingMailer();
  const messenger = new RecordingMessenger();
  const notifications = new Notifications(jobs, mailer, messenger);
  jobs.work(notifications);
  const notifier = new OrderNotifier(users, notifications, new PlainMailRenderer(), NOTIFIER_SETTINGS);
  return { jobs, mailer, messenger, notifications, notifier };
}
