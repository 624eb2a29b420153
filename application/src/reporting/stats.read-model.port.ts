import type { FlowerSales, ProductSales, SalesDay, SalesFunnel } from '@shop/domain';
import type { CalendarSpan } from '../delivery/delivery-calendar.repository.port';

/** How many best sellers the dashboard lists. */
export const TOP_SELLERS = 10;

/**
 * The owner's figures, added up by the database (a read model: nothing here is an aggregate's
 * decision). Days are Moscow days; a payment counts on the day it succeeded, a refund on the day
 * it was made.
 */
export abstract class StatsReadModel {
  /** Each Moscow day of the span on which something was paid or refunded. */
  abstract salesDays(span: CalendarSpan): Promise<SalesDay[]>;
  /** The products and the bouquets' flowers of orders paid in the span (and not refunded), best first. */
  abstract topProducts(span: CalendarSpan, limit: number): Promise<ProductSales[]>;
  abstract topFlowers(span: CalendarSpan, limit: number): Promise<FlowerSales[]>;
  /** Page views of the span's days, and the carts and orders begun in it followed to payment. */
  abstract funnel(span: CalendarSpan): Promise<SalesFunnel>;
}
