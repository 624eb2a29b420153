import { Controller, Post, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { DateReminderSubscription } from '@shop/application';
import type { DateRemindersDto } from '@shop/domain';
import { Answers, ApiErrors } from '../http/openapi/api.decorators';
import { DATE_REMINDERS } from '../http/openapi/contract.schemas';
import { RateLimited } from '../http/rate-limits';
import { unwrap } from '../http/result-to-http';
import { Public } from '../security/access.decorators';

const TokenQuery = () =>
  ApiQuery({
    name: 'token',
    required: true,
    description: "The reminder mail's link token: the customer's id and the server's mark",
    schema: { type: 'string', example: '12.kq3Vd3Z6yJ0mO2m0Q1nE3pH5j6cX9rT8aW4bL7uS2fY' },
  });

/**
 * The reminder mails' links, which need no sign-in: the token says whose subscription it is. A POST
 * to the unsubscribe address is also the mail client's one-click unsubscribe (List-Unsubscribe-Post,
 * RFC 8058, whose form body is ignored); the page /reminders/unsubscribe calls the same.
 */
@ApiTags('remembered-dates')
@Controller('api/date-reminders')
@Public()
export class DateReminderLinksHttpController {
  constructor(private readonly subscription: DateReminderSubscription) {}

  @Post('unsubscribe')
  @RateLimited('reminder-link')
  @Answers(200, DATE_REMINDERS)
  @TokenQuery()
  @ApiErrors(404)
  async unsubscribe(@Query('token') token: unknown): Promise<DateRemindersDto> {
    return unwrap(await this.subscription.setByLink(token, false));
  }

  @Post('subscribe')
  @RateLimited('reminder-link')
  @Answers(200, DATE_REMINDERS)
  @TokenQuery()
  @ApiErrors(404)
  async subscribe(@Query('token') token: unknown): Promise<DateRemindersDto> {
    return unwrap(await this.subscription.setByLink(token, true));
  }
}
