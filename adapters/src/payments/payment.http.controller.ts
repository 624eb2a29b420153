import { Body, Controller, HttpCode, Inject, Logger, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { HandlePaymentNotification, StartPayment } from '@shop/application';
import { ORDER_ERRORS, type StartPaymentResponseDto } from '@shop/domain';
import { IsEntityId } from '../http/is-entity-id.validator';
import { ApiError } from '../http/api-error';
import { unwrap } from '../http/result-to-http';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { JwtAuthGuard } from '../security/jwt-auth.guard';
import { AddressAllowlist } from './address-allowlist';
import { WEBHOOK_ALLOWLIST } from './payment.tokens';

class StartPaymentRequestDto {
  @IsEntityId({ message: ORDER_ERRORS.notFound.message })
  orderId: number;
}

interface Notification {
  event?: unknown;
  object?: { id?: unknown };
}

@Controller('api/payment')
export class PaymentHttpController {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly startPayment: StartPayment,
    private readonly notifications: HandlePaymentNotification,
    @Inject(WEBHOOK_ALLOWLIST) private readonly allowlist: AddressAllowlist,
  ) {}

  @Post('start-payment')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async start(@CurrentUser() caller: AuthenticatedUser, @Body() body: StartPaymentRequestDto): Promise<StartPaymentResponseDto> {
    const { confirmationUrl } = unwrap(await this.startPayment.execute(caller.id, body.orderId));
    return { confirmation_url: confirmationUrl };
  }

  /**
   * YooKassa's HTTP notifications: accepted only from its addresses, stored, answered at once,
   * then confirmed with the provider and applied (the body alone is never trusted).
   */
  @Post('webhook/yookassa')
  @HttpCode(200)
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
