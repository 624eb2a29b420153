import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { Notifications } from '@shop/application';
import { PgBossJobs } from '../jobs/pg-boss-jobs';

/** Every replica delivers the queued mails and messenger alerts, whether or not it runs the schedule. */
@Injectable()
export class NotificationJobs implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: PgBossJobs,
    private readonly notifications: Notifications,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work(this.notifications);
  }
}
