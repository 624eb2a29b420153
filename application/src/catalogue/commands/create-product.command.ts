import { ok, type CatalogueError, type MoneyError, type Result } from '@shop/domain';
import { ProductRepository } from '../product.repository.port';
import { productDetailsFromForm, type ProductForm } from '../product-form';

/** The admin adds a product; `onChange` lets the storefront's cached catalogue know. */
export class CreateProduct {
  constructor(
    private readonly products: ProductRepository,
    private readonly onChange: () => void,
  ) {}

  async execute(form: ProductForm, actorUserId: number): Promise<Result<number, CatalogueError | MoneyError>> {
    const details = productDetailsFromForm(form);
    if (!details.ok) return details;
    const id = await this.products.create(details.value, actorUserId);
    this.onChange();
    return ok(id);
  }
}
