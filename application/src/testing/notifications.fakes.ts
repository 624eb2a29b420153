import { UserRepository } from '../accounts/user.repository.port';
import { DeliveryRefused, type Notification, type QueuedNotification, type ShopAlert } from '../notifications/notification';
import { NotificationOutbox } from '../notifications/notification-outbox.port';
import { Notifications } from '../notifications/notifications.service';
import { ShopMessenger } from '../notifications/shop-messenger.port';
import { OrderNotifier } from '../orders/order-notifier.service';
import { Clock } from '../shared/clock.port';
import { TransactionRunner } from '../shared/transaction.port';
import { PlainMailRenderer, RecordingMailer } from './shared.fakes';

interface OutboxRow {
  readonly id: number;
  readonly notification: Notification;
  attempts: number;
  nextAttemptAt: Date;
  sentAt: Date | null;
  abandoned: boolean;
  lastError: string | null;
}

/** The notifications table in memory. */
export class InMemoryOutbox extends NotificationOutbox {
  readonly rows: OutboxRow[] = [];

  async add(notifications: readonly Notification[]): Promise<void> {
    for (const notification of notifications) {
      this.rows.push({ id: this.rows.length + 1, notification, attempts: 0, nextAttemptAt: new Date(0), sentAt: null, abandoned: false, lastError: null });
    }
  }

  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<QueuedNotification[]> {
    const due = this.rows.filter((row) => !row.sentAt && !row.abandoned && row.nextAttemptAt <= now).slice(0, limit);
    for (const row of due) row.nextAttemptAt = leaseUntil;
    return due.map(({ id, notification, attempts }) => ({ id, notification, attempts }));
  }

  async markSent(id: number, at: Date): Promise<void> {
    this.row(id).sentAt = at;
  }

  async markFailed(id: number, reason: string, retryAt: Date | null): Promise<void> {
    const row = this.row(id);
    row.attempts += 1;
    row.lastError = reason;
    if (retryAt) row.nextAttemptAt = retryAt;
    else row.abandoned = true;
  }

  private row(id: number): OutboxRow {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`no notification ${id}`);
    return row;
  }
}

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

/** The order notifier on the in-memory outbox: `mailer.sent` and `messenger.sent` hold what went out after each commit. */
export function notifierFakes(users: UserRepository, transactions: TransactionRunner, clock: Clock) {
  const outbox = new InMemoryOutbox();
  const mailer = new RecordingMailer();
  const messenger = new RecordingMessenger();
  const log = { failed: [] as string[], abandoned: [] as string[] };
  const notifications = new Notifications(outbox, transactions, mailer, messenger, clock, {
    failed: (details) => log.failed.push(`${details.channel} ${details.id}: ${details.reason}`),
    abandoned: (details) => log.abandoned.push(`${details.channel} ${details.id}: ${details.reason}`),
  });
  const notifier = new OrderNotifier(users, notifications, new PlainMailRenderer(), NOTIFIER_SETTINGS);
  return { outbox, mailer, messenger, log, notifications, notifier };
}
