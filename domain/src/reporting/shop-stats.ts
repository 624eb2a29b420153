import type { Money } from '../money/money.value-object';
import type { DayLoad } from './slot-load.rules';
import type { DayFigures, StatsSpan } from './stats-period.rules';

/** What one Moscow day brought: money taken and given back (kopecks), paid orders and refunds. */
export type SalesDay = DayFigures<'paidKopecks' | 'paidOrders' | 'refundedKopecks' | 'refunds'>;
export const SALES_FIGURES = ['paidKopecks', 'paidOrders', 'refundedKopecks', 'refunds'] as const;

export interface ProductSales {
  readonly productId: number;
  readonly title: string;
  readonly quantity: number;
  readonly revenue: Money;
}

export interface FlowerSales {
  readonly flowerId: number;
  readonly title: string;
  readonly stems: number;
  readonly revenue: Money;
}

/** Orders created in the span, followed from the page views and carts to payment. */
export interface SalesFunnel {
  /** The storefront's page views: the back office's own pages (under /admin) are the staff's, not customers'. */
  readonly views: number;
  readonly carts: number;
  readonly orders: number;
  readonly approved: number;
  readonly paid: number;
}

/** The owner's figures of a span, as the reporting read model adds them up. */
export interface ShopStats {
  readonly span: StatsSpan;
  readonly days: readonly SalesDay[];
  readonly topProducts: readonly ProductSales[];
  readonly topFlowers: readonly FlowerSales[];
  readonly funnel: SalesFunnel;
  readonly slotLoad: readonly DayLoad[];
}
