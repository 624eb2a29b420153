import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Logger, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PaymentGateway } from '@shop/application';
import { ApiError } from '../http/api-error';
import { SANDBOX_CARDS, SandboxGateway } from './sandbox.gateway';
import { SANDBOX_CSS, sandboxPayPage } from './sandbox-pay.page';
import { Public } from '../security/access.decorators';

const DECLINED_MESSAGE = 'Банк отклонил оплату: недостаточно средств на карте. Попробуйте другую карту.';
const INVALID_CARD_MESSAGE = 'Проверьте номер карты: нужны 16 цифр.';

/**
 * The sandbox's hosted pay page, by the payment's method: a card form, or the confirmation SBP,
 * SberPay and T-Pay ask for in the bank's app. After a choice the payment is settled, a notification in
 * YooKassa's format goes to the shop's webhook (the same code path as YooKassa's own), and the
 * browser returns to the shop.
 */
@ApiExcludeController() // a page, not part of the JSON API
@Public()
@Controller('sandbox')
export class SandboxPayController {
  private readonly logger = new Logger('SandboxPayments');

  constructor(@Inject(PaymentGateway) private readonly gateway: SandboxGateway) {}

  @Get('sandbox.css')
  @Header('content-type', 'text/css; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  css(): string {
    return SANDBOX_CSS;
  }

  @Get('pay/:paymentId')
  async page(@Param('paymentId') paymentId: string, @Res() reply: FastifyReply): Promise<void> {
    const payment = await this.gateway.find(paymentId);
    if (!payment) throw new ApiError(HttpStatus.NOT_FOUND, 'Платёж не найден');
    void reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(sandboxPayPage(payment, null));
  }

  @Post('pay/:paymentId')
  @HttpCode(200)
  async decide(
    @Param('paymentId') paymentId: string,
    @Body() form: { action?: string; card?: string },
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const payment = await this.gateway.find(paymentId);
    if (!payment) throw new ApiError(HttpStatus.NOT_FOUND, 'Платёж не найден');
    const byCard = payment.method === 'bank_card';
    const digits = (form.card ?? '').replace(/\D/g, '');
    if (form.action === 'pay' && byCard && digits.length !== 16) {
      void reply.status(400).header('content-type', 'text/html; charset=utf-8').send(sandboxPayPage(payment, INVALID_CARD_MESSAGE));
      return;
    }
    const outcome =
      form.action !== 'pay'
        ? { canceled: 'expired_on_confirmation' }
        : byCard && digits === SANDBOX_CARDS.declined
          ? { canceled: 'insufficient_funds' }
          : { paid: true as const, card: byCard ? digits : null };
    const settled = await this.gateway.settle(paymentId, outcome);
    if (settled && settled.status !== payment.status) await this.notify(request, `payment.${settled.status}`, settled);
    if ('canceled' in outcome && outcome.canceled === 'insufficient_funds') {
      void reply.header('content-type', 'text/html; charset=utf-8').send(sandboxPayPage(settled ?? payment, DECLINED_MESSAGE));
      return;
    }
    void reply.redirect(payment.returnUrl, 303);
  }

  /** Delivered in-process to the webhook route, from the loopback address, like an HTTP call. */
  private async notify(request: FastifyRequest, event: string, payment: NonNullable<Awaited<ReturnType<SandboxGateway['find']>>>): Promise<void> {
    this.logger.log({ msg: 'sandbox notification (test mode)', event, paymentId: payment.id });
    const response = await request.server.inject({
      method: 'POST',
      url: '/api/payment/webhook/yookassa',
      payload: { type: 'notification', event, object: this.gateway.asYooKassa(payment) },
      remoteAddress: '127.0.0.1',
    });
    if (response.statusCode !== 200) this.logger.error({ msg: 'sandbox notification refused', status: response.statusCode });
  }
}
