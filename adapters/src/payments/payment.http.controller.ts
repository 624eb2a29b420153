import { Body, Controller, Inject, Logger, Post, Req } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { IsInt } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { HandlePaymentNotification, StartPayment } from '@shop/application';
import { ORDER_ERRORS, type StartPaymentResponseDto } from '@shop/domain';
import { ApiError } from '../http/api-error';
import { Answers, ApiErrorAs, ApiErrors } from '../http/openapi/api.decorators';
import { EMPTY, PAYMENT_STARTED } from '../http/openapi/contract.schemas';
import { unwrap } from '../http/result-to-http';
import { RateLimited } from '../http/rate-limits';
import { Public, SignedIn } from '../security/access.decorators';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { AddressAllowlist } from './address-allowlist';
import { WEBHOOK_ALLOWLIST } from './payment.tokens';

class StartPaymentRequestDto {
  @IsInt({ message: ORDER_ERRORS.notFound.message })
  orderId: number;
}

interface Notification {
  event?: unknown;
  object?: { id?: unknown };
}

/** What the webhook reads of a notification; the rest is stored as it came. */
const NOTIFICATION_SCHEMA = {
  type: 'object',
  description: "YooKassa's notification; the payment is re-read from the provider, the body alone is never trusted",
  properties: { type: { type: 'string', example: 'notification' }, event: { type: 'string', example: 'payment.waiting_for_capture' }, object: { type: 'object', properties: { id: { type: 'string' } } } },
} as const;

@ApiTags('payments')
@Controller('api/payment')
export class PaymentHttpController {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly startPayment: StartPayment,
    private readonly notifications: HandlePaymentNotification,
    @Inject(WEBHOOK_ALLOWLIST) private readonly allowlist: AddressAllowlist,
  ) {}

  @Post('start-payment')
  @RateLimited('payment-start')
  @SignedIn()
  @Answers(200, PAYMENT_STARTED)
  @ApiErrors(400, 404, 409, 502)
  async start(@CurrentUser() caller: AuthenticatedUser, @Body() body: StartPaymentRequestDto): Promise<StartPaymentResponseDto> {
    const { confirmationUrl } = unwrap(await this.startPayment.execute(caller.id, body.orderId));
    return { confirmation_url: confirmationUrl };
  }

  /**
   * YooKassa's HTTP notifications: accepted only from its addresses, stored, answered at once,
   * then confirmed with the provider and applied (the body alone is never trusted).
   */
  @Post('webhook/yookassa')
  @Public()
  @Answers(200, EMPTY)
  @ApiBody({ schema: NOTIFICATION_SCHEMA })
  @ApiErrors(400)
  @ApiErrorAs(403, "The sender's address is not one of YooKassa's (YOOKASSA_WEBHOOK_IPS); no token is involved")
  async webhook(@Req() request: FastifyRequest, @Body() body: Notification): Promise<Record<string, never>> {
    if (!this.allowlist.allows(request.ip)) {
      this.logger.warn({ msg: 'payment notification refused: address not allowed', ip: request.ip });
      throw new ApiError(403, 'Доступ запрещён');
    }
    const objectId = typeof body?.object?.id === 'string' ? body.object.id.slice(0, 100) : null;
    const event = typeof body?.event === 'string' ? body.event.slice(0, 100) : null;
    const eventId = await this.notifications.receive({
      provider: 'yookassa',
      event,
      objectId,
      payload: body ?? null,
      remoteAddress: request.ip,
    });
    setImmediate(() => void this.notifications.apply(eventId, event, objectId));
    return {};
  }
}
