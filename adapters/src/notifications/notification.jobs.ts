import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { Notifications } from '@shop/application';
import { JobScheduler } from '../jobs/job-scheduler';

/** Mails and messenger alerts whose first send failed (or whose sender crashed) go out again. */
@Injectable()
export class NotificationJobs implements OnApplicationBootstrap {
  constructor(
    private readonly scheduler: JobScheduler,
    private readonly notifications: Notifications,
  ) {}

  onApplicationBootstrap(): void {
    this.scheduler.every('deliver-notifications', 30_000, async () => {
      await this.notifications.deliverDue();
    });
  }
}
