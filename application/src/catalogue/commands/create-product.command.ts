import { ok, uploadedImageRule, withStockDefaults, type CatalogueError, type MoneyError, type Result } from '@shop/domain';
import { FileStorage } from '../../shared/file-storage.port';
import { ProductRepository } from '../product.repository.port';
import { productDetailsFromForm, type ProductForm } from '../product-form';

/** The admin adds a product; `onChange` lets the storefront's cached catalogue know. */
export class CreateProduct {
  constructor(
    private readonly products: ProductRepository,
    private readonly storage: FileStorage,
    private readonly onChange: () => void,
  ) {}

  async execute(form: ProductForm, actorUserId: number): Promise<Result<number, CatalogueError | MoneyError>> {
    const details = productDetailsFromForm(form, uploadedImageRule(this.storage.publicUrl));
    if (!details.ok) return details;
    const id = await this.products.create(withStockDefaults(details.value), actorUserId);
    this.onChange();
    return ok(id);
  }
}
