import { byDayOfYear } from '@shop/domain';
import { RememberedDateRepository, type RememberedDate } from '../remembered-date.repository.port';

/** The caller's dates through the year, January first. */
export class RememberedDatesQuery {
  constructor(private readonly dates: RememberedDateRepository) {}

  async execute(userId: number): Promise<RememberedDate[]> {
    return [...(await this.dates.ofCustomer(userId))].sort(byDayOfYear);
  }
}
