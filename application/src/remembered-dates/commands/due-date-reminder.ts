/** What a saved date asks of the reminders (RemindRememberedDates): mail it now if it is due. */
export interface DueDateReminder {
  remindIfDue(dateId: number): Promise<boolean>;
}

/** The date is saved whatever happens to its mail: a reminder that could not go out now is the job's to send. */
export async function remindIfDue(reminder: DueDateReminder, dateId: number): Promise<void> {
  await reminder.remindIfDue(dateId).catch(() => false);
}
