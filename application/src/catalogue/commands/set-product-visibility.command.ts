import { CATALOGUE_ERRORS, err, ok, type CatalogueError, type Result } from '@shop/domain';
import { ProductRepository } from '../product.repository.port';

/** The admin hides a product from the storefront or shows it again. */
export class SetProductVisibility {
  constructor(
    private readonly products: ProductRepository,
    private readonly onChange: () => void,
  ) {}

  async execute(id: number, visible: boolean, actorUserId: number): Promise<Result<void, CatalogueError>> {
    if (!(await this.products.setVisible(id, visible, actorUserId))) return err(CATALOGUE_ERRORS.productNotFound);
    this.onChange();
    return ok(undefined);
  }
}
