import { linesTotal, type CartLine } from '../cart/cart-line.value-object';
import type { DeliveryQuote } from '../delivery/courier-price.rules';
import { isCourierDelivery, type DeliveryType } from '../delivery/delivery-type.value-object';
import { MAX_ORDER_TOTAL_ROUBLES, exceedsLimit } from '../money/money-limits';
import { spreadDiscount } from '../promo/discount-spread.rules';
import { promoAfterRemoval, type AppliedPromo } from '../promo/promo-discount.rules';
import { Money } from '../money/money.value-object';
import { err, ok, type Result } from '../shared/result';
import { moscowDateTime } from '../shared/moscow-clock';
import { FULFILMENT_ERRORS, type FulfilmentError } from './fulfilment.errors';
import {
  advanceFulfilmentStage,
  fulfilmentStageLabel,
  handedOverPhrase,
  hasLeftShop,
  isPhotoStage,
  nextFulfilmentStage,
  type FulfilmentStage,
} from './fulfilment.state-machine';
import { heldForPhotoChange } from './photo-change-hold.rules';
import { ORDER_ERRORS, type OrderError } from './order.errors';
import { photoAnswerAlertsShop, type OrderPhoto, type PhotoResponse } from './order-photo.value-object';
import type { OrderContact } from './order-contact.value-object';
import type { OrderEvent } from './order-event';
import type { OrderLine } from './order-line';
import { COMMAND_TARGET, ORDER_PROCESS, PAYMENT_WINDOW_HOURS, type OrderCommand, type OrderFacts, type OrderStatus } from './order-status.state-machine';

/** How the admin names a line to remove: the product's id (spec §7), or the line's own id for a bouquet. */
export type OrderLineRef = { readonly productId: number } | { readonly lineId: number };

/** Who asks what an order allows. */
export type OrderRole = 'customer' | 'admin';

/** What a role may do with an order in its current state (sent as `allowed_actions`). */
export type OrderAction =
  'submit-contact' | 'pay' | 'answer-photo' | 'approve' | 'reject' | 'remove-line' | 'delete' | 'refund' | 'advance-fulfilment' | 'upload-photo';

export interface OrderPayment {
  readonly paymentId: string;
  readonly paidAt: Date;
}

export interface OrderProps {
  readonly id: number;
  readonly customerId: number;
  readonly status: OrderStatus;
  readonly isApproved: boolean;
  readonly deliveryType: DeliveryType;
  readonly deliveryAddress: string | null;
  /** Null until the admin prices a courier delivery; pickup is always 0. */
  readonly deliveryPrice: Money | null;
  readonly deliveryQuote: DeliveryQuote | null;
  readonly contact: OrderContact | null;
  readonly lines: readonly OrderLine[];
  readonly createdAt: Date;
  readonly confirmedAt: Date | null;
  readonly canceledAt: Date | null;
  readonly payment: OrderPayment | null;
  readonly refundedAt: Date | null;
  /** The florist's stage after payment; null until work starts. */
  readonly fulfilmentStage: FulfilmentStage | null;
  readonly photo: OrderPhoto | null;
  /** When the customer last sent the contact step again (the admin's card says «изменён»); null: never. */
  readonly contactChangedAt: Date | null;
  /** When the shop was last alerted of an answer to the photo (photoAnswerAlertsShop). */
  readonly photoAlertedAt: Date | null;
  /** Why the shop canceled the order when the admin deleted it open (the customer reads it); null otherwise. */
  readonly cancelReason: string | null;
  /** When the admin deleted the order: it is off the admin's lists and stays in the customer's history. */
  readonly deletedAt: Date | null;
  /** The promo code the order was placed with and what it takes off the goods; null: none. */
  readonly promo: AppliedPromo | null;
}

/** What a newly placed order has not got yet: every fact that a later step of its life records. */
export const NOTHING_HAPPENED_YET = {
  deliveryQuote: null,
  contact: null,
  confirmedAt: null,
  canceledAt: null,
  payment: null,
  refundedAt: null,
  fulfilmentStage: null,
  photo: null,
  contactChangedAt: null,
  photoAlertedAt: null,
  cancelReason: null,
  deletedAt: null,
} as const satisfies Partial<OrderProps>;

