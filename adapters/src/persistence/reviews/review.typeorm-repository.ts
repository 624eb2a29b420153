import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ReviewRepository, type NewReview } from '@shop/application';
import type { ModeratedStatus, Review } from '@shop/domain';
import { recordAudit, storedRow } from '../audit/audit-trail';
import { ReviewOrmEntity } from './review.orm-entity';
import { toReview } from './review.mapper';

/** Reviews as written and moderated; each moderation is recorded in the audit log with the admins' other actions. */
@Injectable()
export class ReviewTypeormRepository extends ReviewRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async add(review: NewReview): Promise<Review | null> {
    const inserted = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(ReviewOrmEntity)
      .values({
        orderId: review.orderId,
        customerId: review.customerId,
        rating: review.rating,
        text: review.text,
        author: review.author,
        createdAt: review.createdAt,
      })
      .orIgnore()
      .returning('id')
      .execute();
    // The order's review already there: nothing was inserted.
    const [row] = inserted.raw as { id: number }[];
    return row ? this.byId(row.id) : null;
  }

  async ofOrder(orderId: number): Promise<Review | null> {
    const row = await this.dataSource.getRepository(ReviewOrmEntity).findOneBy({ orderId });
    return row ? toReview(row) : null;
  }

  moderate(id: number, status: ModeratedStatus, at: Date, actorUserId: number): Promise<Review | null> {
    return this.dataSource.transaction(async (manager) => {
      const before = await manager.findOne(ReviewOrmEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!before) return null;
      await manager.update(ReviewOrmEntity, { id }, { status, moderatedAt: at });
      const after = await manager.findOneByOrFail(ReviewOrmEntity, { id });
      await recordAudit(manager, { actorUserId, action: `review.${status}`, entity: 'review', entityId: id, at }, storedRow(manager, ReviewOrmEntity, after));
      return toReview(after);
    });
  }

  attachPhoto(id: number, url: string): Promise<{ readonly replaced: string | null } | 'not-pending'> {
    return this.dataSource.transaction(async (manager) => {
      const before = await manager.findOne(ReviewOrmEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (before?.status !== 'pending') return 'not-pending';
      await manager.update(ReviewOrmEntity, { id }, { photoUrl: url });
      return { replaced: before.photoUrl };
    });
  }

  private async byId(id: number): Promise<Review | null> {
    const row = await this.dataSource.getRepository(ReviewOrmEntity).findOneBy({ id });
    return row ? toReview(row) : null;
  }
}
