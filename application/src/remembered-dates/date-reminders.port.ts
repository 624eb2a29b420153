import type { RememberedDate } from './remembered-date.repository.port';

/** A date to remind of, with its owner's account e-mail. */
export interface DateToRemind extends RememberedDate {
  readonly userId: number;
  readonly email: string;
}

/** The reminder job's side: which dates fall on some days, and which were mailed (each once a year). */
export abstract class DateReminders {
  /** The dates on these days of the year whose owners are subscribed. */
  abstract onDays(days: readonly { readonly month: number; readonly day: number }[]): Promise<DateToRemind[]>;
  /** Marks the date reminded for `year`; false when it already was (a parallel run or an earlier one got there first). */
  abstract claim(dateId: number, year: number): Promise<boolean>;
}
