import { REMEMBERED_DATE_ERRORS, err, ok, type RememberedDateError, type Result } from '@shop/domain';
import { UserRepository } from '../../accounts/user.repository.port';
import { DateReminderLinks } from '../date-reminder-links';
import { DateReminderSubscriptions } from '../date-reminder-subscriptions.port';

/** Whether the customer gets the reminder mails: read and set in the profile, or set by a mail's unsubscribe link without signing in. */
export class DateReminderSubscription {
  constructor(
    private readonly subscriptions: DateReminderSubscriptions,
    private readonly links: DateReminderLinks,
    private readonly users: UserRepository,
  ) {}

  async read(userId: number): Promise<{ subscribed: boolean }> {
    return { subscribed: await this.subscriptions.isSubscribed(userId) };
  }

  async set(userId: number, subscribed: boolean): Promise<{ subscribed: boolean }> {
    await this.subscriptions.set(userId, subscribed);
    return { subscribed };
  }

  /** By the link's token alone; a token this shop did not make, or of an account that is gone, is refused. */
  async setByLink(token: unknown, subscribed: boolean): Promise<Result<{ subscribed: boolean }, RememberedDateError>> {
    const userId = this.links.customerOf(token);
    if (userId === null || !(await this.users.findById(userId))) return err(REMEMBERED_DATE_ERRORS.unsubscribeLinkInvalid);
    return ok(await this.set(userId, subscribed));
  }
}
