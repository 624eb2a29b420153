import type { AdminListFilter, AdminListRequest, CustomerOrderView, OrderWithAccount, Page, PaidOrderView } from '@shop/domain';

/** What narrows a day's deliveries: the lists' search, delivery type and stage. */
export type DayFilter = Pick<AdminListFilter, 'q' | 'deliveryType' | 'stage'>;

/** The read side of orders: whole orders with their lines for the lists, two queries each, no lock. */
export abstract class OrderReadModel {
  /** The customer's orders, newest first, with their payment's amount and their refunds (no query per order). */
  abstract ofCustomer(customerId: number): Promise<CustomerOrderView[]>;
  /** A page of the orders waiting for the admin, oldest first, narrowed by the request's filters. */
  abstract pendingPage(request: AdminListRequest): Promise<Page<OrderWithAccount>>;
  /** A page of every order the admin has not deleted, newest first, narrowed by the request's filters. */
  abstract listedPage(request: AdminListRequest): Promise<Page<OrderWithAccount>>;
  /** A page of paid and refunded orders with their refunds, latest payment first, narrowed by the request's filters. */
  abstract paidPage(request: AdminListRequest): Promise<Page<PaidOrderView>>;
  /** A page of the listed orders holding a catalogue product, newest first, narrowed by the request's filters (the products' orders). */
  abstract withProductsPage(request: AdminListRequest): Promise<Page<OrderWithAccount>>;
  abstract byId(orderId: number): Promise<OrderWithAccount | null>;
  /** Paid orders whose fulfilment day (Order.fulfilmentDay) is `date` and that match the search, delivery type and stage, in any order. */
  abstract toFulfilOn(date: string, filter: DayFilter): Promise<PaidOrderView[]>;
  /** Ids of confirmed orders approved at or before `cutoff` (candidates for the payment deadline). */
  abstract confirmedBefore(cutoff: Date): Promise<number[]>;
}
