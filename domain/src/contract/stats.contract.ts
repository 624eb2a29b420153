// Wire shape of the owner's dashboard (GET /api/admin/stats). Money in roubles; revenue is what
// was paid less what was refunded, so a period with more refunds than sales shows a negative one.
import type { StatsGrouping } from '../reporting/stats-period.rules';

export interface StatsTotalsDto {
  revenue: number;
  /** Orders paid in the span. */
  orders: number;
  /** Paid in the span ÷ orders paid in it. */
  average_order: number;
  /** Refunds made in the span and their amount. */
  refunds: number;
  refunded: number;
}

export interface StatsPeriodDto {
  /** The period's first Moscow day: the day, the week's Monday or the month's first. */
  period: string;
  revenue: number;
  orders: number;
  refunds: number;
}

export interface TopProductDto {
  product_id: number;
  title: string;
  quantity: number;
  revenue: number;
}

export interface TopFlowerDto {
  flower_id: number;
  title: string;
  stems: number;
  revenue: number;
}

export interface KindLoadDto {
  taken: number;
  capacity: number;
}

export interface SlotLoadDto {
  date: string;
  courier: KindLoadDto;
  pickup: KindLoadDto;
}

export interface FunnelDto {
  views: number;
  carts: number;
  orders: number;
  approved: number;
  paid: number;
}

/** GET /api/admin/stats */
export interface StatsDto {
  from: string;
  to: string;
  by: StatsGrouping;
  totals: StatsTotalsDto;
  series: StatsPeriodDto[];
  top_products: TopProductDto[];
  top_flowers: TopFlowerDto[];
  slot_load: SlotLoadDto[];
  funnel: FunnelDto;
}
