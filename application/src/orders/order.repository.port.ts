import type { Order } from '@shop/domain';

/**
 * The write side of orders: load an order for a change, let the aggregate decide, save what it
 * decided. Loading and saving run inside TransactionRunner.run, which holds the order's row lock
 * from the load until the commit, so two admins (or an admin and a payment) acting on one order
 * are served one after the other, each judged against the other's result.
 */
export abstract class OrderRepository {
  /** The next order number (placing an order takes it inside its transaction). */
  abstract nextId(): Promise<number>;
  /** The order with its row locked for the rest of the transaction; null when there is none. */
  abstract loadForUpdate(orderId: number): Promise<Order | null>;
  /**
   * Stores the order as it now stands (status, delivery, contact, lines, totals, timestamps) and
   * writes its events: status history, the audit trail of removed lines and of deleted orders (a
   * snapshot with the admin's reason; the row stays for the customer's history). `actorUserId` is
   * who asked (null: the customer's payment provider or a scheduled job).
   */
  abstract save(order: Order, actorUserId: number | null): Promise<void>;
}
