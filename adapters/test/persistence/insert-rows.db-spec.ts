import { DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { databaseOptions } from '../../src/persistence/database-options';
import { ORM_ENTITIES } from '../../src/persistence/orm-entities';
import { OrderEventOrmEntity } from '../../src/persistence/orders/order-event.orm-entity';
import { OrderLineOrmEntity } from '../../src/persistence/orders/order-line.orm-entity';
import { OrderOrmEntity } from '../../src/persistence/orders/order.orm-entity';
import { insertRows, insertStatement } from '../../src/persistence/shared/insert-rows';
import { createTestDatabase } from '../support/test-database';

describe('insertRows', () => {
  let dataSource: DataSource;
  let customer: number;
  beforeAll(async () => {
    dataSource = await new DataSource({ ...databaseOptions(await createTestDatabase(), 2), entities: ORM_ENTITIES }).initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    [{ id: customer }] = await dataSource.query(`INSERT INTO users (username, email, password_hash) VALUES ('nina', 'nina@example.com', 'x') RETURNING id`);
  });
  afterAll(() => dataSource.destroy());

  const order = (): QueryDeepPartialEntity<OrderOrmEntity> => ({
    id: 9001,
    userId: customer,
    status: 'pending',
    deliveryType: 'moscow',
    deliveryAddressFull: 'Москва, Тверская 1',
    deliveryPriceKopecks: null,
    goodsTotalKopecks: 512_350,
    createdAt: new Date('2026-12-06T10:00:00Z'),
    holdsReservation: true,
    discountKopecks: 0,
    promoOffer: { kind: 'percent', percent: 10, amount_kopecks: null, eligible_keys: ['product:1'] },
  });
  const lines: QueryDeepPartialEntity<OrderLineOrmEntity>[] = [
    { orderId: 9001, lineKey: 'product:1', productId: null, title: 'Монстера', unitPriceKopecks: 250_000, quantity: 2, imageUrl: null, composition: [] },
    {
      orderId: 9001,
      lineKey: 'bouquet:a1',
      productId: null,
      title: 'Букет',
      unitPriceKopecks: 12_350,
      quantity: 1,
      imageUrl: '/images/b.webp',
      composition: [{ flower_id: 3, title: 'Роза', quantity: 5, price_kopecks: 2470, image: null }],
    },
  ];

  /** What TypeORM's own insert builder sends for the same rows, reading nothing back. */
  const typeormsInsert = <T extends ObjectLiteral>(entity: EntityTarget<T>, rows: QueryDeepPartialEntity<T>[]) =>
    dataSource.manager.createQueryBuilder().insert().into(entity).values(rows).updateEntity(false).getQueryAndParameters();

  it("builds the statement TypeORM's insert builds: the same text and parameters, DEFAULT where a row has no value", () => {
    for (const [entity, rows] of [
      [OrderOrmEntity, [order()]],
      [OrderLineOrmEntity, lines],
      [
        OrderEventOrmEntity,
        [{ orderId: 9001, kind: 'status', fromStatus: null, toStatus: 'pending', note: null, actorUserId: customer, createdAt: new Date(0) }],
      ],
    ] as const) {
      const { sql, parameters } = insertStatement(dataSource.manager, entity, rows as never[]);
      expect([sql, parameters]).toEqual(typeormsInsert(entity, rows as never[]));
    }
  });

  it('keeps a text per layout: rows of another count, DEFAULT or SQL get their own, each as TypeORM builds it, and the same layout its text again', () => {
    const { [0]: first, [1]: second } = lines;
    const layouts: QueryDeepPartialEntity<OrderLineOrmEntity>[][] = [
      lines,
      [first],
      [{ ...first, imageUrl: undefined }, second],
      [{ ...first, title: () => "'Монстера'" }],
      [{ ...first, title: () => "'Фикус'" }],
    ];
    const texts = layouts.map((rows) => {
      const statement = insertStatement(dataSource.manager, OrderLineOrmEntity, rows);
      expect([statement.sql, statement.parameters]).toEqual(typeormsInsert(OrderLineOrmEntity, rows));
      return statement.sql;
    });
    expect(new Set(texts).size).toBe(layouts.length);
    const again = insertStatement(dataSource.manager, OrderLineOrmEntity, [
      { ...second, quantity: 7 },
      { ...first, title: 'Фикус' },
    ]);
    expect(again.sql).toBe(texts[0]);
    expect(again.parameters).toEqual(
      typeormsInsert(OrderLineOrmEntity, [
        { ...second, quantity: 7 },
        { ...first, title: 'Фикус' },
      ])[1],
    );
  });

  it('stores the rows as TypeORM reads them back, defaults filled by the database', async () => {
    await dataSource.transaction(async (manager) => {
      await insertRows(manager, OrderOrmEntity, order());
      await insertRows(manager, OrderLineOrmEntity, lines);
    });
    const stored = await dataSource.manager.findOneByOrFail(OrderOrmEntity, { id: 9001 });
    expect(stored).toMatchObject({ ...order(), isApproved: false });
    const storedLines = await dataSource.manager.find(OrderLineOrmEntity, { where: { orderId: 9001 }, order: { id: 'ASC' } });
    expect(storedLines.map(({ id: _id, ...line }) => line)).toEqual(lines);
  });
});
