import { Injectable } from '@nestjs/common';
import { NotificationOutbox, type Notification, type QueuedNotification } from '@shop/application';
import { TypeormTransactionRunner } from '../persistence/transaction/typeorm-transaction.runner';

interface NotificationRow {
  id: string;
  channel: Notification['channel'];
  payload: Notification['message'];
  attempts: number;
}

/** The notifications table; `add` joins the caller's transaction, so a notification exists exactly when its change does. */
@Injectable()
export class NotificationOutboxTypeorm extends NotificationOutbox {
  constructor(private readonly transaction: TypeormTransactionRunner) {
    super();
  }

  async add(notifications: readonly Notification[]): Promise<void> {
    await this.transaction.manager().query(
      `INSERT INTO notifications (channel, payload) SELECT channel, payload FROM jsonb_to_recordset($1::jsonb) AS n(channel text, payload jsonb)`,
      [JSON.stringify(notifications.map((n) => ({ channel: n.channel, payload: n.message })))],
    );
  }

  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<QueuedNotification[]> {
    const [rows]: [NotificationRow[], number] = await this.transaction.manager().query(
      `UPDATE notifications SET next_attempt_at = $2
       WHERE id IN (SELECT id FROM notifications WHERE sent_at IS NULL AND abandoned_at IS NULL AND next_attempt_at <= $1
                    ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING id, channel, payload, attempts`,
      [now, leaseUntil, limit],
    );
    return rows
      .map((row) => ({ id: Number(row.id), attempts: row.attempts, notification: { channel: row.channel, message: row.payload } as Notification }))
      .sort((a, b) => a.id - b.id);
  }

  async markSent(id: number, at: Date): Promise<void> {
    await this.transaction.manager().query(`UPDATE notifications SET sent_at = $2, last_error = NULL WHERE id = $1`, [id, at]);
  }

  async markFailed(id: number, reason: string, retryAt: Date | null): Promise<void> {
    await this.transaction.manager().query(
      `UPDATE notifications SET attempts = attempts + 1, last_error = $2, next_attempt_at = coalesce($3, next_attempt_at),
         abandoned_at = CASE WHEN $3::timestamptz IS NULL THEN now() END WHERE id = $1`,
      [id, reason.slice(0, 1000), retryAt],
    );
  }
}
