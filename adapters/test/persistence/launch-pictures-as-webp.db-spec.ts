import { DataSource } from 'typeorm';
import { databaseOptions } from '../../src/persistence/database-options';
import { MIGRATIONS } from '../../src/persistence/migrations';
import { LaunchPicturesAsWebp1764500000000 } from '../../src/persistence/migrations/1764500000000-launch-pictures-as-webp';
import { createTestDatabase } from '../support/test-database';

const BEFORE = MIGRATIONS.slice(0, MIGRATIONS.indexOf(LaunchPicturesAsWebp1764500000000));

/** Products as the release before stored them: launch pictures (SVG) and an admin's uploads, in the admin's order. */
const PRODUCTS: [number, string[]][] = [
  [1, ['/images/products/p1-1.svg', '/images/products/p1-2.svg']],
  [2, ['/uploads/2f0c9a.webp', '/images/products/p2-3.svg', 'https://cdn.example.ru/shop/a1.jpg']],
  [3, ['/uploads/b7e1d4.jpg']],
  [4, ['/images/categories/plants-1.svg']],
];
const FLOWERS: [number, string][] = [
  [301, '/images/flowers/f301.svg'],
  [320, '/uploads/c3d2e1.png'],
];

const stored = async (dataSource: DataSource) => ({
  products: (await dataSource.query(`SELECT id, images FROM products ORDER BY id`)).map((row: { id: number; images: string[] }) => [row.id, row.images]),
  flowers: (await dataSource.query(`SELECT id, image FROM flowers ORDER BY id`)).map((row: { id: number; image: string }) => [row.id, row.image]),
});

describe('the launch pictures as WebP migration', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    const url = await createTestDatabase();
    const before = await new DataSource({ ...databaseOptions(url, 2), migrations: BEFORE }).initialize();
    try {
      await before.runMigrations({ transaction: 'each' });
      for (const [id, images] of PRODUCTS) {
        await before.query(`INSERT INTO products (id, title, description, price_kopecks, category, images) VALUES ($1, 'Товар', '', 100000, 'plants', $2)`, [
          id,
          images,
        ]);
      }
      for (const [id, image] of FLOWERS)
        await before.query(`INSERT INTO flowers (id, title, price_kopecks, image) VALUES ($1, 'Цветок', 10000, $2)`, [id, image]);
    } finally {
      await before.destroy();
    }
    dataSource = await new DataSource({ ...databaseOptions(url, 2), migrations: MIGRATIONS }).initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  });
  afterAll(() => dataSource.destroy());

  it('points the products and flowers that show a launch picture at its WebP rendition, in their order, and leaves every other picture as it was', async () => {
    expect(await stored(dataSource)).toEqual({
      products: [
        [1, ['/images/products/p1-1.webp', '/images/products/p1-2.webp']],
        [2, ['/uploads/2f0c9a.webp', '/images/products/p2-3.webp', 'https://cdn.example.ru/shop/a1.jpg']],
        [3, ['/uploads/b7e1d4.jpg']],
        [4, ['/images/categories/plants-1.svg']],
      ],
      flowers: [
        [301, '/images/flowers/f301.webp'],
        [320, '/uploads/c3d2e1.png'],
      ],
    });
  });

  it('is undone by its down migration', async () => {
    await dataSource.undoLastMigration({ transaction: 'each' });
    try {
      expect(await stored(dataSource)).toEqual({ products: PRODUCTS, flowers: FLOWERS });
    } finally {
      await dataSource.runMigrations({ transaction: 'each' });
    }
  });
});
