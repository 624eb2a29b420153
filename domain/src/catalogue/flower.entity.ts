import { MAX_FLOWER_PRICE_ROUBLES, exceedsLimit } from '../money/money-limits';
import type { Money } from '../money/money.value-object';
import { err, ok, type Result } from '../shared/result';
import { isStockCount } from '../stock/stock-label.rules';
import { CATALOGUE_ERRORS, type CatalogueError } from './catalogue.errors';
import { isShopImagePath, type ImageRule } from './image-address.rules';

/** A constructor flower: what pricing a bouquet and showing its composition need. */
export interface Flower {
  readonly id: number;
  readonly title: string;
  readonly price: Money;
  readonly image: string;
  /** False: out of season, not offered in the constructor. */
  readonly available: boolean;
  /** Stems in stock; null: unlimited. */
  readonly stock: number | null;
}

/** What the admin's «Цветы» edits on a flower. */
export type FlowerDetails = Omit<Flower, 'id'>;

/** A new flower's details, or an edit of any of them, checked by the catalogue's rules; the title trimmed. */
export const flowerChange = <T extends Partial<FlowerDetails>>(input: T, acceptsImage: ImageRule = isShopImagePath): Result<T, CatalogueError> => {
  const title = input.title?.trim();
  if (title === '') return err(CATALOGUE_ERRORS.flowerTitleRequired);
  if (input.price && exceedsLimit(input.price, MAX_FLOWER_PRICE_ROUBLES)) return err(CATALOGUE_ERRORS.flowerPriceTooHigh);
  if (input.image !== undefined && !acceptsImage(input.image)) return err(CATALOGUE_ERRORS.badImage);
  if (input.stock !== undefined && !isStockCount(input.stock)) return err(CATALOGUE_ERRORS.badStock);
  return ok(title === undefined ? { ...input } : { ...input, title });
};

/** The flower catalogue a bouquet is priced from, by flower id. */
export type FlowerCatalogue = ReadonlyMap<number, Flower>;

export const createFlowerCatalogue = (flowers: readonly Flower[]): FlowerCatalogue => new Map(flowers.map((flower) => [flower.id, flower]));
