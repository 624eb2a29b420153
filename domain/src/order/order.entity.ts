import { linesTotal, type CartLine } from '../cart/cart-line.value-object';
import { isCourierDelivery, type DeliveryType } from '../delivery/delivery-type.value-object';
import { Money } from '../money/money.value-object';
import { err, ok, type Result } from '../shared/result';
import { ORDER_ERRORS, type OrderError } from './order.errors';
import { orderLineDeletionError } from './order-deletion.rules';
import { isOrderPayable } from './order-payable.rules';
import { ORDER_PROCESS, PAYMENT_WINDOW_HOURS, type OrderCommand, type OrderFacts, type OrderStatus } from './order-status.state-machine';

/** A line snapshotted at order time: title, unit price, quantity and, for a bouquet, its composition. */
export type OrderLine = CartLine;

export interface OrderPayment {
  readonly paymentId: string;
  readonly paidAt: Date;
}

export interface OrderProps {
  readonly id: number;
  readonly status: OrderStatus;
  readonly isApproved: boolean;
  readonly deliveryType: DeliveryType;
  readonly deliveryAddress: string | null;
  /** Null until the admin prices a courier delivery; pickup is always 0. */
  readonly deliveryPrice: Money | null;
  readonly lines: readonly OrderLine[];
  readonly createdAt: Date;
  readonly confirmedAt: Date | null;
  readonly payment: OrderPayment | null;
}

export interface PlaceOrderInput {
  readonly id: number;
  readonly deliveryType: DeliveryType;
  readonly deliveryAddress: string | null;
  readonly lines: readonly OrderLine[];
  readonly createdAt: Date;
}

export interface PaymentReceived {
  readonly paymentId: string;
  readonly amount: Money;
  readonly paidAt: Date;
}

/**
 * An order and its lifecycle. Commands return a new order or an OrderError; which status may
 * follow which is decided by ORDER_TRANSITIONS alone.
 */
export class Order implements OrderFacts {
  private constructor(private readonly props: OrderProps) {}

  /** A new pending order from the cart's lines; the id comes from the repository's sequence. */
  static place(input: PlaceOrderInput): Result<Order, OrderError> {
    if (input.lines.length === 0) return err(ORDER_ERRORS.empty);
    const address = input.deliveryAddress?.trim() || null;
    const courier = isCourierDelivery(input.deliveryType);
    if (courier && address === null) return err(ORDER_ERRORS.addressRequired);
    return ok(
      new Order({
        ...input,
        lines: [...input.lines],
        deliveryAddress: address,
        status: 'pending',
        isApproved: false,
        deliveryPrice: courier ? null : Money.ZERO,
        confirmedAt: null,
        payment: null,
      }),
    );
  }

  /** Rebuilds a stored order as the repository saved it. */
  static restore(props: OrderProps): Order {
    return new Order({ ...props, lines: [...props.lines] });
  }

  get id(): number {
    return this.props.id;
  }
  get status(): OrderStatus {
    return this.props.status;
  }
  get isApproved(): boolean {
    return this.props.isApproved;
  }
  get deliveryType(): DeliveryType {
    return this.props.deliveryType;
  }
  get deliveryAddress(): string | null {
    return this.props.deliveryAddress;
  }
  get deliveryPrice(): Money | null {
    return this.props.deliveryPrice;
  }
  get lines(): readonly OrderLine[] {
    return this.props.lines;
  }
  get lineCount(): number {
    return this.props.lines.length;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  get confirmedAt(): Date | null {
    return this.props.confirmedAt;
  }
  get payment(): OrderPayment | null {
    return this.props.payment;
  }

  /** Goods only (the wire's total_amount). */
  goodsTotal(): Money {
    return linesTotal(this.props.lines);
  }

  /** Spec §9: goods plus delivery; an unpriced delivery counts 0 until the admin sets it. */
  totalPayable(): Money {
    return this.goodsTotal().add(this.props.deliveryPrice ?? Money.ZERO);
  }

  isPayable(): boolean {
    return isOrderPayable(this);
  }

  canTransitionTo(status: OrderStatus): boolean {
    return ORDER_PROCESS.canTransitionTo(this.status, status);
  }

  /** Admin approval: fixes the delivery price (required above 0 for a courier; pickup stays free). */
  approve(deliveryPrice: Money | null, at: Date): Result<Order, OrderError> {
    const price = isCourierDelivery(this.deliveryType) ? deliveryPrice : Money.ZERO;
    return this.transition(
      'confirmed',
      { type: 'approve', deliveryPrice: price },
      { deliveryPrice: price, isApproved: true, confirmedAt: at },
    );
  }

  reject(): Result<Order, OrderError> {
    return this.transition('canceled', { type: 'reject' }, {});
  }

  /** The payment provider reported success; the amount must be exactly the payable total. */
  markPaid(payment: PaymentReceived): Result<Order, OrderError> {
    const { paymentId, paidAt } = payment;
    return this.transition('paid', { type: 'markPaid', amount: payment.amount }, { payment: { paymentId, paidAt } });
  }

  /** Cancels an approved order left unpaid for `windowHours` since approval (run by a scheduled job). */
  cancelUnpaid(now: Date, windowHours: number = PAYMENT_WINDOW_HOURS): Result<Order, OrderError> {
    return this.transition('canceled', { type: 'cancelUnpaid', now, windowHours }, {});
  }

  /** Admin removes one line; refused on a paid order. */
  removeLine(key: string): Result<Order, OrderError> {
    const refused = orderLineDeletionError(this);
    if (refused) return err(refused);
    if (!this.props.lines.some((line) => line.key === key)) return err(ORDER_ERRORS.lineNotFound);
    return ok(new Order({ ...this.props, lines: this.props.lines.filter((line) => line.key !== key) }));
  }

  private transition(to: OrderStatus, command: OrderCommand, change: Partial<OrderProps>): Result<Order, OrderError> {
    const moved = ORDER_PROCESS.transitionTo(this.status, to, { order: this, command });
    return moved.ok ? ok(new Order({ ...this.props, ...change, status: moved.value })) : moved;
  }
}
