import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogueReadModel } from '@shop/application';
import type { FlowerDto, ProductDto } from '@shop/domain';
import { toFlowerDto, toProductDto } from './catalogue.mapper';
import { FlowerOrmEntity } from './flower.orm-entity';
import { ProductOrmEntity } from './product.orm-entity';

/**
 * How long one replica reuses what it read. The catalogue is small and changes rarely; every
 * cart add and page render reads it, and an admin's change reaches all replicas within this time
 * (at once on the replica that made it, see `forget`). Orders re-read prices in their transaction.
 */
export const CATALOGUE_CACHE_MS = 5_000;

interface Snapshot {
  readonly readAt: number;
  readonly products: readonly ProductDto[];
  readonly flowers: readonly FlowerDto[];
}

@Injectable()
export class CatalogueTypeormReadModel extends CatalogueReadModel {
  private snapshot: Promise<Snapshot> | null = null;

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async listVisibleProducts(): Promise<ProductDto[]> {
    return [...(await this.current()).products];
  }

  async findVisibleProduct(id: number): Promise<ProductDto | null> {
    return (await this.current()).products.find((product) => product.id === id) ?? null;
  }

  async listFlowers(): Promise<FlowerDto[]> {
    return [...(await this.current()).flowers];
  }

  /** Drops the cached snapshot (after an admin changed the catalogue on this replica). */
  forget(): void {
    this.snapshot = null;
  }

  private async current(): Promise<Snapshot> {
    const cached = this.snapshot && (await this.snapshot);
    if (cached && Date.now() - cached.readAt < CATALOGUE_CACHE_MS) return cached;
    // Concurrent callers share one read.
    this.snapshot = this.read();
    try {
      return await this.snapshot;
    } catch (error) {
      this.snapshot = null;
      throw error;
    }
  }

  private async read(): Promise<Snapshot> {
    const [products, flowers] = await Promise.all([
      this.dataSource.getRepository(ProductOrmEntity).find({ where: { isVisible: true }, order: { id: 'ASC' } }),
      this.dataSource.getRepository(FlowerOrmEntity).find({ order: { id: 'ASC' } }),
    ]);
    return { readAt: Date.now(), products: products.map(toProductDto), flowers: flowers.map(toFlowerDto) };
  }
}
