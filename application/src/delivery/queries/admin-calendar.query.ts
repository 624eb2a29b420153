import { adminCalendarSpan, daysOf, moscowDateTime, ok, toCalendarDayDto, type CalendarDayDto, type DeliveryError, type Result } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { DeliveryCalendarRepository } from '../delivery-calendar.repository.port';

/** The admin's «Календарь»: each day of a span with its settings and each slot's load (GET /api/admin/calendar). */
export class AdminCalendarQuery {
  constructor(
    private readonly calendar: DeliveryCalendarRepository,
    private readonly clock: Clock,
  ) {}

  async execute(from: string | null, to: string | null): Promise<Result<CalendarDayDto[], DeliveryError>> {
    const span = adminCalendarSpan(from, to, moscowDateTime(this.clock.now()).date);
    if (!span.ok) return span;
    const calendar = await this.calendar.read(span.value);
    return ok(daysOf(span.value).map((date) => toCalendarDayDto(calendar, date)));
  }
}
