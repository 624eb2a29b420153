import { DEFAULT_SLOT_CAPACITIES, Money, type AdminListFilter, type MoneyMovementRow, type OrderExportRow } from '@shop/domain';
import { FixedClock } from '../testing/shared.fakes';
import { AdminStatsQuery } from './queries/admin-stats.query';
import { CsvExportQuery } from './queries/csv-export.query';
import { ExportReadModel } from './export.read-model.port';
import { StatsReadModel } from './stats.read-model.port';
import type { DeliveryCalendarRepository } from '../delivery/delivery-calendar.repository.port';

class KnownStats extends StatsReadModel {
  spans: unknown[] = [];
  async salesDays(span: { from: string; to: string }) {
    this.spans.push(span);
    return [{ date: '2026-11-27', paidKopecks: 100_000, paidOrders: 1, refundedKopecks: 0, refunds: 0 }];
  }
  async topProducts() {
    return [];
  }
  async topFlowers() {
    return [];
  }
  async funnel() {
    return { views: 10, carts: 3, orders: 2, approved: 1, paid: 1 };
  }
}

const emptyCalendar = { read: async () => ({ defaults: DEFAULT_SLOT_CAPACITIES, days: [], loads: [] }) } as unknown as DeliveryCalendarRepository;

describe('the owner’s reporting', () => {
  it('reads the last 30 Moscow days by default and the next 14 days’ load from today', async () => {
    const stats = new KnownStats();
    const answer = await new AdminStatsQuery(stats, emptyCalendar, new FixedClock(new Date('2026-11-26T22:30:00Z'))).execute(null, null, null);
    expect(stats.spans).toEqual([{ from: '2026-10-29', to: '2026-11-27', by: 'day' }]);
    expect(answer.ok && answer.value.totals).toEqual({ revenue: 1000, orders: 1, average_order: 1000, refunds: 0, refunded: 0 });
    expect(answer.ok && answer.value.slot_load.map((day) => day.date)).toHaveLength(14);
    expect(answer.ok && answer.value.slot_load[0].date).toBe('2026-11-27');
  });

  it('refuses a bad grouping before reading anything', async () => {
    const stats = new KnownStats();
    const answer = await new AdminStatsQuery(stats, emptyCalendar, new FixedClock(new Date())).execute(null, null, 'year');
    expect(answer).toMatchObject({ ok: false, error: { code: 'STATS.INVALID_GROUPING' } });
    expect(stats.spans).toEqual([]);
  });

  it('writes the BOM and the header once, then the rows, in pieces', async () => {
    const order: OrderExportRow = {
      orderId: 7,
      createdAt: new Date('2026-11-26T21:00:00Z'),
      status: 'paid',
      customerName: 'Анна',
      phone: null,
      email: null,
      deliveryType: 'pickup',
      address: null,
      deliveryDate: null,
      deliverySlot: null,
      goodsTotal: Money.ofKopecks(123_450),
      deliveryPrice: null,
      promoCode: null,
      discount: Money.ofKopecks(0),
      paidAt: null,
      refundedAt: null,
    };
    const rows = new (class extends ExportReadModel {
      async *orders(_filter: AdminListFilter) {
        for (let i = 0; i < 2000; i++) yield order;
      }
      async *moneyMovements(_filter: AdminListFilter): AsyncIterable<MoneyMovementRow> {}
    })();
    const filter = { dateField: 'created' as const };
    const pieces: string[] = [];
    for await (const piece of new CsvExportQuery(rows).orders(filter)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    const text = pieces.join('');
    expect(text.startsWith('\uFEFF№ заказа;')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(2002);
    expect(text).toContain('7;2026-11-27 00:00;Оплачен;Анна;;;Самовывоз;;;;1234,50;;0,00;;1234,50;;\r\n');
    const payments: string[] = [];
    for await (const piece of new CsvExportQuery(rows).payments(filter)) payments.push(piece);
    expect(payments.join('')).toMatch(/^\uFEFFОперация;.*Причина возврата\r\n$/);
  });
});
