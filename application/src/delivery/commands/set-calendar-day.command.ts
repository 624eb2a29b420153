import {
  calendarDayFromPayload,
  calendarDaySettings,
  moscowDateTime,
  ok,
  toCalendarDayDto,
  type CalendarDayDto,
  type CalendarDayPayloadDto,
  type DeliveryError,
  type Result,
} from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { TransactionRunner } from '../../shared/transaction.port';
import { DeliveryCalendarRepository } from '../delivery-calendar.repository.port';

/** The admin sets a day of the calendar: closed, capacities, closed slots, a peak day (PUT /api/admin/calendar/{date}). */
export class SetCalendarDay {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly calendar: DeliveryCalendarRepository,
    private readonly clock: Clock,
  ) {}

  async execute(date: string, payload: CalendarDayPayloadDto, adminId: number): Promise<Result<CalendarDayDto, DeliveryError>> {
    const day = calendarDaySettings(calendarDayFromPayload(date, payload), moscowDateTime(this.clock.now()).date);
    if (!day.ok) return day;
    return this.transaction.run(async () => {
      await this.calendar.saveDay(day.value, adminId);
      return ok(toCalendarDayDto(await this.calendar.read({ from: date, to: date }), date));
    });
  }
}
