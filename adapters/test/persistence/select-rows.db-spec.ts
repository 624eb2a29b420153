import { DataSource, In } from 'typeorm';
import { FlowerOrmEntity } from '../../src/persistence/catalogue/flower.orm-entity';
import { ProductOrmEntity } from '../../src/persistence/catalogue/product.orm-entity';
import { databaseOptions } from '../../src/persistence/database-options';
import { ORM_ENTITIES } from '../../src/persistence/orm-entities';
import { CartPromoOrmEntity } from '../../src/persistence/promo/cart-promo.orm-entity';
import { PromoCodeOrmEntity } from '../../src/persistence/promo/promo-code.orm-entity';
import { seedCatalogue } from '../../src/persistence/seed/catalogue.seeder';
import { insertRows } from '../../src/persistence/shared/insert-rows';
import { selectRows } from '../../src/persistence/shared/select-rows';
import { UserOrmEntity } from '../../src/persistence/users/user.orm-entity';
import { createTestDatabase } from '../support/test-database';

describe('selectRows', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await new DataSource({ ...databaseOptions(await createTestDatabase(), 2), entities: ORM_ENTITIES }).initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    await dataSource.transaction((manager) => seedCatalogue(manager));
  });
  afterAll(() => dataSource.destroy());

  const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

  it("reads the rows TypeORM's find reads: the same entities with the same values, transformed alike", async () => {
    const { manager } = dataSource;
    const products = await selectRows(manager, ProductOrmEntity, 'id = ANY($1)', [[1, 2, 9]]);
    expect(products).toHaveLength(3);
    expect(byId(products)).toEqual(byId(await manager.findBy(ProductOrmEntity, { id: In([1, 2, 9]) })));
    expect(products[0]).toBeInstanceOf(ProductOrmEntity);
    const flowers = await selectRows(manager, FlowerOrmEntity, 'id = ANY($1)', [[1, 3]]);
    expect(byId(flowers)).toEqual(byId(await manager.findBy(FlowerOrmEntity, { id: In([1, 3]) })));
  });

  it('reads defaults, nulls, JSON and moments as find does, and leaves out a column find does not select', async () => {
    const { manager } = dataSource;
    const [{ id: userId }] = await manager.query(
      `INSERT INTO users (username, email, password_hash) VALUES ('lena', 'lena@example.com', 'secret') RETURNING id`,
    );
    await insertRows(manager, PromoCodeOrmEntity, {
      id: 77,
      code: 'ВЕСНА',
      kind: 'fixed',
      amountKopecks: 50_000,
      productIds: [1, 2],
      endsAt: new Date('2027-03-01T00:00:00Z'),
    });
    await insertRows(manager, CartPromoOrmEntity, { userId, promoCodeId: 77 });
    expect(await selectRows(manager, PromoCodeOrmEntity, 'id = $1', [77])).toEqual([await manager.findOneByOrFail(PromoCodeOrmEntity, { id: 77 })]);
    expect(await selectRows(manager, CartPromoOrmEntity, 'user_id = $1', [userId])).toEqual(await manager.findBy(CartPromoOrmEntity, { userId }));
    const [user] = await selectRows(manager, UserOrmEntity, 'id = $1', [userId]);
    expect(user).toEqual(await manager.findOneByOrFail(UserOrmEntity, { id: userId }));
    expect(user.passwordHash).toBeUndefined();
  });

  it('keeps a statement per condition: each condition read again answers with its own rows', async () => {
    const { manager } = dataSource;
    for (let round = 0; round < 2; round++) {
      expect((await selectRows(manager, ProductOrmEntity, 'id = $1', [2])).map(({ id }) => id)).toEqual([2]);
      expect((await selectRows(manager, ProductOrmEntity, 'id IN ($1, $2) ORDER BY id', [1, 3])).map(({ id }) => id)).toEqual([1, 3]);
      expect((await selectRows(manager, ProductOrmEntity, 'id > $1 ORDER BY id LIMIT 1', [4])).map(({ id }) => id)).toEqual([5]);
    }
  });
});
