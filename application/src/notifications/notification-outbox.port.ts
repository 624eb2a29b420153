import type { Notification, QueuedNotification } from './notification';

/** The notifications table: written in the transaction of the change that causes them, read by whoever delivers them. */
export abstract class NotificationOutbox {
  abstract add(notifications: readonly Notification[]): Promise<void>;
  /**
   * Takes up to `limit` notifications due at `now` and leases them until `leaseUntil`, so no other
   * process sends them meanwhile (one that crashed mid-send leaves them to the next try).
   */
  abstract claimDue(now: Date, leaseUntil: Date, limit: number): Promise<QueuedNotification[]>;
  abstract markSent(id: number, at: Date): Promise<void>;
  /** Another try at `retryAt`, or none (null): the notification is given up. */
  abstract markFailed(id: number, reason: string, retryAt: Date | null): Promise<void>;
}
