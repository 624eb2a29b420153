/** The constructor's selection: flower id → how many of it. Only counts above 0 are kept. */
export type BouquetSelection = ReadonlyMap<number, number>;

/** A bouquet may hold at most this many flowers of one kind (the plus button stops there). */
export const MAX_FLOWERS_OF_ONE_KIND = 99;

export const EMPTY_SELECTION: BouquetSelection = new Map();

export const flowerCount = (selection: BouquetSelection, flowerId: number): number => selection.get(flowerId) ?? 0;

/** Sets a count, kept within 0…99; 0 removes the flower from the selection. */
export const setFlowerCount = (selection: BouquetSelection, flowerId: number, count: number): BouquetSelection => {
  const next = new Map(selection);
  const bounded = Number.isFinite(count) ? Math.min(Math.max(Math.trunc(count), 0), MAX_FLOWERS_OF_ONE_KIND) : 0;
  if (bounded === 0) next.delete(flowerId);
  else next.set(flowerId, bounded);
  return next;
};

export const incrementFlower = (selection: BouquetSelection, flowerId: number): BouquetSelection =>
  setFlowerCount(selection, flowerId, flowerCount(selection, flowerId) + 1);

export const decrementFlower = (selection: BouquetSelection, flowerId: number): BouquetSelection =>
  setFlowerCount(selection, flowerId, flowerCount(selection, flowerId) - 1);

export const clearSelection = (): BouquetSelection => EMPTY_SELECTION;

export const totalFlowerCount = (selection: BouquetSelection): number =>
  [...selection.values()].reduce((sum, count) => sum + count, 0);
