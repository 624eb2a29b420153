import { REMEMBERED_DATE_ERRORS, err, ok, type RememberedDateError, type RememberedDateForm, type Result } from '@shop/domain';
import { RememberedDateRepository, type RememberedDate } from '../remembered-date.repository.port';
import { checkedDate } from './checked-date';
import { remindIfDue, type DueDateReminder } from './due-date-reminder';

/** Changes one of the caller's dates; another's or a missing one is not found. Moved into its reminder days, it is reminded at once. */
export class UpdateRememberedDate {
  constructor(
    private readonly dates: RememberedDateRepository,
    private readonly reminder: DueDateReminder,
  ) {}

  async execute(userId: number, dateId: number, form: RememberedDateForm): Promise<Result<RememberedDate, RememberedDateError>> {
    const fields = checkedDate(form);
    if (!fields.ok) return fields;
    const updated = await this.dates.update(userId, dateId, fields.value);
    if (!updated) return err(REMEMBERED_DATE_ERRORS.notFound);
    await remindIfDue(this.reminder, updated.id);
    return ok(updated);
  }
}
