import type { FlowerDto, ProductDto } from '@shop/domain';
import { CatalogueReadModel } from './catalogue.read-model.port';

/** The catalogue as customers see it: visible products and the constructor's flowers. */
export class CatalogueQueries {
  constructor(private readonly readModel: CatalogueReadModel) {}

  listProducts(): Promise<ProductDto[]> {
    return this.readModel.listVisibleProducts();
  }

  /** The product, or null when the id names no visible product. */
  async findProduct(id: number): Promise<ProductDto | null> {
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    return this.readModel.findVisibleProduct(id);
  }

  listFlowers(): Promise<FlowerDto[]> {
    return this.readModel.listFlowers();
  }
}
