import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ProductRepository } from '@shop/application';
import type { Product, ProductDetails, ProductEdit } from '@shop/domain';
import { recordAudit, storedRow } from '../audit/audit-trail';
import { productEditToPersistence, productToPersistence, toProduct } from './catalogue.mapper';
import { ProductOrmEntity } from './product.orm-entity';

/** Product writes; each one leaves an audit record of who changed what. */
@Injectable()
export class ProductTypeormRepository extends ProductRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  create(product: ProductDetails, actorUserId: number): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const { id } = await manager.save(ProductOrmEntity, productToPersistence(product));
      await this.audit(manager, actorUserId, 'product.created', id);
      return id;
    });
  }

  update(id: number, product: ProductEdit, actorUserId: number): Promise<readonly string[] | null> {
    return this.dataSource.transaction(async (manager) => {
      const before = await manager.findOne(ProductOrmEntity, { select: { id: true, images: true }, where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!before) return null;
      await manager.update(ProductOrmEntity, { id }, { ...productEditToPersistence(product), updatedAt: () => 'now()' });
      await this.audit(manager, actorUserId, 'product.updated', id);
      return before.images;
    });
  }

  setVisible(id: number, visible: boolean, actorUserId: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const { affected } = await manager.update(ProductOrmEntity, { id }, { isVisible: visible, updatedAt: () => 'now()' });
      if (!affected) return false;
      await this.audit(manager, actorUserId, visible ? 'product.shown' : 'product.hidden', id);
      return true;
    });
  }

  async all(): Promise<Product[]> {
    return (await this.dataSource.getRepository(ProductOrmEntity).find({ order: { id: 'ASC' } })).map(toProduct);
  }

  /** The product as it is after the change. */
  private async audit(manager: EntityManager, actorUserId: number, action: string, id: number): Promise<void> {
    const product = await manager.findOneByOrFail(ProductOrmEntity, { id });
    await recordAudit(manager, { actorUserId, action, entity: 'product', entityId: id }, storedRow(manager, ProductOrmEntity, product));
  }
}
