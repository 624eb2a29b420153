import { Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { Notifications } from '@shop/application';
import { withJobLock } from '../jobs/job-lock';

/** Mails and messenger alerts whose first send failed (or whose sender crashed) go out again. */
@Injectable()
export class NotificationJobs {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notifications: Notifications,
  ) {}

  @Interval(30_000)
  async deliverDue(): Promise<void> {
    await withJobLock(this.dataSource, 'deliver-notifications', () => this.notifications.deliverDue());
  }
}
