import { Body, Controller, Get, HttpCode, Inject, Logger, Param, ParseIntPipe, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { PaymentNotifications, PaymentRepository, StartPayment, UserRepository } from '@shop/application';
import type { PaymentLookupDto, StartPaymentResponseDto } from '@shop/domain';
import { IsInt } from 'class-validator';
import { ApiError } from '../http/api-error';
import { unwrap } from '../http/result-to-http';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { JwtAuthGuard } from '../security/jwt-auth.guard';
import { AddressAllowlist } from './address-allowlist';
import { WEBHOOK_ALLOWLIST } from './payment.tokens';

class StartPaymentRequestDto {
  @IsInt({ message: 'Заказ не найден' })
  orderId: number;
}

const PAYMENT_ERROR_STATUS = {
  'ORDER.NOT_FOUND': 404,
  'ORDER.ALREADY_PAID': 409,
  'ORDER.ALREADY_CANCELED': 409,
  'ORDER.NOT_APPROVED': 409,
  'PAYMENT.PROVIDER_UNAVAILABLE': 503,
  'PAYMENT.REJECTED': 502,
};

const orderIdPipe = new ParseIntPipe({ exceptionFactory: () => new ApiError(404, 'Заказ не найден') });

interface Notification {
  event?: unknown;
  object?: { id?: unknown };
}

@Controller('api/payment')
export class PaymentHttpController {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly startPayment: StartPayment,
    private readonly payments: PaymentRepository,
    private readonly notifications: PaymentNotifications,
    private readonly users: UserRepository,
    @Inject(WEBHOOK_ALLOWLIST) private readonly allowlist: AddressAllowlist,
  ) {}

  @Post('start-payment')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async start(@CurrentUser() caller: AuthenticatedUser, @Body() body: StartPaymentRequestDto): Promise<StartPaymentResponseDto> {
    const { confirmationUrl } = unwrap(await this.startPayment.execute(caller.id, body.orderId), PAYMENT_ERROR_STATUS);
    return { confirmation_url: confirmationUrl };
  }

  /** The payment page's view of an order: its owner's, or an admin's. */
  @Get('order/:orderId')
  @UseGuards(JwtAuthGuard)
  async order(@CurrentUser() caller: AuthenticatedUser, @Param('orderId', orderIdPipe) orderId: number): Promise<PaymentLookupDto> {
    const found = await this.payments.lookup(orderId);
    const allowed = found && (found.ownerId === caller.id || (await this.users.findById(caller.id))?.role === 'admin');
    if (!found || !allowed) throw new ApiError(404, 'Заказ не найден');
    return { order: found.order, items: found.items };
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
    const paymentId = typeof body?.object?.id === 'string' ? body.object.id.slice(0, 100) : null;
    const eventId = await this.notifications.receive({
      provider: 'yookassa',
      event: typeof body?.event === 'string' ? body.event.slice(0, 100) : null,
      paymentId,
      payload: body ?? null,
      remoteAddress: request.ip,
    });
    setImmediate(() => void this.notifications.process(eventId, paymentId));
    return {};
  }
}
