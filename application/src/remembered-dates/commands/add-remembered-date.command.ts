import { MAX_REMEMBERED_DATES, REMEMBERED_DATE_ERRORS, err, ok, type RememberedDateError, type RememberedDateForm, type Result } from '@shop/domain';
import { TransactionRunner } from '../../shared/transaction.port';
import { RememberedDateRepository, type RememberedDate } from '../remembered-date.repository.port';
import { checkedDate } from './checked-date';

/** A new remembered date; the count and the insert happen under one lock, so parallel adds never pass the limit. */
export class AddRememberedDate {
  constructor(
    private readonly dates: RememberedDateRepository,
    private readonly transaction: TransactionRunner,
  ) {}

  async execute(userId: number, form: RememberedDateForm): Promise<Result<RememberedDate, RememberedDateError>> {
    const fields = checkedDate(form);
    if (!fields.ok) return fields;
    return this.transaction.run(async () => {
      if ((await this.dates.countForUpdate(userId)) >= MAX_REMEMBERED_DATES) return err(REMEMBERED_DATE_ERRORS.tooMany);
      return ok(await this.dates.add(userId, fields.value));
    });
  }
}