export interface PlaceOrderInput {
  readonly id: number;
  readonly customerId: number;
  readonly deliveryType: DeliveryType;
  readonly deliveryAddress: string | null;
  readonly lines: readonly CartLine[];
  readonly createdAt: Date;
  /** The cart's promo code, checked against these lines; none when absent. */
  readonly promo?: AppliedPromo | null;
}

export interface PaymentReceived {
  readonly paymentId: string;
  readonly amount: Money;
  readonly paidAt: Date;
}

/**
 * An order and its lifecycle. Every command returns a new order (carrying the events it added) or
 * an OrderError; which status may follow which is decided by ORDER_PROCESS alone. A repository
 * stores what the returned order says and records its events.
 */
export class Order implements OrderFacts {
  private constructor(
    private readonly props: OrderProps,
    /** What happened since the order was loaded or placed, oldest first. */
    readonly events: readonly OrderEvent[],
  ) {}

  /** A new pending order from the cart's lines; the id comes from the repository's sequence. */
  static place(input: PlaceOrderInput): Result<Order, OrderError> {
    if (input.lines.length === 0) return err(ORDER_ERRORS.empty);
    if (exceedsLimit(linesTotal(input.lines), MAX_ORDER_TOTAL_ROUBLES)) return err(ORDER_ERRORS.totalTooLarge);
    const address = input.deliveryAddress?.trim() || null;
    const courier = isCourierDelivery(input.deliveryType);
    if (courier && address === null) return err(ORDER_ERRORS.addressRequired);
    const props: OrderProps = {
      ...input,
      lines: input.lines.map((line) => ({ ...line, id: null })),
      deliveryAddress: address,
      status: 'pending',
      isApproved: false,
      deliveryPrice: courier ? null : Money.ZERO,
      promo: input.promo ?? null,
      ...NOTHING_HAPPENED_YET,
    };
    return ok(new Order(props, [{ type: 'placed', at: input.createdAt }]));
  }

  /** Rebuilds a stored order as the repository saved it. */
  static restore(props: OrderProps): Order {
    return new Order({ ...props, lines: [...props.lines] }, []);
  }

