import type { CustomerOrderView, OrderWithAccount, PaidOrderView } from '@shop/domain';

/** The read side of orders: whole orders with their lines for the lists, two queries each, no lock. */
export abstract class OrderReadModel {
  /** The customer's orders, newest first, with their payment's amount and their refunds (no query per order). */
  abstract ofCustomer(customerId: number): Promise<CustomerOrderView[]>;
  /** Orders waiting for the admin, oldest first. */
  abstract pending(): Promise<OrderWithAccount[]>;
  /** Every order, newest first. */
  abstract all(): Promise<OrderWithAccount[]>;
  /** Paid and refunded orders with their refunds, latest payment first. */
  abstract paid(): Promise<PaidOrderView[]>;
  abstract byId(orderId: number): Promise<OrderWithAccount | null>;
  /** Paid orders whose fulfilment day (Order.fulfilmentDay) is `date`, in any order. */
  abstract toFulfilOn(date: string): Promise<PaidOrderView[]>;
  /** Ids of confirmed orders approved at or before `cutoff` (candidates for the payment deadline). */
  abstract confirmedBefore(cutoff: Date): Promise<number[]>;
}
