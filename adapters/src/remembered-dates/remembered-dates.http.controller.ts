import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AddRememberedDate, DateReminderSubscription, DeleteRememberedDate, RememberedDatesQuery, UpdateRememberedDate } from '@shop/application';
import type { DateRemindersDto, RememberedDateDto } from '@shop/domain';
import { REMEMBERED_DATE_ID } from '../http/entity-id.pipe';
import { Answers, ApiErrors, ApiIdParam } from '../http/openapi/api.decorators';
import { DATE_REMINDERS, REMEMBERED_DATE, REMEMBERED_DATES } from '../http/openapi/contract.schemas';
import { RateLimited } from '../http/rate-limits';
import { unwrap } from '../http/result-to-http';
import { SignedIn } from '../security/access.decorators';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { DateRemindersBodyDto } from './dto/date-reminders.request.dto';
import { RememberedDateBodyDto } from './dto/remembered-date.request.dto';

/** The caller's own remembered dates and whether their reminders come; a date is always looked up with the caller's id. */
@ApiTags('remembered-dates')
@Controller('api/profile')
@SignedIn()
export class RememberedDatesHttpController {
  constructor(
    private readonly dates: RememberedDatesQuery,
    private readonly addDate: AddRememberedDate,
    private readonly updateDate: UpdateRememberedDate,
    private readonly deleteDate: DeleteRememberedDate,
    private readonly subscription: DateReminderSubscription,
  ) {}

  @Get('dates')
  @Answers(200, REMEMBERED_DATES)
  async list(@CurrentUser() caller: AuthenticatedUser): Promise<RememberedDateDto[]> {
    return this.dates.execute(caller.id);
  }

  @Post('dates')
  @RateLimited('profile-dates')
  @Answers(201, REMEMBERED_DATE)
  @ApiErrors(400, 409)
  async add(@CurrentUser() caller: AuthenticatedUser, @Body() body: RememberedDateBodyDto): Promise<RememberedDateDto> {
    return unwrap(await this.addDate.execute(caller.id, body));
  }

  @Put('dates/:dateId')
  @RateLimited('profile-dates')
  @Answers(200, REMEMBERED_DATE)
  @ApiIdParam('dateId', "One of the caller's own dates (RememberedDate.id)")
  @ApiErrors(400, 404)
  async update(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('dateId', REMEMBERED_DATE_ID) dateId: number,
    @Body() body: RememberedDateBodyDto,
  ): Promise<RememberedDateDto> {
    return unwrap(await this.updateDate.execute(caller.id, dateId, body));
  }

  @Delete('dates/:dateId')
  @RateLimited('profile-dates')
  @Answers(204)
  @ApiIdParam('dateId', "One of the caller's own dates (RememberedDate.id)")
  @ApiErrors(404)
  async remove(@CurrentUser() caller: AuthenticatedUser, @Param('dateId', REMEMBERED_DATE_ID) dateId: number): Promise<void> {
    unwrap(await this.deleteDate.execute(caller.id, dateId));
  }

  @Get('date-reminders')
  @Answers(200, DATE_REMINDERS)
  async reminders(@CurrentUser() caller: AuthenticatedUser): Promise<DateRemindersDto> {
    return this.subscription.read(caller.id);
  }

  @Put('date-reminders')
  @RateLimited('profile-dates')
  @Answers(200, DATE_REMINDERS)
  @ApiErrors(400)
  async setReminders(@CurrentUser() caller: AuthenticatedUser, @Body() body: DateRemindersBodyDto): Promise<DateRemindersDto> {
    return this.subscription.set(caller.id, body.subscribed);
  }
}
