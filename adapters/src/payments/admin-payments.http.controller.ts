import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { PaymentRecordsQuery, RefundOrder } from '@shop/application';
import type { PaymentIncidentDto, ReceiptDto, RefundResponseDto } from '@shop/domain';
import { ORDER_ID } from '../http/entity-id.pipe';
import { unwrap } from '../http/result-to-http';
import { AdminGuard } from '../security/admin.guard';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { JwtAuthGuard } from '../security/jwt-auth.guard';
import { RefundRequestDto } from './dto/refund.request.dto';


/** Refunds, receipts of paid orders and payments the shop could not apply, for the admin and the accountant. */
@Controller('api/admin')
@UseGuards(JwtAuthGuard, AdminGuard)
export class AdminPaymentsHttpController {
  constructor(
    private readonly records: PaymentRecordsQuery,
    private readonly refundOrder: RefundOrder,
  ) {}

  /** Returns the order's money in full; repeated or parallel presses answer with the one refund made. */
  @Post('orders/:orderId/refund')
  @HttpCode(200)
  async refund(@CurrentUser() admin: AuthenticatedUser, @Param('orderId', ORDER_ID) id: number, @Body() body: RefundRequestDto): Promise<RefundResponseDto> {
    const { refundId, status } = unwrap(await this.refundOrder.execute(admin.id, id, body.reason));
    return { refund_id: refundId, status };
  }

  @Get('receipt/:paymentId')
  async receipt(@Param('paymentId') paymentId: string): Promise<ReceiptDto> {
    return unwrap(await this.records.receipt(paymentId));
  }

  /** Payments that reached the shop but could not be applied (late, wrong amount): resolve by hand. */
  @Get('payments/incidents')
  incidents(): Promise<PaymentIncidentDto[]> {
    return this.records.incidents();
  }
}
