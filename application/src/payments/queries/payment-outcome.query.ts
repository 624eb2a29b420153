import { PAYMENT_ERRORS, err, isEntityId, ok, paymentOutcome, type PaymentOutcomeDto, type PaymentStatus, type Result, type ShopError } from '@shop/domain';
import { OrderReadModel } from '../../orders/order.read-model.port';
import { PaymentGateway } from '../payment-gateway.port';
import { PaymentRepository } from '../payment.repository.port';
import { PaymentReturnLinks } from '../payment-return-links';

/**
 * The thanks page's question, asked with the return link (no session needed): did the order's
 * payment go through? Only the order's number and the outcome are answered. A payment the shop
 * still holds as pending is asked about at the provider, which knows a decline or a cancel first.
 */
export class PaymentOutcomeQuery {
  constructor(
    private readonly returnLinks: PaymentReturnLinks,
    private readonly orders: OrderReadModel,
    private readonly payments: PaymentRepository,
    private readonly gateway: PaymentGateway,
  ) {}

  async execute(orderId: number, check: unknown): Promise<Result<PaymentOutcomeDto, ShopError>> {
    if (!isEntityId(orderId) || !this.returnLinks.opens(orderId, check)) return err(PAYMENT_ERRORS.outcomeNotFound);
    const view = await this.orders.byId(orderId);
    if (!view) return err(PAYMENT_ERRORS.outcomeNotFound);
    const latest = await this.payments.latestOf(orderId);
    // A payment no longer the order's (replaced, or refunded as stale) did not complete, whatever its status.
    const status = latest?.supersededAt ? 'canceled' : latest?.status === 'pending' ? await this.providerStatus(latest.id) : (latest?.status ?? null);
    return ok({ order_id: orderId, outcome: paymentOutcome(view.order.status, status) });
  }

  /** What the provider says now; while it cannot be reached, the payment stays pending. */
  private async providerStatus(paymentId: string): Promise<PaymentStatus> {
    try {
      return (await this.gateway.fetch(paymentId))?.status ?? 'pending';
    } catch {
      return 'pending';
    }
  }
}
