import { ORDER_ERRORS, type ShopError, type Order, type Result } from '@shop/domain';
import { TransactionRunner } from '../shared/transaction.port';
import { StockReservations } from '../stock/stock-reservations.service';
import { OrderNotifier } from './order-notifier.service';
import { OrderRepository } from './order.repository.port';

/**
 * How every change to an existing order runs: load it with its row locked, let the aggregate
 * decide, give back the stock it no longer holds, save what it decided and queue the messages its
 * events call for, all in one transaction. Nothing is written when the order refuses.
 */
export class OrderChanges {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly orders: OrderRepository,
    private readonly stock: StockReservations,
    private readonly notifier: OrderNotifier,
  ) {}

  apply(orderId: number, actorUserId: number | null, decide: (order: Order) => Result<Order, ShopError>): Promise<Result<Order, ShopError>> {
    return this.transaction.run(async () => {
      const order = await this.orders.loadForUpdate(orderId);
      if (!order) return { ok: false, error: ORDER_ERRORS.notFound };
      const decided = decide(order);
      if (!decided.ok) return decided;
      await this.stock.release(order, decided.value);
      await this.orders.save(decided.value, actorUserId);
      await this.notifier.record(decided.value);
      return decided;
    });
  }
}