  get id(): number {
    return this.props.id;
  }
  get customerId(): number {
    return this.props.customerId;
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
  get deliveryQuote(): DeliveryQuote | null {
    return this.props.deliveryQuote;
  }
  get contact(): OrderContact | null {
    return this.props.contact;
  }
  get lines(): readonly OrderLine[] {
    return this.props.lines;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  get confirmedAt(): Date | null {
    return this.props.confirmedAt;
  }
  get canceledAt(): Date | null {
    return this.props.canceledAt;
  }
  get payment(): OrderPayment | null {
    return this.props.payment;
  }
  get refundedAt(): Date | null {
    return this.props.refundedAt;
  }
  get hasContact(): boolean {
    return this.props.contact !== null;
  }
  get fulfilmentStage(): FulfilmentStage | null {
    return this.props.fulfilmentStage;
  }
  get photo(): OrderPhoto | null {
    return this.props.photo;
  }
  get contactChangedAt(): Date | null {
    return this.props.contactChangedAt;
  }
  get photoAlertedAt(): Date | null {
    return this.props.photoAlertedAt;
  }
  get cancelReason(): string | null {
    return this.props.cancelReason;
  }
  get deletedAt(): Date | null {
    return this.props.deletedAt;
  }
  get promo(): AppliedPromo | null {
    return this.props.promo;
  }
  /** The admin deleted the order while it was open: the customer reads 'Отменён магазином' and the reason. */
  get canceledByShop(): boolean {
    return this.status === 'canceled' && this.props.cancelReason !== null;
  }

  /** The stage the florist may mark next, while the order is paid and not yet handed over. */
  nextFulfilmentStage(): FulfilmentStage | null {
    return this.status === 'paid' ? nextFulfilmentStage(this.deliveryType, this.fulfilmentStage) : null;
  }

  /**
   * The Moscow day the order is delivered or handed over: the date the customer chose, else (a
   * pickup without a date) the day it was paid. The deliveries board lists a day's orders by it.
   */
  fulfilmentDay(): string | null {
    return this.contact?.deliveryDate ?? (this.payment ? moscowDateTime(this.payment.paidAt).date : null);
  }

  /**
   * Whether the order holds what it took: its slot's place, its products' stock and its bouquets'
   * stems. An open or paid order holds them; a canceled one (rejected, deleted, expired) gave them
   * back; a refunded one gave them back unless it had already left the shop.
   */
  holdsReservation(): boolean {
    if (this.status === 'canceled') return false;
    if (this.status !== 'refunded') return true;
    return this.fulfilmentStage !== null && hasLeftShop(this.fulfilmentStage);
  }

  /** Goods only (the wire's total_amount). */
  goodsTotal(): Money {
    return linesTotal(this.props.lines);
  }

  /** What the promo code takes off the goods (0 without one). */
  discount(): Money {
    return this.props.promo?.discount ?? Money.ZERO;
  }

  /** Goods less the promo discount. */
  discountedGoodsTotal(): Money {
    return Money.ofKopecks(this.goodsTotal().kopecks - this.discount().kopecks);
  }

  /** Each line's total after the promo discount, in the lines' order; they add up to discountedGoodsTotal. */
  discountedLineTotals(): Money[] {
    return spreadDiscount(this.lines, this.props.promo?.eligibleKeys ?? [], this.discount());
  }

  /** Spec §9: goods less the promo discount, plus delivery; an unpriced delivery counts 0 until the admin sets it. */
  totalPayable(): Money {
    return this.discountedGoodsTotal().add(this.props.deliveryPrice ?? Money.ZERO);
  }

  isOwnedBy(customerId: number): boolean {
    return this.props.customerId === customerId;
  }

  /** What `role` may do now, asked of the state machine and the deletion rules (screens never compare statuses). */
  allowedActions(role: OrderRole): OrderAction[] {
    const allowed: { readonly [A in OrderAction]: () => boolean } = {
      'submit-contact': () => role === 'customer' && this.status === 'pending',
      pay: () => role === 'customer' && this.paymentDue().ok,
      approve: () => role === 'admin' && ORDER_PROCESS.canTransitionTo(this.status, COMMAND_TARGET.approve),
      reject: () => role === 'admin' && this.accepts({ type: 'reject' }),
      'remove-line': () => role === 'admin' && this.lineRemovalError() === null && this.lines.length > 0,
      delete: () => role === 'admin' && this.deletionError() === null,
      refund: () => role === 'admin' && ORDER_PROCESS.canTransitionTo(this.status, COMMAND_TARGET.refund),
      'advance-fulfilment': () => role === 'admin' && this.nextFulfilmentStage() !== null,
      'upload-photo': () => role === 'admin' && this.photoUploadRefusal() === null,
      'answer-photo': () => role === 'customer' && this.photo !== null && this.photoAnswerRefusal() === null,
    };
    return (Object.keys(allowed) as OrderAction[]).filter((action) => allowed[action]());
  }

  /** The amount to charge now, or why the order cannot be paid (not approved, already paid, canceled). */
  paymentDue(): Result<Money, OrderError> {
    const amount = this.totalPayable();
    const moved = this.check({ type: 'markPaid', amount });
    return moved.ok ? ok(amount) : moved;
  }

  /**
   * The customer's contact and delivery details; only while the order waits for the admin. The first
   * makes the order ready for the shop's review; sending them again replaces them and marks the
   * order changed (contactChangedAt), which is news for the admin's card, not for a new alert.
   */
  submitContact(contact: OrderContact, quote: DeliveryQuote | null): Result<Order, OrderError> {
    if (!this.allowedActions('customer').includes('submit-contact')) return err(this.contactLockedError());
    const courier = isCourierDelivery(contact.deliveryType);
    const first = this.contact === null;
    return ok(
      this.with(
        {
          contact,
          deliveryType: contact.deliveryType,
          deliveryAddress: contact.address,
          // A courier delivery waits for the admin's price; pickup is free.
          deliveryPrice: courier ? null : Money.ZERO,
          deliveryQuote: courier ? quote : null,
          contactChangedAt: first ? null : contact.submittedAt,
        },
        { type: first ? 'contact-submitted' : 'contact-changed', at: contact.submittedAt },
      ),
    );
  }

  /** Admin approval: fixes the delivery price (required above 0 for a courier; pickup stays free). */
  approve(deliveryPrice: Money | null, at: Date): Result<Order, OrderError> {
    const price = isCourierDelivery(this.deliveryType) ? deliveryPrice : Money.ZERO;
    if (price && exceedsLimit(this.discountedGoodsTotal().add(price), MAX_ORDER_TOTAL_ROUBLES)) return err(ORDER_ERRORS.totalTooLarge);
    return this.transition({ type: 'approve', deliveryPrice: price }, at, { deliveryPrice: price, isApproved: true, confirmedAt: at });
  }

  reject(at: Date): Result<Order, OrderError> {
    return this.transition({ type: 'reject' }, at, { canceledAt: at });
  }

  /** The payment provider reported success; the amount must be exactly the payable total. */
  markPaid(payment: PaymentReceived): Result<Order, OrderError> {
    const { paymentId, paidAt } = payment;
    return this.transition({ type: 'markPaid', amount: payment.amount }, paidAt, { payment: { paymentId, paidAt } });
  }

  /** Cancels an approved order left unpaid for `windowHours` since approval (run by a scheduled job). */
  cancelUnpaid(now: Date, windowHours: number = PAYMENT_WINDOW_HOURS): Result<Order, OrderError> {
    return this.transition({ type: 'cancelUnpaid', now, windowHours }, now, { canceledAt: now });
  }

  /** The admin returned the customer's money in full (the payment provider confirmed the refund). */
  refund(at: Date): Result<Order, OrderError> {
    return this.transition({ type: 'refund' }, at, { refundedAt: at });
  }

  /**
   * Admin removes a line (all lines of the product, or the one bouquet line); refused on a paid
   * order. Removing the last line leaves nothing to do: the order is deleted as by `delete`, its
   * lines kept for the customer's history. `reason` is what the customer reads.
   */
  removeLine(ref: OrderLineRef, reason: string, at: Date): Result<Order, OrderError> {
    const refused = this.lineRemovalError();
    if (refused) return err(refused);
    const matches = (line: OrderLine) => ('lineId' in ref ? line.id === ref.lineId : line.kind === 'product' && line.productId === ref.productId);
    const removed = this.lines.filter(matches);
    if (removed.length === 0) return err(ORDER_ERRORS.lineNotFound);
    const kept = this.lines.filter((line) => !matches(line));
    if (kept.length === 0) return this.delete(reason, at);
    const promo = this.props.promo && promoAfterRemoval(this.props.promo, kept);
    return ok(this.with({ lines: kept, promo }, { type: 'lines-removed', lines: removed, reason, at }));
  }

  /**
   * Admin deletes the order: it leaves the admin's lists. An open order (pending or confirmed) is
   * first canceled by the shop, so the customer keeps it in their history as 'Отменён магазином'
   * with `reason`; a rejected or expired one only leaves the lists. A paid order is kept for the accounts.
   */
  delete(reason: string, at: Date): Result<Order, OrderError> {
    const refused = this.deletionError();
    if (refused) return err(refused);
    const deleted: OrderEvent = { type: 'deleted', reason, at };
    if (this.status === 'canceled') return ok(this.with({ deletedAt: at }, deleted));
    const canceled = this.transition({ type: 'cancelByShop' }, at, { canceledAt: at, cancelReason: reason, deletedAt: at });
    return canceled.ok ? ok(canceled.value.with({}, deleted)) : canceled;
  }

  /**
   * The florist marks the next stage of the paid order's route. Refused: a skipped stage, a step
   * back, and sending on past «Готов» a bouquet the customer asked to change (no newer photo yet).
   */
  advanceFulfilment(stage: FulfilmentStage, at: Date): Result<Order, FulfilmentError> {
    return this.moveToStage(stage, at, 'respect-change-request');
  }

  /** The admin confirmed sending the bouquet on as it is, despite the customer's request to change it; the step records that. */
  advanceFulfilmentOverridingChangeRequest(stage: FulfilmentStage, at: Date): Result<Order, FulfilmentError> {
    return this.moveToStage(stage, at, 'override-change-request');
  }

  /** The photo of the assembled order, while it is assembled or ready; a new photo replaces the old one and awaits a new answer. */
  attachPhoto(url: string, at: Date): Result<Order, FulfilmentError> {
    const refused = this.photoUploadRefusal();
    if (refused) return err(refused);
    return ok(this.with({ photo: { url, uploadedAt: at, response: null } }, { type: 'photo-attached', url, replaced: this.photo?.url ?? null, at }));
  }

  /**
   * The customer's answer to the photo ('Всё отлично' or 'Хочу изменить'), until the order leaves;
   * the latest answer stands. Whether it alerts the shop is photoAnswerAlertsShop's call.
   */
  answerPhoto(response: PhotoResponse): Result<Order, FulfilmentError> {
    const photo = this.photo;
    if (!photo) return err(FULFILMENT_ERRORS.noPhoto);
    const refused = this.photoAnswerRefusal();
    if (refused) return err(refused);
    const alertShop = photoAnswerAlertsShop(photo.response, response, this.photoAlertedAt);
    return ok(
      this.with(
        { photo: { ...photo, response }, photoAlertedAt: alertShop ? response.at : this.photoAlertedAt },
        { type: 'photo-answered', response, alertShop },
      ),
    );
  }

  private moveToStage(stage: FulfilmentStage, at: Date, changeRequest: 'respect-change-request' | 'override-change-request'): Result<Order, FulfilmentError> {
    const closed = this.fulfilmentClosedError();
    if (closed) return err(closed);
    const from = this.fulfilmentStage;
    const moved = advanceFulfilmentStage(this.deliveryType, from, stage);
    if (!moved.ok) return moved;
    const held = heldForPhotoChange(this.photo?.response?.approved ?? null, moved.value);
    if (held && changeRequest === 'respect-change-request') return err(FULFILMENT_ERRORS.changeRequested(fulfilmentStageLabel(moved.value, this.deliveryType)));
    const event: OrderEvent = { type: 'fulfilment-advanced', from, to: moved.value, at, ...(held ? { overrodeChangeRequest: true as const } : {}) };
    return ok(this.with({ fulfilmentStage: moved.value }, event));
  }

  /** Why the florist cannot attach a photo now (null: they can): only while the paid order is assembled or ready. */
  photoUploadRefusal(): FulfilmentError | null {
    const closed = this.fulfilmentClosedError();
    if (closed) return closed;
    return this.fulfilmentStage !== null && isPhotoStage(this.fulfilmentStage) ? null : FULFILMENT_ERRORS.photoNotNow;
  }

  /** Why the customer cannot answer the photo now, naming where the order is. */
  private photoAnswerRefusal(): FulfilmentError | null {
    const closed = this.fulfilmentClosedError();
    if (closed) return closed;
    const stage = this.fulfilmentStage;
    return stage === null || isPhotoStage(stage) ? null : FULFILMENT_ERRORS.photoAnswerClosed(handedOverPhrase(stage));
  }

  /** Stages and photos are for a paid order: one not paid yet, or whose money went back, says which. */
  private fulfilmentClosedError(): FulfilmentError | null {
    if (this.status === 'paid') return null;
    return this.status === 'refunded' ? FULFILMENT_ERRORS.refunded : FULFILMENT_ERRORS.notPaid;
  }

  /** Why the contact step is closed: the order no longer waits for the admin. */
  private contactLockedError(): OrderError {
    if (this.status === 'paid') return ORDER_ERRORS.alreadyPaid;
    if (this.status === 'refunded') return ORDER_ERRORS.alreadyRefunded;
    return this.status === 'canceled' ? ORDER_ERRORS.alreadyCanceled : ORDER_ERRORS.contactLocked;
  }

  /** Money moved for a paid or refunded order: it stays for the accounts. */
  private get moneyMoved(): boolean {
    return this.status === 'paid' || this.status === 'refunded';
  }

  /** An order the admin deleted is gone from their view: deleting it or its lines again finds nothing. */
  private deletionError(): OrderError | null {
    if (this.deletedAt) return ORDER_ERRORS.notFound;
    return this.moneyMoved ? ORDER_ERRORS.paidOrderNotDeletable : null;
  }

  private lineRemovalError(): OrderError | null {
    if (this.deletedAt) return ORDER_ERRORS.notFound;
    return this.moneyMoved ? ORDER_ERRORS.paidLineNotDeletable : null;
  }

  private check(command: OrderCommand): Result<OrderStatus, OrderError> {
    return ORDER_PROCESS.transitionTo(this.status, COMMAND_TARGET[command.type], { order: this, command });
  }

  private accepts(command: OrderCommand): boolean {
    return this.check(command).ok;
  }

  private transition(command: OrderCommand, at: Date, change: Partial<OrderProps>): Result<Order, OrderError> {
    const moved = this.check(command);
    if (!moved.ok) return moved;
    const event: OrderEvent = { type: 'status-changed', from: this.status, to: moved.value, command: command.type, at };
    return ok(this.with({ ...change, status: moved.value }, event));
  }

  private with(change: Partial<OrderProps>, event: OrderEvent): Order {
    return new Order({ ...this.props, ...change }, [...this.events, event]);
  }
}
