import type { BackgroundJob, JobReport, RetryPolicy } from '../jobs/background-job';
import { JobQueue } from '../jobs/job-queue.port';
import { Mailer } from '../mail/mailer.port';
import type { Notification } from './notification';
import { ShopMessenger } from './shop-messenger.port';

/** Retries wait about 1, 2, 4 … minutes, at most an hour; after 12 tries (some 7 hours) the notification is given up. */
const DELIVERY_RETRY: RetryPolicy = { attempts: 12, firstDelaySeconds: 60, maxDelaySeconds: 3600 };

/**
 * Mails and messenger alerts. `enqueue` queues each as a job with the change that causes it, so it
 * exists exactly when the change does and never holds up the request; a replica then delivers it
 * (`run`), and a failed send is tried again later.
 */
export class Notifications implements BackgroundJob<Notification> {
  readonly name = 'deliver-notification';
  readonly retry = DELIVERY_RETRY;
  readonly timeoutSeconds = 60;

  constructor(
    private readonly jobs: JobQueue,
    private readonly mailer: Mailer,
    private readonly messenger: ShopMessenger,
  ) {}

  async enqueue(notifications: readonly Notification[]): Promise<void> {
    for (const notification of notifications) await this.jobs.send(this.name, notification);
  }

  /** Sends one; a DeliveryRefused gives it up at once, any other failure leaves it to a retry. */
  async run(notification: Notification): Promise<JobReport> {
    if (notification.channel === 'mail') await this.mailer.send(notification.message);
    else await this.messenger.send(notification.message);
    return null;
  }
}
