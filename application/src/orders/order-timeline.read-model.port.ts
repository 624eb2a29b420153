import type { OrderHistoryFact, OrderTimelineContext, UserRole } from '@shop/domain';

/** One recorded fact of an order with who recorded it (null: the system) and when. */
export interface RecordedOrderFact {
  readonly at: Date;
  readonly fact: OrderHistoryFact;
  readonly actor: { readonly userId: number; readonly email: string; readonly role: UserRole } | null;
}

/** An order's history rows and audit trail, oldest first, with what the order's row adds to them. */
export abstract class OrderTimelineReadModel {
  /** Null when there is no such order. */
  abstract of(orderId: number): Promise<{ readonly context: OrderTimelineContext; readonly facts: readonly RecordedOrderFact[] } | null>;
}
