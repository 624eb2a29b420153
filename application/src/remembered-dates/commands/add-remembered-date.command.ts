import { MAX_REMEMBERED_DATES, REMEMBERED_DATE_ERRORS, err, ok, type RememberedDateError, type RememberedDateForm, type Result } from '@shop/domain';
import { TransactionRunner } from '../../shared/transaction.port';
import { RememberedDateRepository, type RememberedDate } from '../remembered-date.repository.port';
import { checkedDate } from './checked-date';
import { remindIfDue, type DueDateReminder } from './due-date-reminder';

/**
 * A new remembered date; the count and the insert happen under one lock, so parallel adds never
 * pass the limit. One already due is reminded once saved.
 */
export class AddRememberedDate {
  constructor(
    private readonly dates: RememberedDateRepository,
    private readonly transaction: TransactionRunner,
    private readonly reminder: DueDateReminder,
  ) {}

  async execute(userId: number, form: RememberedDateForm): Promise<Result<RememberedDate, RememberedDateError>> {
    const fields = checkedDate(form);
    if (!fields.ok) return fields;
    const added = await this.transaction.run(async () => {
      if ((await this.dates.countForUpdate(userId)) >= MAX_REMEMBERED_DATES) return err(REMEMBERED_DATE_ERRORS.tooMany);
      return ok(await this.dates.add(userId, fields.value));
    });
    if (added.ok) await remindIfDue(this.reminder, added.value.id);
    return added;
  }
}
