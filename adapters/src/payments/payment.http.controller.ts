import { Body, Controller, Get, Header, Inject, Logger, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiQuery, ApiTags } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { HandlePaymentNotification, PaymentOutcomeQuery, StartPayment } from '@shop/application';
import {
  ORDER_ERRORS,
  PAYMENT_ERRORS,
  PAYMENT_METHOD_TYPES,
  parseEntityId,
  type PaymentMethod,
  type PaymentOutcomeDto,
  type StartPaymentResponseDto,
} from '@shop/domain';
import { ApiError } from '../http/api-error';
import { Answers, ApiErrorAs, ApiErrors, ApiIdQuery } from '../http/openapi/api.decorators';
import { EMPTY, PAYMENT_OUTCOME, PAYMENT_STARTED } from '../http/openapi/contract.schemas';
import { RateLimited } from '../http/rate-limits';
import { unwrap } from '../http/result-to-http';
import { Public, SignedIn } from '../security/access.decorators';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { AddressAllowlist } from './address-allowlist';
import { WEBHOOK_ALLOWLIST } from './payment.tokens';

class StartPaymentRequestDto {
  @IsInt({ message: ORDER_ERRORS.notFound.message })
  orderId: number;

  /** bank_card when absent (the spec's call names none). */
  @IsOptional()
  @IsIn(PAYMENT_METHOD_TYPES, { message: PAYMENT_ERRORS.unknownMethod.message })
  method?: PaymentMethod;
}

interface Notification {
  event?: unknown;
  object?: { id?: unknown };
}

/** What the webhook reads of a notification; the rest is stored as it came. */
const NOTIFICATION_SCHEMA = {
  type: 'object',
  description: "YooKassa's notification; the payment is re-read from the provider, the body alone is never trusted",
  properties: {
    type: { type: 'string', example: 'notification' },
    event: { type: 'string', example: 'payment.waiting_for_capture' },
    object: { type: 'object', properties: { id: { type: 'string' } } },
  },
} as const;

@ApiTags('payments')
@Controller('api/payment')
export class PaymentHttpController {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly startPayment: StartPayment,
    private readonly notifications: HandlePaymentNotification,
    private readonly outcomes: PaymentOutcomeQuery,
    @Inject(WEBHOOK_ALLOWLIST) private readonly allowlist: AddressAllowlist,
  ) {}

  @Post('start-payment')
  @RateLimited('payment-start')
  @SignedIn()
  @Answers(200, PAYMENT_STARTED)
  @ApiErrors(400, 404, 409, 502)
  async start(@CurrentUser() caller: AuthenticatedUser, @Body() body: StartPaymentRequestDto): Promise<StartPaymentResponseDto> {
    const { confirmationUrl } = unwrap(await this.startPayment.execute(caller.id, body.orderId, body.method));
    return { confirmation_url: confirmationUrl };
  }

  /**
   * The thanks page's question after the provider sent the customer back, with or without a
   * session: the order's number and `check` from the return address. Answers the outcome only
   * (paid, not completed, still checking), never anything about the customer; 404 for an unknown
   * order or a check the shop did not make.
   */
  @Get('outcome')
  @Public()
  @RateLimited('payment-outcome')
  @Header('cache-control', 'no-store')
  @Answers(200, PAYMENT_OUTCOME)
  @ApiIdQuery('order', { description: 'The order number in the return address' })
  @ApiQuery({
    name: 'check',
    required: true,
    schema: { type: 'string', example: 'kq3Vd3Z6yJ0mO2m0Q1nE3pH5j6cX9rT8aW4bL7uS2fY' },
    description: 'The check in the return address',
  })
  @ApiErrors(404)
  async outcome(@Query('order') order: unknown, @Query('check') check: unknown): Promise<PaymentOutcomeDto> {
    return unwrap(await this.outcomes.execute(parseEntityId(order) ?? 0, check));
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
