import { DataSource } from 'typeorm';
import { DEFAULT_SLOT_CAPACITIES, FULFILMENT_STAGES, ORDER_STATUSES, DELIVERY_TYPES } from '@shop/domain';

import { databaseOptions } from '../../src/persistence/database-options';
import { prepareSchema, seedDatabase } from '../../src/persistence/database-setup';
import { groupLines, toDomain, toPersistence } from '../../src/persistence/orders/order.mapper';
import { OrderLineOrmEntity } from '../../src/persistence/orders/order-line.orm-entity';
import { OrderOrmEntity } from '../../src/persistence/orders/order.orm-entity';
import { Argon2PasswordHasher } from '../../src/security/argon2-password-hasher';
import { PRODUCT_SEEDS } from '../../src/persistence/seed/catalogue.seed-data';
import { seedVolume, VOLUME_EMAIL_DOMAIN } from '../../src/persistence/seed/volume.seeder';
import { createTestDatabase } from '../support/test-database';

const NOW = new Date('2026-11-27T12:00:00Z');
/** Small enough for a test, long enough that the coming days' open orders are plenty; 29 products added to the 11 seeded. */
const SIZE = { products: 40, orders: 500, customers: 60, days: 40 };

interface ProductRow {
  id: number;
  title: string;
  description: string;
  price_kopecks: number;
  price_from: boolean;
  category: string;
  images: string[];
  is_visible: boolean;
  stock: number | null;
  lead_days: number;
}

