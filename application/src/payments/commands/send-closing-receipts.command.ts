import { closingReceiptContent, isHandedOver } from '@shop/domain';
import { UserRepository } from '../../accounts/user.repository.port';
import { OrderRepository } from '../../orders/order.repository.port';
import { Clock } from '../../shared/clock.port';
import { TransactionRunner } from '../../shared/transaction.port';
import { closingReceiptKey } from '../idempotence-keys';
import { PaymentGateway } from '../payment-gateway.port';
import { PaymentRepository } from '../payment.repository.port';
import { receiptCustomer } from './start-payment.command';

export type ClosingReceiptOutcome = 'sent' | 'provider-unavailable' | 'rejected' | 'not-due';

/**
 * The 54-FZ closing receipt («чек зачёта предоплаты») of every paid order handed over: run by the
 * jobs each minute, so one the provider could not take is tried again on the next tick. Under the
 * order's row lock, with an Idempotence-Key from the order: the provider registers it once.
 */
export class SendClosingReceipts {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly orders: OrderRepository,
    private readonly payments: PaymentRepository,
    private readonly users: UserRepository,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
  ) {}

  /** The orders whose receipt went out on this run. */
  async execute(): Promise<number[]> {
    const sent: number[] = [];
    for (const orderId of await this.payments.awaitingClosingReceipt()) if ((await this.sendFor(orderId)) === 'sent') sent.push(orderId);
    return sent;
  }

  sendFor(orderId: number): Promise<ClosingReceiptOutcome> {
    return this.transaction.run(async () => {
      const order = await this.orders.loadForUpdate(orderId);
      const paymentId = order?.payment?.paymentId;
      if (!order || !paymentId || !isHandedOver(order)) return 'not-due';
      const stored = await this.payments.closingReceiptOf(orderId);
      if (stored?.sentAt) return 'not-due';
      const receipt = stored ?? { orderId, paymentId, receiptId: null, createdAt: this.clock.now(), sentAt: null };
      const captured = (await this.payments.receipt(paymentId))?.amount ?? order.totalPayable();
      const content = closingReceiptContent(order, captured, await this.payments.refundsOf(orderId));
      if (!content) return 'not-due';
      const outcome = await this.gateway.createReceipt({
        idempotenceKey: closingReceiptKey(orderId),
        paymentId,
        amount: content.amount,
        customer: await receiptCustomer(order, this.users),
        receiptLines: content.items,
      });
      if (outcome.kind !== 'done') {
        await this.payments.saveClosingReceipt(receipt);
        return outcome.kind === 'retryable' ? 'provider-unavailable' : 'rejected';
      }
      await this.payments.saveClosingReceipt({ ...receipt, receiptId: outcome.value.id, sentAt: this.clock.now() });
      return 'sent';
    });
  }
}
