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
  type StockError,
} from '@shop/domain';
import { CatalogueReadModel } from '../../catalogue/catalogue.read-model.port';
import { StockReservations } from '../../stock/stock-reservations.service';
import { CartRepository } from '../cart.repository.port';
import { cartFitsStock } from '../cart-stock';

/**
 * Spec §7 POST /api/cart/add-bouquet: one 'Собранный букет' line at today's flower prices, which it
 * keeps while in the cart; the same bouquet again adds 1. A flower out of season or short of stems refuses it.
 */
export class AddBouquetToCart {
  constructor(
    private readonly carts: CartRepository,
    private readonly catalogue: CatalogueReadModel,
    private readonly stock: StockReservations,
  ) {}

  async execute(userId: number, items: readonly BouquetItemDto[]): Promise<Result<void, CartError | BouquetError | StockError>> {
    if (items.length === 0) return err(BOUQUET_ERRORS.empty);
    const catalogue = await this.catalogue.snapshot();
    const composed = composeBouquet(selectionFromBouquetItems(items), catalogue.flowers);
    if (!composed.ok) return composed;
    const added = { id: 0, productId: null, flowers: composed.value, quantity: 1 };
    const fits = await cartFitsStock(this.stock, catalogue, [...(await this.carts.lines(userId)), added], added);
    if (!fits.ok) return fits;
    const outcome = await this.carts.addBouquet(userId, bouquetLineKey(composed.value), composed.value, 1, MAX_LINE_QUANTITY);
    return outcome === 'added' ? ok(undefined) : err(CART_ERRORS.quantityLimit);
  }
}
