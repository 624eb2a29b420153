import {
  BOUQUET_ERRORS,
  CART_ERRORS,
  MAX_LINE_QUANTITY,
  bouquetLineKey,
  composeBouquet,
  err,
  ok,
  selectionFromBouquetItems,
  type BouquetError,
  type BouquetItemDto,
  type CartError,
  type Result,
} from '@shop/domain';
import { CatalogueReadModel } from '../../catalogue/catalogue.read-model.port';
import { CartRepository } from '../cart.repository.port';

/** Spec §7 POST /api/cart/add-bouquet: one 'Собранный букет' line; the same bouquet again adds 1. */
export class AddBouquetToCart {
  constructor(
    private readonly carts: CartRepository,
    private readonly catalogue: CatalogueReadModel,
  ) {}

  async execute(userId: number, items: readonly BouquetItemDto[]): Promise<Result<void, CartError | BouquetError>> {
    if (items.length === 0) return err(BOUQUET_ERRORS.empty);
    const composed = composeBouquet(selectionFromBouquetItems(items), (await this.catalogue.snapshot()).flowers);
    if (!composed.ok) return composed;
    const outcome = await this.carts.addBouquet(userId, bouquetLineKey(composed.value), composed.value, 1, MAX_LINE_QUANTITY);
    return outcome === 'added' ? ok(undefined) : err(CART_ERRORS.quantityLimit);
  }
}
