import { Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { ReviewReadModel } from '@shop/application';
import type { AdminReviewView, Page, PageRequest, ProductReviews, Review, ReviewStatus } from '@shop/domain';
import { isDatabaseUnavailable } from '../database-unavailable';
import { OrderLineOrmEntity } from '../orders/order-line.orm-entity';
import { UserOrmEntity } from '../users/user.orm-entity';
import { ReviewOrmEntity } from './review.orm-entity';
import { toReview } from './review.mapper';

/** How long a replica keeps the reviews' version; a moderation here forgets it at once (like the catalogue's cache). */
export const REVIEWS_VERSION_CACHE_MS = 5_000;

/** A review's sort key in the admin's list: created_at in microseconds since the epoch (the lists' cursor). */
const KEY = `(extract(epoch FROM r.created_at) * 1000000)::bigint::text`;

@Injectable()
export class ReviewTypeormReadModel extends ReviewReadModel {
  private cachedVersion: { readonly at: number; readonly version: Promise<string>; read?: string } | null = null;
  private lastGood: string | null = null;

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async ofCustomer(customerId: number): Promise<Review[]> {
    const rows = await this.dataSource.getRepository(ReviewOrmEntity).find({ where: { customerId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toReview);
  }

  async page(status: ReviewStatus | undefined, page: PageRequest): Promise<Page<AdminReviewView>> {
    const matching = () => {
      const query = this.dataSource.getRepository(ReviewOrmEntity).createQueryBuilder('r');
      return status ? query.where('r.status = :status', { status }) : query;
    };
    const listed = matching().addSelect(KEY, 'key');
    if (page.after) {
      listed.andWhere(`(r.created_at, r.id) < (timestamptz 'epoch' + :afterKey::bigint * interval '1 microsecond', :afterId::integer)`, {
        afterKey: page.after.key,
        afterId: page.after.id,
      });
    }
    const [{ entities, raw }, total] = await Promise.all([
      listed
        .orderBy('r.created_at', 'DESC')
        .addOrderBy('r.id', 'DESC')
        .limit(page.limit + 1)
        .getRawAndEntities<{ key: string }>(),
      matching().getCount(),
    ]);
    const shown = entities.slice(0, page.limit);
    const last = shown.at(-1);
    const next = entities.length > page.limit && last ? { key: raw[shown.length - 1].key, id: last.id } : null;
    return { items: await this.views(shown), total, next };
  }

  async view(id: number): Promise<AdminReviewView | null> {
    const row = await this.dataSource.getRepository(ReviewOrmEntity).findOneBy({ id });
    return row ? ((await this.views([row]))[0] ?? null) : null;
  }

  async publishedOf(productId: number, limit: number): Promise<ProductReviews> {
    const published = () =>
      this.dataSource
        .getRepository(ReviewOrmEntity)
        .createQueryBuilder('r')
        .where(`r.status = 'published'`)
        .andWhere((query: SelectQueryBuilder<ReviewOrmEntity>) => {
          const lines = query.subQuery().select('1').from(OrderLineOrmEntity, 'l').where('l.order_id = r.order_id').andWhere('l.product_id = :productId');
          return `EXISTS ${lines.getQuery()}`;
        })
        .setParameter('productId', productId);
    const [totals, latest] = await Promise.all([
      published().select('count(*)::integer', 'count').addSelect('coalesce(sum(r.rating), 0)::integer', 'sum').getRawOne<{ count: number; sum: number }>(),
      published().orderBy('r.created_at', 'DESC').addOrderBy('r.id', 'DESC').limit(limit).getMany(),
    ]);
    return { ratingSum: totals?.sum ?? 0, count: totals?.count ?? 0, latest: latest.map(toReview) };
  }

  async version(): Promise<string> {
    if (!this.cachedVersion || Date.now() - this.cachedVersion.at >= REVIEWS_VERSION_CACHE_MS) {
      this.cachedVersion = { at: Date.now(), version: this.readVersion() };
    }
    const cached = this.cachedVersion;
    try {
      this.lastGood = cached.read = await cached.version;
      return this.lastGood;
    } catch (error) {
      if (this.cachedVersion === cached) this.cachedVersion = null;
      // While the database is unreachable pages keep the version last read, like the catalogue's.
      if (this.lastGood !== null && isDatabaseUnavailable(error)) return this.lastGood;
      throw error;
    }
  }

  heldVersion(): string | null {
    const cached = this.cachedVersion;
    return cached?.read !== undefined && Date.now() - cached.at < REVIEWS_VERSION_CACHE_MS ? cached.read : null;
  }

  forget(): void {
    this.cachedVersion = null;
  }

  /** Every moderation moves the latest moderated_at; with the number published, what product pages show of reviews. */
  private async readVersion(): Promise<string> {
    const row = await this.dataSource
      .getRepository(ReviewOrmEntity)
      .createQueryBuilder('r')
      .select(`count(*) FILTER (WHERE r.status = 'published')::text`, 'published')
      .addSelect(`coalesce((extract(epoch FROM max(r.moderated_at)) * 1000000)::bigint::text, '0')`, 'moderated')
      .getRawOne<{ published: string; moderated: string }>();
    return `${row?.published ?? 0}-${row?.moderated ?? 0}`;
  }

  /** The reviews with their account's e-mail and the catalogue products of their orders: two more queries for the page. */
  private async views(rows: readonly ReviewOrmEntity[]): Promise<AdminReviewView[]> {
    if (rows.length === 0) return [];
    const [accounts, lines] = await Promise.all([
      this.dataSource
        .getRepository(UserOrmEntity)
        .createQueryBuilder('u')
        .select(['u.id', 'u.email'])
        .where('u.id IN (:...ids)', { ids: [...new Set(rows.map((row) => row.customerId))] })
        .getMany(),
      this.dataSource
        .getRepository(OrderLineOrmEntity)
        .createQueryBuilder('l')
        .select(['l.id', 'l.orderId', 'l.productId', 'l.title'])
        .where('l.order_id IN (:...ids)', { ids: rows.map((row) => row.orderId) })
        .andWhere('l.product_id IS NOT NULL')
        .orderBy('l.id')
        .getMany(),
    ]);
    const emails = new Map(accounts.map((account) => [account.id, account.email]));
    return rows.map((row) => ({
      review: toReview(row),
      customerEmail: emails.get(row.customerId) ?? '',
      products: lines
        .filter((line) => line.orderId === row.orderId && line.productId !== null)
        .map((line) => ({ id: line.productId as number, title: line.title })),
    }));
  }
}
