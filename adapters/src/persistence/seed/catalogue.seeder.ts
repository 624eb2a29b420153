import type { EntityManager } from 'typeorm';
import { Money } from '@shop/domain';
import { FLOWER_SEEDS, PRODUCT_SEEDS } from './catalogue.seed-data';

const toKopecks = (roubles: number) => Money.ofRoubles(roubles).kopecks;

/**
 * Inserts the launch catalogue where its ids are still free. Idempotent: rows that exist
 * (perhaps edited by an admin since) are left alone.
 */
export async function seedCatalogue(manager: EntityManager): Promise<{ products: number; flowers: number }> {
  const products = PRODUCT_SEEDS.map((p) => ({
    id: p.id, title: p.title, description: p.description, price_kopecks: toKopecks(p.priceRoubles),
    price_from: p.priceFrom, category: p.category, images: p.images,
  }));
  const flowers = FLOWER_SEEDS.map((f) => ({ id: f.id, title: f.title, price_kopecks: toKopecks(f.priceRoubles), image: f.image }));

  const insertedProducts: unknown[] = await manager.query(
    `INSERT INTO products (id, title, description, price_kopecks, price_from, category, images)
     SELECT id, title, description, price_kopecks, price_from, category, images
     FROM jsonb_to_recordset($1::jsonb) AS x(id int, title text, description text, price_kopecks int, price_from boolean, category text, images text[])
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [JSON.stringify(products)],
  );
  // Products created later by admins take ids after the seeded ones.
  await manager.query(`SELECT setval(pg_get_serial_sequence('products', 'id'), GREATEST((SELECT max(id) FROM products), 1))`);
  const insertedFlowers: unknown[] = await manager.query(
    `INSERT INTO flowers (id, title, price_kopecks, image)
     SELECT id, title, price_kopecks, image FROM jsonb_to_recordset($1::jsonb) AS x(id int, title text, price_kopecks int, image text)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [JSON.stringify(flowers)],
  );
  return { products: insertedProducts.length, flowers: insertedFlowers.length };
}
