import type { RememberedDateFields } from '@shop/domain';
import { DateReminderSubscriptions } from '../remembered-dates/date-reminder-subscriptions.port';
import { DateReminders, type DateToRemind } from '../remembered-dates/date-reminders.port';
import { RememberedDateRepository, type RememberedDate } from '../remembered-dates/remembered-date.repository.port';

/** The dates, the unsubscribed customers and the sent reminders in memory; owners' e-mails are `user<id>@example.com`. */
export class InMemoryRememberedDates extends RememberedDateRepository {
  readonly rows = new Map<number, RememberedDate & { readonly userId: number }>();
  readonly unsubscribed = new Set<number>();
  readonly sent = new Set<string>();
  private lastId = 0;

  readonly subscriptions: DateReminderSubscriptions = {
    isSubscribed: async (userId) => !this.unsubscribed.has(userId),
    set: async (userId, subscribed) => {
      if (subscribed) this.unsubscribed.delete(userId);
      else this.unsubscribed.add(userId);
    },
  };

  readonly reminders: DateReminders = {
    onDays: async (days) =>
      [...this.rows.values()]
        .filter((row) => !this.unsubscribed.has(row.userId) && days.some(({ month, day }) => row.month === month && row.day === day))
        .map((row): DateToRemind => ({ ...row, email: `user${row.userId}@example.com` })),
    claim: async (dateId, year) => {
      const key = `${dateId}/${year}`;
      if (this.sent.has(key)) return false;
      this.sent.add(key);
      return true;
    },
  };

  async ofCustomer(userId: number): Promise<RememberedDate[]> {
    return [...this.rows.values()].filter((row) => row.userId === userId).map(({ userId: _owner, ...date }) => date);
  }
  async countForUpdate(userId: number): Promise<number> {
    return (await this.ofCustomer(userId)).length;
  }
  async add(userId: number, fields: RememberedDateFields): Promise<RememberedDate> {
    const date = { id: ++this.lastId, ...fields };
    this.rows.set(date.id, { ...date, userId });
    return date;
  }
  async update(userId: number, dateId: number, fields: RememberedDateFields): Promise<RememberedDate | null> {
    if (this.rows.get(dateId)?.userId !== userId) return null;
    this.rows.set(dateId, { id: dateId, ...fields, userId });
    return { id: dateId, ...fields };
  }
  async remove(userId: number, dateId: number): Promise<boolean> {
    return this.rows.get(dateId)?.userId === userId && this.rows.delete(dateId);
  }
}
