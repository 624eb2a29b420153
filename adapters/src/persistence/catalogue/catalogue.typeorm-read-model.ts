import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogueReadModel } from '@shop/application';
import type { FlowerDto, ProductDto } from '@shop/domain';
import { toFlowerDto, toProductDto } from './catalogue.mapper';
import { FlowerOrmEntity } from './flower.orm-entity';
import { ProductOrmEntity } from './product.orm-entity';

@Injectable()
export class CatalogueTypeormReadModel extends CatalogueReadModel {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async listVisibleProducts(): Promise<ProductDto[]> {
    const rows = await this.dataSource.getRepository(ProductOrmEntity).find({ where: { isVisible: true }, order: { id: 'ASC' } });
    return rows.map(toProductDto);
  }

  async findVisibleProduct(id: number): Promise<ProductDto | null> {
    const row = await this.dataSource.getRepository(ProductOrmEntity).findOneBy({ id, isVisible: true });
    return row ? toProductDto(row) : null;
  }

  async listFlowers(): Promise<FlowerDto[]> {
    const rows = await this.dataSource.getRepository(FlowerOrmEntity).find({ order: { id: 'ASC' } });
    return rows.map(toFlowerDto);
  }
}
