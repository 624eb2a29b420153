import { cataloguePage, toFlowerDto, toProductDto, type CataloguePageRequest, type FlowerDto, type Page, type ProductDto } from '@shop/domain';
import { CatalogueReadModel } from '../catalogue.read-model.port';

/** The catalogue as customers see it: visible products and the constructor's flowers in season, in id order. */
export class StorefrontCatalogueQuery {
  constructor(private readonly readModel: CatalogueReadModel) {}

  async listProducts(): Promise<ProductDto[]> {
    const { products } = await this.readModel.snapshot();
    return [...products.values()]
      .filter((product) => product.visible)
      .sort((a, b) => a.id - b.id)
      .map(toProductDto);
  }

  /** One page of it: a category's products in an order (a category page and its «Показать ещё», similar products). */
  async listProductsPage(request: CataloguePageRequest): Promise<Page<ProductDto, number>> {
    return cataloguePage(await this.listProducts(), request);
  }

  /** The product, or null when the id names no visible product. */
  async findProduct(id: number): Promise<ProductDto | null> {
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    const product = (await this.readModel.snapshot()).products.get(id);
    return product?.visible ? toProductDto(product) : null;
  }

  /** Changes whenever products or flowers change (an admin's edit, a price). */
  async version(): Promise<string> {
    return (await this.readModel.snapshot()).version;
  }

  /** The version, when it is known without reading the catalogue (see CatalogueReadModel.heldVersion). */
  heldVersion(): string | null {
    return this.readModel.heldVersion();
  }

  /** The flowers in season, with their stems; one out of season leaves the constructor. */
  async listFlowers(): Promise<FlowerDto[]> {
    const { flowers } = await this.readModel.snapshot();
    return [...flowers.values()]
      .filter((flower) => flower.available)
      .sort((a, b) => a.id - b.id)
      .map(toFlowerDto);
  }
}
