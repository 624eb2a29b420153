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

export const totalFlowerCount = (selection: BouquetSelection): number => [...selection.values()].reduce((sum, count) => sum + count, 0);

/**
 * Session storage key of the constructor's selection: kept until it goes into the cart or is
 * cleared, so a reload does not lose a half-built bouquet (a key beside the spec's §3 ones).
 */
export const BOUQUET_SELECTION_STORAGE_KEY = 'bouquetSelection';

/** The selection as stored: '[[301,3],[308,2]]'; an empty selection is stored as nothing (null). */
export const storedSelection = (selection: BouquetSelection): string | null => (selection.size === 0 ? null : JSON.stringify([...selection.entries()]));

/**
 * A stored selection read back, keeping only flowers the constructor still offers, with counts
 * within 1…99; anything unreadable is an empty selection.
 */
export const restoreSelection = (stored: string | null, offeredFlowerIds: readonly number[]): BouquetSelection => {
  if (!stored) return EMPTY_SELECTION;
  let entries: unknown;
  try {
    entries = JSON.parse(stored);
  } catch {
    return EMPTY_SELECTION;
  }
  if (!Array.isArray(entries)) return EMPTY_SELECTION;
  let selection = EMPTY_SELECTION;
  for (const entry of entries) {
    if (!Array.isArray(entry) || entry.length !== 2) continue;
    const [flowerId, count] = entry as [unknown, unknown];
    if (typeof flowerId !== 'number' || typeof count !== 'number' || !offeredFlowerIds.includes(flowerId)) continue;
    selection = setFlowerCount(selection, flowerId, count);
  }
  return selection;
};
