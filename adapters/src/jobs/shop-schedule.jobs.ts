import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  ExpireUnpaidOrders,
  RemindRememberedDates,
  RemindUnpaidOrders,
  RemoveOrphanedUploads,
  RetryPaymentNotifications,
  SendClosingReceipts,
  shopSchedule,
} from '@shop/application';
import { PgBossJobs } from './pg-boss-jobs';

/** On a replica with JOBS_ENABLED: the shop's schedule goes to pg-boss, and this replica takes its ticks' runs. */
@Injectable()
export class ShopScheduleJobs implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: PgBossJobs,
    private readonly expireUnpaidOrders: ExpireUnpaidOrders,
    private readonly remindUnpaidOrders: RemindUnpaidOrders,
    private readonly retryPaymentNotifications: RetryPaymentNotifications,
    private readonly removeOrphanedUploads: RemoveOrphanedUploads,
    private readonly sendClosingReceipts: SendClosingReceipts,
    private readonly remindRememberedDates: RemindRememberedDates,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { expireUnpaidOrders, remindUnpaidOrders, retryPaymentNotifications, removeOrphanedUploads, sendClosingReceipts, remindRememberedDates } = this;
    await this.jobs.schedule(
      shopSchedule({ expireUnpaidOrders, remindUnpaidOrders, retryPaymentNotifications, removeOrphanedUploads, sendClosingReceipts, remindRememberedDates }),
    );
  }
}
