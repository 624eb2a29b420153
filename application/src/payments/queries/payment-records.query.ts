import {
  PAYMENT_ERRORS,
  err,
  ok,
  toPaymentIncidentDto,
  toReceiptDto,
  type ShopError,
  type PaymentIncidentDto,
  type ReceiptDto,
  type Result,
} from '@shop/domain';
import { PaymentRepository } from '../payment.repository.port';

/** The admin's payment records: a paid payment's receipt, and the payments the shop could not apply. */
export class PaymentRecordsQuery {
  constructor(private readonly payments: PaymentRepository) {}

  async receipt(paymentId: string): Promise<Result<ReceiptDto, ShopError>> {
    const found = await this.payments.receipt(paymentId);
    return found ? ok(toReceiptDto(found.amount, found.receipt, found.method)) : err(PAYMENT_ERRORS.receiptNotFound);
  }

  async incidents(): Promise<PaymentIncidentDto[]> {
    return (await this.payments.incidents()).map(toPaymentIncidentDto);
  }
}
