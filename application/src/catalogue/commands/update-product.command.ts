import { CATALOGUE_ERRORS, err, ok, uploadedImageRule, type CatalogueError, type MoneyError, type Result } from '@shop/domain';
import { FileStorage } from '../../shared/file-storage.port';
import { UnreferencedUploads } from '../../uploads/unreferenced-uploads.service';
import { ProductRepository } from '../product.repository.port';
import { productDetailsFromForm, type ProductForm } from '../product-form';

/** The admin edits a product; orders already placed keep what they bought, and pictures no longer shown anywhere are deleted. */
export class UpdateProduct {
  constructor(
    private readonly products: ProductRepository,
    private readonly storage: FileStorage,
    private readonly uploads: UnreferencedUploads,
    private readonly onChange: () => void,
  ) {}

  async execute(id: number, form: ProductForm, actorUserId: number): Promise<Result<void, CatalogueError | MoneyError>> {
    const details = productDetailsFromForm(form, uploadedImageRule(this.storage.publicUrl));
    if (!details.ok) return details;
    const before = await this.products.update(id, details.value, actorUserId);
    if (!before) return err(CATALOGUE_ERRORS.productNotFound);
    this.onChange();
    // An order line's snapshot may still show a replaced picture: only what no row shows goes.
    await this.uploads.discard(before.filter((image) => !details.value.images.includes(image)));
    return ok(undefined);
  }
}
