import type { FlowerDto, ProductDto } from '@shop/domain';
import { CatalogueQueries } from './catalogue.queries';
import { CatalogueReadModel } from './catalogue.read-model.port';

const product: ProductDto = {
  id: 2, title: 'Террариум', description: 'Мох и папоротник', price: 4500, price_from: false,
  category: 'terrariums', image: '/images/products/p2-1.svg', images: ['/images/products/p2-1.svg', '/images/products/p2-2.svg'],
};

class InMemoryCatalogue extends CatalogueReadModel {
  readonly lookedUp: number[] = [];
  async listVisibleProducts(): Promise<ProductDto[]> { return [product]; }
  async findVisibleProduct(id: number): Promise<ProductDto | null> { this.lookedUp.push(id); return id === product.id ? product : null; }
  async listFlowers(): Promise<FlowerDto[]> { return []; }
}

describe('CatalogueQueries', () => {
  it('finds a visible product by id', async () => {
    const queries = new CatalogueQueries(new InMemoryCatalogue());
    await expect(queries.findProduct(2)).resolves.toEqual(product);
    await expect(queries.findProduct(3)).resolves.toBeNull();
  });

  it('does not ask the store for ids that cannot exist', async () => {
    const store = new InMemoryCatalogue();
    const queries = new CatalogueQueries(store);
    for (const id of [0, -1, 1.5, Number.NaN, 2 ** 60]) await expect(queries.findProduct(id)).resolves.toBeNull();
    expect(store.lookedUp).toEqual([]);
  });
});
