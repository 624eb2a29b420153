import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { PaymentRecordsQuery, RefundOrder } from '@shop/application';
import { wireRoubles, type PaymentIncidentDto, type ReceiptDto, type RefundResponseDto } from '@shop/domain';
import { Answers, ApiErrors, ApiIdParam } from '../http/openapi/api.decorators';
import { PAYMENT_INCIDENT, RECEIPT, REFUNDED } from '../http/openapi/contract.schemas';
import { arrayOf } from '../http/openapi/schema';
import { unwrap } from '../http/result-to-http';
import { ORDER_ID } from '../http/entity-id.pipe';
import { AdminOnly } from '../security/access.decorators';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { RefundRequestDto } from './dto/refund.request.dto';

/** Refunds, receipts of paid orders and payments the shop could not apply, for the admin and the accountant. */
@ApiTags('admin: payments')
@Controller('api/admin')
@AdminOnly()
export class AdminPaymentsHttpController {
  constructor(
    private readonly records: PaymentRecordsQuery,
    private readonly refundOrder: RefundOrder,
  ) {}

  /**
   * Returns all the money left, chosen lines or an amount; repeated or parallel presses of one
   * request answer with the one refund made, a request that no longer fits is refused with 409.
   */
  @Post('orders/:orderId/refund')
  @Answers(200, REFUNDED)
  @ApiIdParam('orderId')
  @ApiErrors(400, 404, 409, 502)
  async refund(@CurrentUser() admin: AuthenticatedUser, @Param('orderId', ORDER_ID) id: number, @Body() body: RefundRequestDto): Promise<RefundResponseDto> {
    const { refundId, status, amount } = unwrap(await this.refundOrder.execute(admin.id, id, body));
    return { refund_id: refundId, status, amount: wireRoubles(amount) };
  }

  @Get('receipt/:paymentId')
  @Answers(200, RECEIPT)
  @ApiParam({ name: 'paymentId', schema: { type: 'string' }, description: "The provider's payment id (PaidOrder.payment_id)" })
  @ApiErrors(404)
  async receipt(@Param('paymentId') paymentId: string): Promise<ReceiptDto> {
    return unwrap(await this.records.receipt(paymentId));
  }

  /** Payments that reached the shop but could not be applied (late, wrong amount): resolve by hand. */
  @Get('payments/incidents')
  @Answers(200, arrayOf(PAYMENT_INCIDENT))
  incidents(): Promise<PaymentIncidentDto[]> {
    return this.records.incidents();
  }
}
