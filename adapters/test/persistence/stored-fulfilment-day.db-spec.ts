import { DataSource } from 'typeorm';
import { databaseOptions } from '../../src/persistence/database-options';
import { MIGRATIONS } from '../../src/persistence/migrations';
import { StoredFulfilmentDay1764000200000 } from '../../src/persistence/migrations/1764000200000-stored-fulfilment-day';
import { toDomain } from '../../src/persistence/orders/order.mapper';
import { OrderOrmEntity } from '../../src/persistence/orders/order.orm-entity';
import { createTestDatabase } from '../support/test-database';

const BEFORE = MIGRATIONS.slice(0, MIGRATIONS.indexOf(StoredFulfilmentDay1764000200000));

/** Orders as the release before the migration stored them: no fulfilment_day yet. */
const ORDERS = [
  // A courier order with its chosen date, paid the evening before.
  {
    id: 1,
    status: 'paid',
    delivery_type: 'moscow',
    delivery_date: '2025-05-03',
    contact_submitted_at: '2025-05-01T10:00:00Z',
    paid_at: '2025-05-02T18:00:00Z',
    payment_id: 'p-1',
  },
  // A pickup without a date, paid at 01:30 Moscow time: that Moscow day, not the UTC one.
  {
    id: 2,
    status: 'paid',
    delivery_type: 'pickup',
    delivery_date: null,
    contact_submitted_at: '2025-05-01T10:00:00Z',
    paid_at: '2025-05-01T22:30:00Z',
    payment_id: 'p-2',
  },
  // Not paid and no contact given yet: no day.
  { id: 3, status: 'pending', delivery_type: 'pickup', delivery_date: null, contact_submitted_at: null, paid_at: null, payment_id: null },
  // A refunded order keeps the day it had.
  {
    id: 4,
    status: 'refunded',
    delivery_type: 'moscow',
    delivery_date: '2025-06-10',
    contact_submitted_at: '2025-06-01T10:00:00Z',
    paid_at: '2025-06-02T09:00:00Z',
    payment_id: 'p-4',
  },
];

async function dataSource(url: string, migrations: DataSource['options']['migrations']): Promise<DataSource> {
  return new DataSource({ ...databaseOptions(url, 2), migrations }).initialize();
}

describe('the stored fulfilment day migration', () => {
  let migrated: DataSource;
  beforeAll(async () => {
    const url = await createTestDatabase();
    const before = await dataSource(url, BEFORE);
    try {
      await before.runMigrations({ transaction: 'each' });
      const [{ id: userId }]: { id: number }[] = await before.query(
        `INSERT INTO users (username, email, password_hash) VALUES ('mila', 'mila@example.ru', 'x') RETURNING id`,
      );
      for (const order of ORDERS) {
        await before.query(
          `INSERT INTO orders (id, user_id, status, delivery_type, goods_total_kopecks, delivery_date, contact_submitted_at, paid_at, payment_id)
           VALUES ($1, $2, $3, $4, 100000, $5, $6, $7, $8)`,
          [order.id, userId, order.status, order.delivery_type, order.delivery_date, order.contact_submitted_at, order.paid_at, order.payment_id],
        );
      }
    } finally {
      await before.destroy();
    }
    migrated = await dataSource(url, MIGRATIONS);
    await migrated.runMigrations({ transaction: 'each' });
  });
  afterAll(() => migrated.destroy());

  it('backfills each stored order with the day its aggregate decides', async () => {
    const rows = await migrated.manager.find(OrderOrmEntity, { order: { id: 'ASC' } });
    expect(rows.map((row) => [row.id, row.fulfilmentDay])).toEqual([
      [1, '2025-05-03'],
      [2, '2025-05-02'],
      [3, null],
      [4, '2025-06-10'],
    ]);
    for (const row of rows) expect(row.fulfilmentDay).toBe(toDomain(row, []).fulfilmentDay());
  });
});
