import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RemindRememberedDates } from '@shop/application';
import type { DateRemindersRunDto } from '@shop/domain';
import { Answers } from '../http/openapi/api.decorators';
import { DATE_REMINDERS_RUN } from '../http/openapi/contract.schemas';
import { AdminOnly } from '../security/access.decorators';

/**
 * The owner sends today's date reminders now instead of waiting for the daily run at 10:00 (after an
 * outage, or to see one): the same job, so a date already mailed this year is not mailed again.
 */
@ApiTags('admin: remembered dates')
@Controller('api/admin/date-reminders')
@AdminOnly()
export class AdminDateRemindersHttpController {
  constructor(private readonly remind: RemindRememberedDates) {}

  @Post('run')
  @Answers(200, DATE_REMINDERS_RUN)
  async run(): Promise<DateRemindersRunDto> {
    return { reminded: (await this.remind.execute()).length };
  }
}
