import type { Order } from '../order/order.entity';
import { NO_DEMAND, demandBeyond, demandOf, type StockDemand } from './stock-demand';

/**
 * What a change to an order gives back to the stock, exactly once: everything it held when it
 * stops holding its reservation (`Order.holdsReservation()`: rejected, deleted, expired, refunded
 * before it left the shop), else what the admin removed from it while it holds. An order that
 * held nothing before gives nothing back.
 */
export const reservationRelease = (before: Order, after: Order): StockDemand => {
  if (!before.holdsReservation()) return NO_DEMAND;
  const held = demandOf(before.lines);
  return after.holdsReservation() ? demandBeyond(held, demandOf(after.lines)) : held;
};
