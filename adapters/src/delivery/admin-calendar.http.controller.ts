import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AdminCalendarQuery, SetCalendarDay } from '@shop/application';
import type { CalendarDayDto, CalendarDayPayloadDto, CalendarSlotSettingDto } from '@shop/domain';
import { Answers, ApiErrors } from '../http/openapi/api.decorators';
import { CALENDAR_DAY } from '../http/openapi/contract.schemas';
import { arrayOf, DATE_SCHEMA } from '../http/openapi/schema';
import { DELIVERY_DAY } from '../http/iso-date.pipe';
import { unwrap } from '../http/result-to-http';
import { AdminOnly } from '../security/access.decorators';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { OPTIONAL_CALENDAR_DAY } from './delivery-query.pipes';
import { CalendarDayRequestDto, type CalendarSlotRequestDto } from './dto/calendar-day.request.dto';

const slotPayload = (slot: CalendarSlotRequestDto): CalendarSlotSettingDto => ({
  code: slot.code,
  capacity: slot.capacity ?? null,
  closed: slot.closed,
  reason: slot.reason ?? null,
});

/** The body as the wire shape says it, a field left out being null. */
const dayPayload = (body: CalendarDayRequestDto): CalendarDayPayloadDto => ({
  closed: body.closed,
  reason: body.reason ?? null,
  peak: body.peak
    ? {
        surcharge: { kind: body.peak.surcharge.kind, value: body.peak.surcharge.value },
        cutoff_hour: body.peak.cutoff_hour ?? null,
        lead_hours: body.peak.lead_hours ?? null,
      }
    : null,
  slots: { courier: body.slots.courier?.map(slotPayload), pickup: body.slots.pickup?.map(slotPayload) },
});

/** The admin's «Календарь»: each day's load and settings (admin only). */
@ApiTags('admin: calendar')
@Controller('api/admin/calendar')
@AdminOnly()
export class AdminCalendarHttpController {
  constructor(
    private readonly calendar: AdminCalendarQuery,
    private readonly setDay: SetCalendarDay,
  ) {}

  /** The days from … to (both included; by default today and the next 29), at most 92. */
  @Get()
  @Answers(200, arrayOf(CALENDAR_DAY))
  @ApiQuery({ name: 'from', schema: DATE_SCHEMA, required: false, description: 'The first day (Moscow); today by default' })
  @ApiQuery({ name: 'to', schema: DATE_SCHEMA, required: false, description: 'The last day; 29 days after `from` by default' })
  @ApiErrors(400)
  async days(@Query('from', OPTIONAL_CALENDAR_DAY) from: string | null, @Query('to', OPTIONAL_CALENDAR_DAY) to: string | null): Promise<CalendarDayDto[]> {
    return unwrap(await this.calendar.execute(from, to));
  }

  /** Replaces a day's settings (today or later): closed with a reason, capacities and closed slots per delivery type, a peak day. */
  @Put(':date')
  @Answers(200, CALENDAR_DAY)
  @ApiParam({ name: 'date', schema: DATE_SCHEMA, description: 'The day, in Moscow' })
  @ApiErrors(400)
  async update(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('date', DELIVERY_DAY) date: string,
    @Body() body: CalendarDayRequestDto,
  ): Promise<CalendarDayDto> {
    return unwrap(await this.setDay.execute(date, dayPayload(body), admin.id));
  }
}
