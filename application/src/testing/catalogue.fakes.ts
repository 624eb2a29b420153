import { testProduct } from '@shop/domain/testing';
import { CONSTRUCTOR_FLOWERS, createFlowerCatalogue, type Flower, type Product, type ProductDetails, type ProductEdit } from '@shop/domain';
import { CatalogueReadModel, type CatalogueSnapshot } from '../catalogue/catalogue.read-model.port';
import { ProductRepository } from '../catalogue/product.repository.port';

export { testProduct as product } from '@shop/domain/testing';

export const snapshotOf = (products: readonly Product[], flowers: readonly Flower[] = CONSTRUCTOR_FLOWERS): CatalogueSnapshot => ({
  products: new Map(products.map((p) => [p.id, p])),
  flowers: createFlowerCatalogue(flowers),
  version: JSON.stringify([products, flowers]),
});

export class InMemoryCatalogue extends CatalogueReadModel {
  constructor(
    public products: Product[] = [],
    private readonly flowers: readonly Flower[] = CONSTRUCTOR_FLOWERS,
  ) {
    super();
  }
  async snapshot(): Promise<CatalogueSnapshot> {
    return snapshotOf(this.products, this.flowers);
  }
  heldVersion(): string {
    return snapshotOf(this.products, this.flowers).version;
  }
}

export class InMemoryProducts extends ProductRepository {
  readonly stored = new Map<number, ProductDetails>();
  readonly audit: { action: string; id: number; actor: number }[] = [];

  async create(details: ProductDetails, actorUserId: number): Promise<number> {
    const id = this.stored.size + 1;
    this.stored.set(id, details);
    this.audit.push({ action: 'created', id, actor: actorUserId });
    return id;
  }
  async update(id: number, edit: ProductEdit, actorUserId: number): Promise<readonly string[] | null> {
    const before = this.stored.get(id);
    if (!before) return null;
    this.stored.set(id, { ...before, ...edit });
    this.audit.push({ action: 'updated', id, actor: actorUserId });
    return before.images;
  }
  async setVisible(id: number, visible: boolean, actorUserId: number): Promise<boolean> {
    const details = this.stored.get(id);
    if (!details) return false;
    this.stored.set(id, { ...details, visible });
    this.audit.push({ action: visible ? 'shown' : 'hidden', id, actor: actorUserId });
    return true;
  }
  async all(): Promise<Product[]> {
    return [...this.stored.entries()].map(([id, details]) => testProduct({ ...details, id }));
  }
}
