import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ExpireUnpaidOrders, HandlePaymentNotification, PaymentRepository } from '@shop/application';
import { JobScheduler } from './job-scheduler';

const MINUTE_MS = 60_000;

/** Background work of the payments: expiry of unpaid orders and retries of stuck notifications. */
@Injectable()
export class PaymentJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger(PaymentJobs.name);

  constructor(
    private readonly scheduler: JobScheduler,
    private readonly expire: ExpireUnpaidOrders,
    private readonly payments: PaymentRepository,
    private readonly notifications: HandlePaymentNotification,
  ) {}

  onApplicationBootstrap(): void {
    this.scheduler.every('expire-unpaid-orders', 5 * MINUTE_MS, () => this.expireUnpaidOrders());
    this.scheduler.every('retry-payment-notifications', MINUTE_MS, () => this.retryNotifications());
  }

  private async expireUnpaidOrders(): Promise<void> {
    const canceled = await this.expire.execute();
    if (canceled.length) this.logger.log({ msg: 'unpaid orders canceled after the payment window', orders: canceled });
  }

  /** A notification whose processing failed (provider unreachable, crash) is taken up again. */
  private async retryNotifications(): Promise<void> {
    for (const event of await this.payments.unprocessedEvents(MINUTE_MS)) await this.notifications.apply(event.id, event.event, event.objectId);
  }
}
