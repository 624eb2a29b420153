import { Mailer } from '../mail/mailer.port';
import { Clock } from '../shared/clock.port';
import { TransactionRunner } from '../shared/transaction.port';
import { DeliveryRefused, type Notification, type QueuedNotification } from './notification';
import { NotificationOutbox } from './notification-outbox.port';
import { ShopMessenger } from './shop-messenger.port';

const MINUTE_MS = 60_000;
/** How long a claimed notification is held for its sender before another may try. */
const LEASE_MS = 2 * MINUTE_MS;
/** Retries wait 1, 2, 4 … minutes, at most an hour; after 12 tries (about 7 hours) the notification is given up. */
const MAX_ATTEMPTS = 12;
const retryDelayMs = (attempts: number): number => Math.min(MINUTE_MS * 2 ** (attempts - 1), 60 * MINUTE_MS);
const BATCH = 50;

export interface DeliveryLog {
  failed(details: { readonly id: number; readonly channel: Notification['channel']; readonly attempts: number; readonly reason: string }): void;
  abandoned(details: { readonly id: number; readonly channel: Notification['channel']; readonly attempts: number; readonly reason: string }): void;
}

/**
 * The transactional outbox of mails and messenger alerts. `enqueue` writes them with the change
 * that causes them, so they exist exactly when the change does; delivery starts right after the
 * commit and never holds up the request, and a failed send is retried by `deliverDue`, which the
 * notification job also runs every half minute.
 */
export class Notifications {
  constructor(
    private readonly outbox: NotificationOutbox,
    private readonly transaction: TransactionRunner,
    private readonly mailer: Mailer,
    private readonly messenger: ShopMessenger,
    private readonly clock: Clock,
    private readonly log: DeliveryLog,
  ) {}

  async enqueue(notifications: readonly Notification[]): Promise<void> {
    if (notifications.length === 0) return;
    await this.outbox.add(notifications);
    this.transaction.afterCommit(() => void this.deliverDue().catch(() => undefined));
  }

  /** Sends what is due; the number sent. */
  async deliverDue(): Promise<number> {
    const now = this.clock.now();
    const due = await this.outbox.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH);
    let sent = 0;
    for (const queued of due) if (await this.deliver(queued)) sent += 1;
    return sent;
  }

  private async deliver({ id, notification, attempts }: QueuedNotification): Promise<boolean> {
    try {
      if (notification.channel === 'mail') await this.mailer.send(notification.message);
      else await this.messenger.send(notification.message);
      await this.outbox.markSent(id, this.clock.now());
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const tried = attempts + 1;
      const giveUp = error instanceof DeliveryRefused || tried >= MAX_ATTEMPTS;
      const details = { id, channel: notification.channel, attempts: tried, reason };
      if (giveUp) this.log.abandoned(details);
      else this.log.failed(details);
      await this.outbox.markFailed(id, reason, giveUp ? null : new Date(this.clock.now().getTime() + retryDelayMs(tried)));
      return false;
    }
  }
}
