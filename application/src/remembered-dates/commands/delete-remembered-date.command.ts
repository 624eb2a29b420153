import { REMEMBERED_DATE_ERRORS, err, ok, type RememberedDateError, type Result } from '@shop/domain';
import { RememberedDateRepository } from '../remembered-date.repository.port';

/** Deletes one of the caller's dates; another's or a missing one is not found. */
export class DeleteRememberedDate {
  constructor(private readonly dates: RememberedDateRepository) {}

  async execute(userId: number, dateId: number): Promise<Result<void, RememberedDateError>> {
    return (await this.dates.remove(userId, dateId)) ? ok(undefined) : err(REMEMBERED_DATE_ERRORS.notFound);
  }
}
