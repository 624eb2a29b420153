import type { FlowerCatalogue } from '../catalogue/flower.entity';
import { Money } from '../money/money.value-object';
import { err, ok, type Result } from '../shared/result';
import { BOUQUET_ERRORS, type BouquetError } from './bouquet.errors';
import { MAX_FLOWERS_OF_ONE_KIND, type BouquetSelection } from './bouquet-selection.value-object';

/** The fixed title of a customer-built bouquet line in the cart and in orders. */
export const BOUQUET_TITLE = 'Собранный букет';

/** One flower of a bouquet, snapshotted with its catalogue title, unit price and picture. */
export interface CompositionEntry {
  readonly flowerId: number;
  readonly title: string;
  readonly quantity: number;
  readonly unitPrice: Money;
  readonly image: string | null;
}

/**
 * Prices a selection from the flower catalogue: one entry per flower, in flower-id order.
 * The client never sends a price; an unknown flower or a bad count is refused.
 */
export const composeBouquet = (selection: BouquetSelection, catalogue: FlowerCatalogue): Result<readonly CompositionEntry[], BouquetError> => {
  if (selection.size === 0) return err(BOUQUET_ERRORS.empty);
  const entries: CompositionEntry[] = [];
  for (const [flowerId, quantity] of [...selection.entries()].sort(([a], [b]) => a - b)) {
    if (!Number.isInteger(quantity) || quantity <= 0) return err(BOUQUET_ERRORS.invalidQuantity);
    if (quantity > MAX_FLOWERS_OF_ONE_KIND) return err(BOUQUET_ERRORS.tooManyOfOneFlower);
    const flower = catalogue.get(flowerId);
    if (flower === undefined) return err(BOUQUET_ERRORS.unknownFlower);
    entries.push({ flowerId, title: flower.title, quantity, unitPrice: flower.price, image: flower.image });
  }
  return ok(entries);
};

export const compositionTotal = (composition: readonly CompositionEntry[]): Money =>
  Money.sum(composition.map((entry) => entry.unitPrice.multiply(entry.quantity)));

/** The constructor's running total; flowers missing from the catalogue count as 0. */
export const selectionTotal = (selection: BouquetSelection, catalogue: FlowerCatalogue): Money =>
  Money.sum([...selection.entries()].map(([flowerId, count]) => catalogue.get(flowerId)?.price.multiply(count) ?? Money.ZERO));

/** Spec §2: a line is shown as a collected bouquet when it has the bouquet title and a non-empty composition. */
export const isCollectedBouquet = (line: { readonly title: string; readonly composition?: readonly unknown[] }): boolean =>
  line.title === BOUQUET_TITLE && (line.composition?.length ?? 0) > 0;
