import type { AdminManagedProductDto, AdminOrderDto, DomainError, Order, PendingOrderDetailsDto, Result } from '@shop/domain';

export interface OrderCustomer {
  readonly email: string;
  readonly fullName: string | null;
}

export type LineRef = { readonly productId: number } | { readonly lineId: number };

export const ORDER_NOT_FOUND: DomainError<'ORDER.NOT_FOUND'> = { code: 'ORDER.NOT_FOUND', message: 'Заказ не найден' };

/**
 * Admin-side orders. Each change runs in one transaction with the order's row locked, so two
 * admins acting on one order at once are served one after the other: the second sees the first's
 * result and its command is judged against it.
 */
export abstract class AdminOrderRepository {
  /** Applies `decide` to the locked order, stores the new state and records the transition. */
  abstract transition<E>(
    orderId: number,
    actorUserId: number | null,
    decide: (order: Order) => Result<Order, E>,
  ): Promise<Result<{ order: Order; customer: OrderCustomer }, E | typeof ORDER_NOT_FOUND>>;
  /** Deletes the order unless `refuse` objects, keeping a snapshot of it in the audit log. */
  abstract deleteOrder<E>(orderId: number, actorUserId: number, refuse: (order: Order) => E | null): Promise<Result<void, E | typeof ORDER_NOT_FOUND>>;
  /** Removes lines from the order (with an audit snapshot) and recomputes its goods total. */
  abstract deleteLines<E>(orderId: number, actorUserId: number, line: LineRef, refuse: (order: Order) => E | null): Promise<Result<void, E | DomainError>>;
  abstract pending(): Promise<PendingOrderDetailsDto[]>;
  abstract all(): Promise<AdminOrderDto[]>;
  abstract productsWithOrders(): Promise<AdminManagedProductDto[]>;
}