describe('the volume seed (`npm run seed:volume`) on a small scale', () => {
  let dataSource: DataSource;
  let orders: OrderOrmEntity[];
  const count = async (sql: string, params: unknown[] = []): Promise<number> => Number((await dataSource.query(sql, params))[0].count);

  beforeAll(async () => {
    dataSource = await new DataSource(databaseOptions(await createTestDatabase(), 2)).initialize();
    await prepareSchema(dataSource, true);
    await seedDatabase(dataSource, new Argon2PasswordHasher(), { email: 'owner@example.ru', password: 'Owner-password-1' });
    await expect(seedVolume(dataSource, { ...SIZE, now: NOW, passwordHash: 'hash' })).resolves.toEqual({
      seeded: true,
      orders: 500,
      customers: 60,
      products: 40,
      addedProducts: 29,
    });
    orders = await dataSource.manager.find(OrderOrmEntity, { order: { id: 'ASC' } });
  });
  afterAll(() => dataSource?.destroy());

  it('makes the customers and their orders, in every status, fulfilment stage and delivery type, with bouquets', async () => {
    expect(await count(`SELECT count(*) FROM users WHERE email LIKE $1 AND role = 'user'`, [`%@${VOLUME_EMAIL_DOMAIN}`])).toBe(60);
    expect(orders).toHaveLength(500);
    const perStatus = new Map(ORDER_STATUSES.map((status) => [status, orders.filter((o) => o.status === status).length]));
    for (const status of ORDER_STATUSES) expect(perStatus.get(status)).toBeGreaterThan(0);
    // Most of a shop's orders end paid; a few are refunded.
    expect(perStatus.get('paid')).toBeGreaterThan(250);
    expect(perStatus.get('refunded')).toBeLessThan(perStatus.get('canceled') ?? 0);
    for (const stage of FULFILMENT_STAGES) expect(orders.some((o) => o.fulfilmentStage === stage)).toBe(true);
    for (const type of DELIVERY_TYPES) expect(orders.some((o) => o.deliveryType === type)).toBe(true);
    expect(orders.some((o) => o.deletedAt !== null && o.cancelReason !== null)).toBe(true);
    expect(orders.some((o) => o.status === 'pending' && o.contactSubmittedAt === null)).toBe(true);
    expect(
      await count(`SELECT count(*) FROM order_lines WHERE line_key LIKE 'bouquet:%' AND jsonb_array_length(composition) > 0 AND product_id IS NULL`),
    ).toBeGreaterThan(50);
    expect(Math.max(...orders.map((o) => o.createdAt.getTime()))).toBeLessThanOrEqual(NOW.getTime());
  });

  it('grows the catalogue with variants of the seeded fixed-price products, each category in its share, and the orders buy them', async () => {
    const products: ProductRow[] = await dataSource.query(
      `SELECT id, title, description, price_kopecks, price_from, category, images, is_visible, stock, lead_days FROM products ORDER BY id`,
    );
    expect(products.filter((p) => p.is_visible)).toHaveLength(SIZE.products);
    const copies = products.filter((p) => p.id > PRODUCT_SEEDS.length);
    expect(copies).toHaveLength(SIZE.products - PRODUCT_SEEDS.length);
    const sources = PRODUCT_SEEDS.filter((seed) => !seed.priceFrom);
    for (const copy of copies) {
      const source = sources.find((seed) => seed.description === copy.description);
      expect(source).toBeDefined();
      expect({ id: copy.id, category: copy.category, images: copy.images, stock: copy.stock, leadDays: copy.lead_days }).toEqual({
        id: copy.id,
        category: source!.category,
        images: source!.images,
        stock: source!.stock ?? null,
        leadDays: source!.leadDays ?? 0,
      });
      expect(copy).toMatchObject({ is_visible: true, price_from: false });
      // «Замиокулькас в бетонном кашпо, высота 60 см»; the eucalyptus gets another vase instead of its own.
      expect(copy.title).toMatch(/^[^,]+ (в|с|на) [^,]+, (мини, )?высота \d+ см$/);
      expect(copy.title.startsWith(source!.title.replace(/ в [^«»]+$/, ''))).toBe(true);
      // Whole roubles (tens of them), around the source's price.
      expect(copy.price_kopecks % 1000).toBe(0);
      expect(copy.price_kopecks / 100 / source!.priceRoubles).toBeGreaterThanOrEqual(0.6);
      expect(copy.price_kopecks / 100 / source!.priceRoubles).toBeLessThanOrEqual(1.6);
    }
    expect(new Set(products.map((p) => p.title)).size).toBe(products.length);
    for (const category of ['plants', 'terrariums', 'Artificial_plants', 'ServiceFlowers']) {
      const share = sources.filter((seed) => seed.category === category).length / sources.length;
      expect(Math.abs(copies.filter((p) => p.category === category).length - share * copies.length)).toBeLessThanOrEqual(1);
    }
    // An admin's next product takes the next id.
    expect(await count(`SELECT nextval(pg_get_serial_sequence('products', 'id')) AS count`)).toBe(SIZE.products + 1);
    expect(await count(`SELECT count(DISTINCT product_id) FROM order_lines WHERE product_id > $1`, [PRODUCT_SEEDS.length])).toBeGreaterThan(20);
    expect(await count(`SELECT count(*) FROM cart_lines WHERE product_id > $1`, [PRODUCT_SEEDS.length])).toBeGreaterThan(0);
  });

  it('stores every order as the Order aggregate would: goods total, fulfilment day, holds_reservation, payment', async () => {
    const lines = groupLines(await dataSource.manager.find(OrderLineOrmEntity, { order: { id: 'ASC' } }));
    const payments = new Map<string, number>(
      (await dataSource.query(`SELECT id, amount_kopecks FROM payments WHERE status = 'succeeded'`)).map((p: { id: string; amount_kopecks: number }) => [
        p.id,
        p.amount_kopecks,
      ]),
    );
    for (const row of orders) {
      const order = toDomain(row, lines.get(row.id) ?? []);
      const decided = toPersistence(order);
      expect({ id: row.id, goods: row.goodsTotalKopecks, day: row.fulfilmentDay, holds: row.holdsReservation }).toEqual({
        id: row.id,
        goods: decided.goodsTotalKopecks,
        day: decided.fulfilmentDay,
        holds: decided.holdsReservation,
      });
      expect(order.lines.length).toBeGreaterThan(0);
      const moneyMoved = order.status === 'paid' || order.status === 'refunded';
      expect({ id: row.id, paid: order.payment !== null, amount: order.payment ? payments.get(order.payment.paymentId) : undefined }).toEqual({
        id: row.id,
        paid: moneyMoved,
        amount: moneyMoved ? order.totalPayable().kopecks : undefined,
      });
      if (order.isApproved) expect(order.confirmedAt!.getTime()).toBeGreaterThanOrEqual(order.createdAt.getTime());
      if (order.payment) expect(order.payment.paidAt.getTime()).toBeGreaterThanOrEqual(order.confirmedAt!.getTime());
    }
  });

  it('refunds each refunded order once, never more than its payment', async () => {
    expect(await count(`SELECT count(*) FROM refunds`)).toBe(orders.filter((o) => o.status === 'refunded').length);
    expect(
      await count(
        `SELECT count(*) FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE r.amount_kopecks > p.amount_kopecks OR p.order_id <> r.order_id`,
      ),
    ).toBe(0);
    expect(await count(`SELECT count(*) FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.status <> 'refunded'`)).toBe(0);
  });

  it('fills no slot beyond its default capacity and keeps every day within two months', async () => {
    const [fullest] = await dataSource.query(
      `SELECT max(held) FILTER (WHERE kind = 'courier') AS courier, max(held) FILTER (WHERE kind = 'pickup') AS pickup
       FROM (SELECT delivery_date, delivery_slot, CASE WHEN delivery_type = 'pickup' THEN 'pickup' ELSE 'courier' END AS kind, count(*)::int AS held
             FROM orders WHERE holds_reservation AND delivery_date IS NOT NULL GROUP BY 1, 2, 3) slots`,
    );
    expect(fullest.courier).toBeLessThanOrEqual(DEFAULT_SLOT_CAPACITIES.courier);
    expect(fullest.pickup).toBeLessThanOrEqual(DEFAULT_SLOT_CAPACITIES.pickup);
    expect(await count(`SELECT count(*) FROM orders WHERE delivery_slot IS NOT NULL AND delivery_type = 'pickup' AND delivery_slot = '19-22'`)).toBe(0);
    expect(await count(`SELECT count(*) FROM orders WHERE delivery_date > DATE '2026-12-10' OR created_at < TIMESTAMPTZ '2026-10-01'`)).toBe(0);
  });

  it('logs the history, page views and open carts', async () => {
    const paid = orders.filter((o) => o.paidAt !== null).length;
    expect(await count(`SELECT count(*) FROM order_events WHERE kind = 'status' AND to_status = 'paid'`)).toBe(paid);
    expect(await count(`SELECT count(*) FROM order_events WHERE kind = 'fulfilment' AND created_at > $1`, [NOW])).toBe(0);
    expect(await count(`SELECT count(DISTINCT day) FROM page_views`)).toBe(SIZE.days);
    expect(
      await count(`SELECT count(*) FROM cart_lines c JOIN users u ON u.id = c.user_id WHERE u.email LIKE $1`, [`%@${VOLUME_EMAIL_DOMAIN}`]),
    ).toBeGreaterThan(0);
  });

  it('refuses to run a second time and changes nothing', async () => {
    await expect(seedVolume(dataSource, { ...SIZE, now: NOW, passwordHash: 'hash' })).resolves.toEqual({
      seeded: false,
      reason: `the volume is already seeded (60 customers @${VOLUME_EMAIL_DOMAIN})`,
    });
    expect(await count(`SELECT count(*) FROM orders`)).toBe(500);
    expect(await count(`SELECT count(*) FROM products`)).toBe(SIZE.products);
  });
});
