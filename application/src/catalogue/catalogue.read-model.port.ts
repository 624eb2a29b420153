import type { FlowerDto, ProductDto } from '@shop/domain';

/** Read side of the catalogue: what the shop shows, already in its wire shape. */
export abstract class CatalogueReadModel {
  abstract listVisibleProducts(): Promise<ProductDto[]>;
  abstract findVisibleProduct(id: number): Promise<ProductDto | null>;
  abstract listFlowers(): Promise<FlowerDto[]>;
}
