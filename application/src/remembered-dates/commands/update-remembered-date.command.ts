import { REMEMBERED_DATE_ERRORS, err, ok, type RememberedDateError, type RememberedDateForm, type Result } from '@shop/domain';
import { RememberedDateRepository, type RememberedDate } from '../remembered-date.repository.port';
import { checkedDate } from './checked-date';

/** Changes one of the caller's dates; another's or a missing one is not found. */
export class UpdateRememberedDate {
  constructor(private readonly dates: RememberedDateRepository) {}

  async execute(userId: number, dateId: number, form: RememberedDateForm): Promise<Result<RememberedDate, RememberedDateError>> {
    const fields = checkedDate(form);
    if (!fields.ok) return fields;
    const updated = await this.dates.update(userId, dateId, fields.value);
    return updated ? ok(updated) : err(REMEMBERED_DATE_ERRORS.notFound);
  }
}
