import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { FlowerRepository } from '@shop/application';
import type { Flower, FlowerDetails } from '@shop/domain';
import { recordAudit, storedRow } from '../audit/audit-trail';
import { flowerToPersistence, toFlower } from './catalogue.mapper';
import { FlowerOrmEntity } from './flower.orm-entity';

/** Flower writes; each one leaves an audit record of who changed what. */
@Injectable()
export class FlowerTypeormRepository extends FlowerRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  create(details: FlowerDetails, actorUserId: number): Promise<Flower> {
    return this.dataSource.transaction(async (manager) => {
      const { id } = await manager.save(FlowerOrmEntity, flowerToPersistence(details));
      return this.audited(manager, actorUserId, 'flower.created', id);
    });
  }

  update(id: number, change: Partial<FlowerDetails>, actorUserId: number): Promise<Flower | null> {
    return this.dataSource.transaction(async (manager) => {
      const columns = flowerToPersistence(change);
      const { affected } = await manager.update(FlowerOrmEntity, { id }, Object.keys(columns).length ? columns : { id });
      if (!affected) return null;
      return this.audited(manager, actorUserId, 'flower.updated', id);
    });
  }

  async all(): Promise<Flower[]> {
    return (await this.dataSource.getRepository(FlowerOrmEntity).find({ order: { id: 'ASC' } })).map(toFlower);
  }

  /** The flower as it is after the change, recorded in the audit trail. */
  private async audited(manager: EntityManager, actorUserId: number, action: string, id: number): Promise<Flower> {
    const row = await manager.findOneByOrFail(FlowerOrmEntity, { id });
    await recordAudit(manager, { actorUserId, action, entity: 'flower', entityId: id }, storedRow(manager, FlowerOrmEntity, row));
    return toFlower(row);
  }
}
