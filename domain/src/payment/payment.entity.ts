import type { Money } from '../money/money.value-object';
import type { Order } from '../order/order.entity';
import type { PaymentStatus } from './payment';
import { capturesAtOnce, PAYMENT_PAGE_REUSE_MS, type PaymentMethod } from './payment-method';

export interface PaymentProps {
  readonly id: string;
  readonly orderId: number | null;
  readonly amount: Money;
  readonly status: PaymentStatus;
  readonly method: PaymentMethod;
  readonly createdAt: Date;
  /** The provider's page where the customer pays. */
  readonly confirmationUrl: string | null;
  /** Replaced by a newer payment of the order (its amount no longer held): its hold is released, never captured. */
  readonly supersededAt: Date | null;
}

/** Why a held payment is released instead of captured. */
export type ReleaseReason = 'superseded' | 'already-paid' | 'order-not-payable' | 'amount-differs';

/** What to do with money the provider holds for an order (a payment waiting for capture). */
export type HoldDecision = { readonly action: 'capture' } | { readonly action: 'release'; readonly reason: ReleaseReason };

/** What to do with money a one-stage payment (SBP) already took: keep it, or give it all back. */
export type TakenDecision = { readonly action: 'keep' } | { readonly action: 'refund'; readonly reason: ReleaseReason };

/**
 * A payment at the provider. Two-stage for most methods: the customer's money is first held
 * (waiting_for_capture), then the shop captures it or releases the hold. One-stage (SBP): the
 * money is taken at once, so a payment the order no longer wants is refunded.
 */
export class Payment {
  private constructor(private readonly props: PaymentProps) {}

  static restore(props: PaymentProps): Payment {
    return new Payment(props);
  }

  get id(): string {
    return this.props.id;
  }
  get orderId(): number | null {
    return this.props.orderId;
  }
  get amount(): Money {
    return this.props.amount;
  }
  get status(): PaymentStatus {
    return this.props.status;
  }
  get method(): PaymentMethod {
    return this.props.method;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  /** The provider takes the money without the shop's capture. */
  get isOneStage(): boolean {
    return capturesAtOnce(this.method);
  }
  get confirmationUrl(): string | null {
    return this.props.confirmationUrl;
  }
  get supersededAt(): Date | null {
    return this.props.supersededAt;
  }

  /** Still able to take the customer's money: not finished and not replaced. */
  get isOpen(): boolean {
    return (this.status === 'pending' || this.status === 'waiting_for_capture') && this.supersededAt === null;
  }

  /**
   * The customer can still pay it, for exactly `amount`, by `method`: pressing "Pay" again returns
   * its page — unless the provider is about to cancel it for nobody paying within its term.
   */
  isReusableFor(amount: Money, method: PaymentMethod, now: Date): boolean {
    const fresh = now.getTime() - this.createdAt.getTime() < PAYMENT_PAGE_REUSE_MS;
    return this.isOpen && this.status === 'pending' && this.method === method && fresh && this.amount.equals(amount) && this.confirmationUrl !== null;
  }

  supersede(at: Date): Payment {
    return this.isOpen ? new Payment({ ...this.props, supersededAt: at }) : this;
  }

  /** Money it took that the shop returned in full (a stale one-stage payment): it no longer pays the order. */
  refundedAsStale(at: Date): Payment {
    return new Payment({ ...this.props, supersededAt: this.supersededAt ?? at });
  }

  /** Its money pays the order: taken, and neither replaced nor returned as stale. */
  get paysOrder(): boolean {
    return this.status === 'succeeded' && this.supersededAt === null;
  }

  /**
   * Decided under the order's row lock when the provider holds this payment's money: capture only
   * for a payable order, for exactly its payable total, by its one live payment; otherwise release
   * the hold, and no money moves.
   */
  holdDecision(order: Order, paymentsOfOrder: readonly Payment[]): HoldDecision {
    const refused = this.refusal(order, paymentsOfOrder);
    return refused ? { action: 'release', reason: refused } : { action: 'capture' };
  }

  /**
   * The same re-check, under the order's row lock, for money a one-stage payment took: kept only
   * when this payment pays the order now; otherwise all of it goes back and the order stays payable.
   */
  takenDecision(order: Order, paymentsOfOrder: readonly Payment[]): TakenDecision {
    const refused = this.refusal(order, paymentsOfOrder);
    return refused ? { action: 'refund', reason: refused } : { action: 'keep' };
  }

  private refusal(order: Order, paymentsOfOrder: readonly Payment[]): ReleaseReason | null {
    if (this.supersededAt !== null) return 'superseded';
    if (paymentsOfOrder.some((other) => other.id !== this.id && other.paysOrder)) return 'already-paid';
    const due = order.paymentDue();
    if (!due.ok) return 'order-not-payable';
    return due.value.equals(this.amount) ? null : 'amount-differs';
  }
}

/** What the customer's "Pay" press does with the order's open payments for the amount now due. */
export type PaymentPlan = { readonly reuse: Payment } | { readonly create: true; readonly supersede: readonly Payment[] };

export const planPayment = (paymentsOfOrder: readonly Payment[], due: Money, method: PaymentMethod, now: Date): PaymentPlan => {
  const reusable = paymentsOfOrder.find((payment) => payment.isReusableFor(due, method, now));
  return reusable ? { reuse: reusable } : { create: true, supersede: paymentsOfOrder.filter((payment) => payment.isOpen) };
};
