import type { Money } from '../money/money.value-object';
import type { Order } from '../order/order.entity';
import type { PaymentStatus } from './payment';

export interface PaymentProps {
  readonly id: string;
  readonly orderId: number | null;
  readonly amount: Money;
  readonly status: PaymentStatus;
  /** The provider's page where the customer pays. */
  readonly confirmationUrl: string | null;
  /** Replaced by a newer payment of the order (its amount no longer held): its hold is released, never captured. */
  readonly supersededAt: Date | null;
}

/** Why a held payment is released instead of captured. */
export type ReleaseReason = 'superseded' | 'already-paid' | 'order-not-payable' | 'amount-differs';

/** What to do with money the provider holds for an order (a payment waiting for capture). */
export type HoldDecision = { readonly action: 'capture' } | { readonly action: 'release'; readonly reason: ReleaseReason };

/**
 * A card payment at the provider, two-stage: the customer's money is first held
 * (waiting_for_capture), then the shop captures it or releases the hold.
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

  /** The customer can still pay it, for exactly `amount`: pressing "Pay" again returns its page. */
  isReusableFor(amount: Money): boolean {
    return this.isOpen && this.status === 'pending' && this.amount.equals(amount) && this.confirmationUrl !== null;
  }

  supersede(at: Date): Payment {
    return this.isOpen ? new Payment({ ...this.props, supersededAt: at }) : this;
  }

  /**
   * Decided under the order's row lock when the provider holds this payment's money: capture only
   * for a payable order, for exactly its payable total, by its one live payment; otherwise release
   * the hold, and no money moves.
   */
  holdDecision(order: Order, paymentsOfOrder: readonly Payment[]): HoldDecision {
    const release = (reason: ReleaseReason): HoldDecision => ({ action: 'release', reason });
    if (this.supersededAt !== null) return release('superseded');
    if (paymentsOfOrder.some((other) => other.id !== this.id && other.status === 'succeeded')) return release('already-paid');
    const due = order.paymentDue();
    if (!due.ok) return release('order-not-payable');
    return due.value.equals(this.amount) ? { action: 'capture' } : release('amount-differs');
  }
}

/** What the customer's "Pay" press does with the order's open payments for the amount now due. */
export type PaymentPlan = { readonly reuse: Payment } | { readonly create: true; readonly supersede: readonly Payment[] };

export const planPayment = (paymentsOfOrder: readonly Payment[], due: Money): PaymentPlan => {
  const reusable = paymentsOfOrder.find((payment) => payment.isReusableFor(due));
  return reusable ? { reuse: reusable } : { create: true, supersede: paymentsOfOrder.filter((payment) => payment.isOpen) };
};
