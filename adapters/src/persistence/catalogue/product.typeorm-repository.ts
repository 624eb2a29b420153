import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ProductRepository } from '@shop/application';
import type { Product, ProductDetails } from '@shop/domain';
import { toProduct } from './catalogue.mapper';
import { ProductOrmEntity } from './product.orm-entity';

const columns = (p: ProductDetails) => [p.title, p.description, p.category, p.price.kopecks, p.priceFrom, p.images, p.visible];

/** Product writes; each one leaves an audit record of who changed what. */
@Injectable()
export class ProductTypeormRepository extends ProductRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  create(product: ProductDetails, actorUserId: number): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const [{ id }]: { id: number }[] = await manager.query(
        `INSERT INTO products (title, description, category, price_kopecks, price_from, images, is_visible)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        columns(product),
      );
      await this.audit(manager, actorUserId, 'product.created', id);
      return id;
    });
  }

  update(id: number, product: ProductDetails, actorUserId: number): Promise<readonly string[] | null> {
    return this.dataSource.transaction(async (manager) => {
      const [before]: { images: string[] }[] = await manager.query(`SELECT images FROM products WHERE id = $1 FOR UPDATE`, [id]);
      if (!before) return null;
      await manager.query(
        `UPDATE products SET title = $2, description = $3, category = $4, price_kopecks = $5, price_from = $6, images = $7,
           is_visible = $8, updated_at = now() WHERE id = $1`,
        [id, ...columns(product)],
      );
      await this.audit(manager, actorUserId, 'product.updated', id);
      return before.images;
    });
  }

  setVisible(id: number, visible: boolean, actorUserId: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [rows]: [unknown[], number] = await manager.query(`UPDATE products SET is_visible = $2, updated_at = now() WHERE id = $1 RETURNING id`, [id, visible]);
      if (rows.length === 0) return false;
      await this.audit(manager, actorUserId, visible ? 'product.shown' : 'product.hidden', id);
      return true;
    });
  }

  async all(): Promise<Product[]> {
    return (await this.dataSource.getRepository(ProductOrmEntity).find({ order: { id: 'ASC' } })).map(toProduct);
  }

  /** The product as it is after the change. */
  private async audit(manager: EntityManager, actorUserId: number, action: string, id: number): Promise<void> {
    await manager.query(
      `INSERT INTO audit_log (actor_user_id, action, entity, entity_id, snapshot)
       SELECT $1, $2, 'product', $3, to_jsonb(p) FROM products p WHERE p.id = $4`,
      [actorUserId, action, String(id), id],
    );
  }
}
