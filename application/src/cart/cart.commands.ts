import {
  ADD_TO_CART_QUANTITY,
  BOUQUET_ERRORS,
  CART_ERRORS,
  MAX_LINE_QUANTITY,
  bouquetLineKey,
  composeBouquet,
  domainError,
  err,
  lineQuantityError,
  ok,
  selectionFromBouquetItems,
  type BouquetError,
  type BouquetItemDto,
  type CartError,
  type DomainError,
  type Result,
} from '@shop/domain';
import { CatalogueReadModel } from '../catalogue/catalogue.read-model.port';
import { CartRepository, type AddOutcome, type CartLineRef } from './cart.repository.port';
import { toFlowerCatalogue } from './flower-catalogue.loader';

export const CART_COMMAND_ERRORS = {
  unknownProduct: domainError('CART.UNKNOWN_PRODUCT', 'Товар не найден'),
} as const;

type CartCommandError = CartError | BouquetError | DomainError<'CART.UNKNOWN_PRODUCT'>;

const limited = (outcome: AddOutcome): Result<void, CartCommandError> =>
  outcome === 'added' ? ok(undefined) : err(CART_ERRORS.quantityLimit);

/** What a customer does to their cart; every price comes from the catalogue, never the client. */
export class CartCommands {
  constructor(
    private readonly carts: CartRepository,
    private readonly catalogue: CatalogueReadModel,
  ) {}

  async addProduct(userId: number, productId: unknown, quantity: unknown = ADD_TO_CART_QUANTITY): Promise<Result<void, CartCommandError>> {
    const invalid = lineQuantityError(Number(quantity));
    if (typeof quantity !== 'number' || invalid) return err(invalid ?? CART_ERRORS.invalidQuantity);
    const product = typeof productId === 'number' && Number.isSafeInteger(productId) ? await this.catalogue.findVisibleProduct(productId) : null;
    if (!product) return err(CART_COMMAND_ERRORS.unknownProduct);
    if (product.price_from) return err(CART_ERRORS.priceOnRequest);
    return limited(await this.carts.addProduct(userId, product.id, quantity, MAX_LINE_QUANTITY));
  }

  /** One 'Собранный букет' line priced from the flower catalogue; the same bouquet again adds 1. */
  async addBouquet(userId: number, items: readonly BouquetItemDto[]): Promise<Result<void, CartCommandError>> {
    if (items.length === 0) return err(BOUQUET_ERRORS.empty);
    const composed = composeBouquet(selectionFromBouquetItems(items), toFlowerCatalogue(await this.catalogue.listFlowers()));
    if (!composed.ok) return composed;
    const flowers = composed.value.map(({ flowerId, quantity }) => ({ flowerId, quantity }));
    return limited(await this.carts.addBouquet(userId, bouquetLineKey(composed.value), flowers, 1, MAX_LINE_QUANTITY));
  }

  /** Spec §4: a quantity at or below 0 removes the line. */
  async setQuantity(userId: number, line: CartLineRef, quantity: unknown): Promise<Result<void, CartCommandError>> {
    if (typeof quantity !== 'number' || !Number.isInteger(quantity)) return err(CART_ERRORS.invalidQuantity);
    if (quantity > MAX_LINE_QUANTITY) return err(CART_ERRORS.quantityLimit);
    const found = await this.carts.setQuantity(userId, line, Math.max(quantity, 0));
    return found ? ok(undefined) : err(CART_ERRORS.lineNotFound);
  }

  async removeLine(userId: number, lineId: number): Promise<Result<void, CartCommandError>> {
    return (await this.carts.removeLine(userId, lineId)) ? ok(undefined) : err(CART_ERRORS.lineNotFound);
  }

  clear(userId: number): Promise<void> {
    return this.carts.clear(userId);
  }
}
