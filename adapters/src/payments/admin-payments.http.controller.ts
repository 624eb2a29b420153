import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { PaymentRepository } from '@shop/application';
import type { AdminPaidOrderDto, PaymentIncidentDto, ReceiptDto } from '@shop/domain';
import { ApiError } from '../http/api-error';
import { AdminGuard } from '../security/admin.guard';
import { JwtAuthGuard } from '../security/jwt-auth.guard';

/** Paid orders and their receipts, for the admin and the accountant. */
@Controller('api/admin')
@UseGuards(JwtAuthGuard, AdminGuard)
export class AdminPaymentsHttpController {
  constructor(private readonly payments: PaymentRepository) {}

  @Get('orders/paid')
  paid(): Promise<AdminPaidOrderDto[]> {
    return this.payments.paidOrders();
  }

  @Get('receipt/:paymentId')
  async receipt(@Param('paymentId') paymentId: string): Promise<ReceiptDto> {
    const receipt = await this.payments.receipt(paymentId);
    if (!receipt) throw new ApiError(404, 'Чек не найден');
    return receipt;
  }

  /** Payments that reached the shop but could not be applied (late, wrong amount): resolve by hand. */
  @Get('payments/incidents')
  incidents(): Promise<PaymentIncidentDto[]> {
    return this.payments.incidents();
  }
}
