import { monthDaysDueOn, moscowDateTime, reminderDue, type CustomerOrderView, type Order } from '@shop/domain';
import { MailRenderer } from '../../mail/mail-content';
import { Notifications } from '../../notifications/notifications.service';
import { OrderReadModel } from '../../orders/order.read-model.port';
import { Clock } from '../../shared/clock.port';
import { TransactionRunner } from '../../shared/transaction.port';
import { DateReminderLinks } from '../date-reminder-links';
import { dateReminderMail } from '../date-reminder.mail';
import { DateReminders, type DateToRemind } from '../date-reminders.port';

/** The order a reminder offers to repeat: the newest one that went ahead (not canceled, not refunded). */
const lastOrderToRepeat = (orders: readonly CustomerOrderView[]): Order | null =>
  orders.find(({ order }) => order.status !== 'canceled' && order.status !== 'refunded')?.order ?? null;

const MS_PER_DAY = 86_400_000;
const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / MS_PER_DAY);

/**
 * The daily job: every remembered date due on today's Moscow day (reminderDue) is mailed to its
 * owner, once a year; a date saved while due is mailed as it is saved. The claim and the queued mail commit together, so a second run, on this
 * replica or another, finds the date claimed and sends nothing.
 */
export class RemindRememberedDates {
  constructor(
    private readonly reminders: DateReminders,
    private readonly orders: OrderReadModel,
    private readonly transaction: TransactionRunner,
    private readonly notifications: Notifications,
    private readonly renderer: MailRenderer,
    private readonly links: DateReminderLinks,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  /** The ids of the dates reminded. */
  execute(): Promise<number[]> {
    return this.remindDue(() => true);
  }

  /**
   * One date just saved, if it is already due: saved on the eve, the next run would find it on its
   * day, too late, and saved within the three days it need not wait for tomorrow's run. Still once
   * a year, like the job's.
   */
  async remindIfDue(dateId: number): Promise<boolean> {
    return (await this.remindDue((date) => date.id === dateId)).length > 0;
  }

  private async remindDue(which: (date: DateToRemind) => boolean): Promise<number[]> {
    const today = moscowDateTime(this.clock.now()).date;
    const reminded: number[] = [];
    for (const date of (await this.reminders.onDays(monthDaysDueOn(today))).filter(which)) {
      const due = reminderDue(date, today);
      if (due && (await this.remind(date, due.year, daysBetween(today, due.occurrence)))) reminded.push(date.id);
    }
    return reminded;
  }

  private async remind(date: DateToRemind, year: number, daysLeft: number): Promise<boolean> {
    const lastOrder = lastOrderToRepeat(await this.orders.ofCustomer(date.userId));
    const unsubscribe = { pageUrl: this.links.pageUrl(date.userId), oneClickUrl: this.links.oneClickUrl(date.userId) };
    const message = await this.renderer.render(dateReminderMail({ to: date.email, date, daysLeft, lastOrder, publicUrl: this.publicUrl, unsubscribe }));
    return this.transaction.run(async () => {
      if (!(await this.reminders.claim(date.id, year))) return false;
      await this.notifications.enqueue([{ channel: 'mail', message }]);
      return true;
    });
  }
}
