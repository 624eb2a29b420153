import type { EntityManager } from 'typeorm';
import { Money } from '@shop/domain';
import { FlowerOrmEntity } from '../catalogue/flower.orm-entity';
import { ProductOrmEntity } from '../catalogue/product.orm-entity';
import { continueIdentityAfter } from '../shared/identity-sequence';
import { insertUnlessPresent } from '../shared/insert-unless-present';
import { FLOWER_SEEDS, PRODUCT_SEEDS } from './catalogue.seed-data';

const toKopecks = (roubles: number) => Money.ofRoubles(roubles).kopecks;

/**
 * Inserts the launch catalogue where its ids are still free. Idempotent: rows that exist
 * (perhaps edited by an admin since) are left alone.
 */
export async function seedCatalogue(manager: EntityManager): Promise<{ products: number; flowers: number }> {
  const products: Omit<ProductOrmEntity, 'isVisible' | 'createdAt' | 'updatedAt'>[] = PRODUCT_SEEDS.map((p) => ({
    id: p.id,
    title: p.title,
    description: p.description,
    priceKopecks: toKopecks(p.priceRoubles),
    priceFrom: p.priceFrom,
    category: p.category,
    images: [...p.images],
    stock: p.stock ?? null,
    leadDays: p.leadDays ?? 0,
  }));
  const flowers: FlowerOrmEntity[] = FLOWER_SEEDS.map((f) => ({
    id: f.id,
    title: f.title,
    priceKopecks: toKopecks(f.priceRoubles),
    image: f.image,
    available: true,
    stock: null,
  }));

  const insertedProducts = await insertUnlessPresent(manager, ProductOrmEntity, products);
  // Products created later by admins take ids after the seeded ones.
  await continueIdentityAfter(manager, ProductOrmEntity, Math.max((await manager.maximum(ProductOrmEntity, 'id')) ?? 1, 1));
  const insertedFlowers = await insertUnlessPresent(manager, FlowerOrmEntity, flowers);
  return { products: insertedProducts, flowers: insertedFlowers };
}
