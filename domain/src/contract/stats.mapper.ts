import { Money } from '../money/money.value-object';
import { SALES_FIGURES, type ShopStats } from '../reporting/shop-stats';
import { figuresByPeriod } from '../reporting/stats-period.rules';
import { wireBalance, wireRoubles } from './money.mapper';
import type { StatsDto } from './stats.contract';

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

export function toStatsDto(stats: ShopStats): StatsDto {
  const paid = Money.ofKopecks(sum(stats.days.map((day) => day.paidKopecks)));
  const refunded = Money.ofKopecks(sum(stats.days.map((day) => day.refundedKopecks)));
  const orders = sum(stats.days.map((day) => day.paidOrders));
  return {
    from: stats.span.from,
    to: stats.span.to,
    by: stats.span.by,
    totals: {
      revenue: wireBalance(paid, refunded),
      orders,
      average_order: wireRoubles(orders === 0 ? null : Money.ofKopecks(Math.round(paid.kopecks / orders))),
      refunds: sum(stats.days.map((day) => day.refunds)),
      refunded: wireRoubles(refunded),
    },
    series: figuresByPeriod(stats.span, SALES_FIGURES, stats.days).map((period) => ({
      period: period.period,
      revenue: wireBalance(Money.ofKopecks(period.paidKopecks), Money.ofKopecks(period.refundedKopecks)),
      orders: period.paidOrders,
      refunds: period.refunds,
    })),
    top_products: stats.topProducts.map((p) => ({ product_id: p.productId, title: p.title, quantity: p.quantity, revenue: wireRoubles(p.revenue) })),
    top_flowers: stats.topFlowers.map((f) => ({ flower_id: f.flowerId, title: f.title, stems: f.stems, revenue: wireRoubles(f.revenue) })),
    slot_load: stats.slotLoad.map((day) => ({ date: day.date, courier: { ...day.courier }, pickup: { ...day.pickup } })),
    funnel: { ...stats.funnel },
  };
}
