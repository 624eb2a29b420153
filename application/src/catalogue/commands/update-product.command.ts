import { CATALOGUE_ERRORS, err, ok, uploadedImageRule, type CatalogueError, type MoneyError, type Result } from '@shop/domain';
import { FileStorage } from '../../shared/file-storage.port';
import { ProductRepository } from '../product.repository.port';
import { productDetailsFromForm, type ProductForm } from '../product-form';

/** The admin edits a product; orders already placed keep what they bought. */
export class UpdateProduct {
  constructor(
    private readonly products: ProductRepository,
    private readonly storage: FileStorage,
    private readonly onChange: () => void,
  ) {}

  async execute(id: number, form: ProductForm, actorUserId: number): Promise<Result<void, CatalogueError | MoneyError>> {
    const details = productDetailsFromForm(form, uploadedImageRule(this.storage.publicUrl));
    if (!details.ok) return details;
    if (!(await this.products.update(id, details.value, actorUserId))) return err(CATALOGUE_ERRORS.productNotFound);
    this.onChange();
    return ok(undefined);
  }
}
