import { Money } from '../money/money.value-object';
import { wireBalance } from './money.mapper';
import { toStatsDto } from './stats.mapper';

describe('the dashboard’s figures on the wire', () => {
  const stats = {
    span: { from: '2026-11-01', to: '2026-11-30', by: 'month' as const },
    days: [
      { date: '2026-11-02', paidKopecks: 150_050, paidOrders: 1, refundedKopecks: 0, refunds: 0 },
      { date: '2026-11-20', paidKopecks: 100_000, paidOrders: 2, refundedKopecks: 150_050, refunds: 1 },
    ],
    topProducts: [{ productId: 2, title: 'Террариум', quantity: 3, revenue: Money.ofKopecks(450_000) }],
    topFlowers: [{ flowerId: 301, title: 'Роза', stems: 7, revenue: Money.ofKopecks(175_000) }],
    funnel: { views: 100, carts: 10, orders: 5, approved: 4, paid: 3 },
    slotLoad: [{ date: '2026-11-27', courier: { taken: 1, capacity: 30 }, pickup: { taken: 0, capacity: 40 } }],
  };

  it('gives revenue as paid minus refunded, the average of the paid orders, and the periods in roubles', () => {
    expect(toStatsDto(stats)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      by: 'month',
      totals: { revenue: 1000, orders: 3, average_order: 833.5, refunds: 1, refunded: 1500.5 },
      series: [{ period: '2026-11-01', revenue: 1000, orders: 3, refunds: 1 }],
      top_products: [{ product_id: 2, title: 'Террариум', quantity: 3, revenue: 4500 }],
      top_flowers: [{ flower_id: 301, title: 'Роза', stems: 7, revenue: 1750 }],
      slot_load: [{ date: '2026-11-27', courier: { taken: 1, capacity: 30 }, pickup: { taken: 0, capacity: 40 } }],
      funnel: { views: 100, carts: 10, orders: 5, approved: 4, paid: 3 },
    });
  });

  it('shows no average without orders, and a negative revenue when more was refunded than paid', () => {
    const dto = toStatsDto({
      ...stats,
      span: { ...stats.span, by: 'day' },
      days: [{ date: '2026-11-03', paidKopecks: 0, paidOrders: 0, refundedKopecks: 10_010, refunds: 1 }],
    });
    expect(dto.totals).toEqual({ revenue: -100.1, orders: 0, average_order: 0, refunds: 1, refunded: 100.1 });
    expect(dto.series).toHaveLength(30);
    expect(dto.series[2]).toEqual({ period: '2026-11-03', revenue: -100.1, orders: 0, refunds: 1 });
    expect(wireBalance(Money.ofKopecks(30), Money.ofKopecks(10))).toBe(0.2);
  });
});
