import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogueReadModel, type CatalogueSnapshot } from '@shop/application';
import { isDatabaseUnavailable } from '../database-unavailable';
import { toCartCatalogue } from './catalogue.mapper';
import { FlowerOrmEntity } from './flower.orm-entity';
import { ProductOrmEntity } from './product.orm-entity';

/**
 * How long one replica reuses what it read. The catalogue is small and changes rarely; every
 * cart add and page render reads it, and an admin's change reaches all replicas within this time
 * (at once on the replica that made it, see `forget`). Orders re-read prices in their transaction.
 */
export const CATALOGUE_CACHE_MS = 5_000;

interface Cached {
  readonly readAt: number;
  readonly snapshot: CatalogueSnapshot;
}

@Injectable()
export class CatalogueTypeormReadModel extends CatalogueReadModel {
  private cached: Promise<Cached> | null = null;
  /** What `cached` resolved to, while it is the one held. */
  private held: Cached | null = null;
  private lastGood: Cached | null = null;

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async snapshot(): Promise<CatalogueSnapshot> {
    const cached = this.cached && (await this.cached.catch(() => null));
    if (cached && Date.now() - cached.readAt < CATALOGUE_CACHE_MS) return cached.snapshot;
    // Concurrent callers share one read.
    const reading = (this.cached = this.read());
    this.held = null;
    try {
      const fresh = await reading;
      if (this.cached === reading) this.held = fresh;
      this.lastGood = fresh;
      return fresh.snapshot;
    } catch (error) {
      this.cached = null;
      // While the database is unreachable the shop still shows what it last read.
      if (this.lastGood && isDatabaseUnavailable(error)) return this.lastGood.snapshot;
      throw error;
    }
  }

  heldVersion(): string | null {
    const held = this.held;
    return held && Date.now() - held.readAt < CATALOGUE_CACHE_MS ? held.snapshot.version : null;
  }

  /** Drops the cached snapshot (after an admin changed the catalogue on this replica). */
  forget(): void {
    this.cached = null;
    this.held = null;
    this.lastGood = null;
  }

  private async read(): Promise<Cached> {
    const [products, flowers] = await Promise.all([
      this.dataSource.getRepository(ProductOrmEntity).find({ order: { id: 'ASC' } }),
      this.dataSource.getRepository(FlowerOrmEntity).find({ order: { id: 'ASC' } }),
    ]);
    const version = createHash('sha256')
      .update(JSON.stringify([products, flowers]))
      .digest('base64url')
      .slice(0, 16);
    return { readAt: Date.now(), snapshot: { ...toCartCatalogue(products, flowers), version } };
  }
}
