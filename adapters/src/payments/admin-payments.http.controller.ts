import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { PaymentRecordsQuery } from '@shop/application';
import type { PaymentIncidentDto, ReceiptDto } from '@shop/domain';
import { unwrap } from '../http/result-to-http';
import { AdminGuard } from '../security/admin.guard';
import { JwtAuthGuard } from '../security/jwt-auth.guard';

/** Receipts of paid orders and payments the shop could not apply, for the admin and the accountant. */
@Controller('api/admin')
@UseGuards(JwtAuthGuard, AdminGuard)
export class AdminPaymentsHttpController {
  constructor(private readonly records: PaymentRecordsQuery) {}

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
