import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { ExpireUnpaidOrders, HandlePaymentNotification, PaymentRepository } from '@shop/application';
import { withJobLock } from './job-lock';

const MINUTE_MS = 60_000;

/** Background work of the payments: expiry of unpaid orders and retries of stuck notifications. */
@Injectable()
export class PaymentJobs {
  private readonly logger = new Logger(PaymentJobs.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly expire: ExpireUnpaidOrders,
    private readonly payments: PaymentRepository,
    private readonly notifications: HandlePaymentNotification,
  ) {}

  @Interval(5 * MINUTE_MS)
  async expireUnpaidOrders(): Promise<void> {
    const canceled = await withJobLock(this.dataSource, 'expire-unpaid-orders', () => this.expire.execute());
    if (canceled?.length) this.logger.log({ msg: 'unpaid orders canceled after the payment window', orders: canceled });
  }

  /** A notification whose processing failed (provider unreachable, crash) is taken up again. */
  @Interval(MINUTE_MS)
  async retryNotifications(): Promise<void> {
    await withJobLock(this.dataSource, 'retry-payment-notifications', async () => {
      for (const event of await this.payments.unprocessedEvents(MINUTE_MS)) await this.notifications.apply(event.id, event.event, event.objectId);
    });
  }
}
