import fc from 'fast-check';
import {
  BOUQUET_SELECTION_STORAGE_KEY,
  clearSelection,
  decrementFlower,
  EMPTY_SELECTION,
  flowerCount,
  incrementFlower,
  MAX_FLOWERS_OF_ONE_KIND,
  restoreSelection,
  setFlowerCount,
  storedSelection,
  totalFlowerCount,
  type BouquetSelection,
} from './bouquet-selection.value-object';

describe('bouquet selection', () => {
  it('plus and minus change a count by 1; zero removes the entry', () => {
    let selection = incrementFlower(EMPTY_SELECTION, 301);
    selection = incrementFlower(selection, 301);
    expect(flowerCount(selection, 301)).toBe(2);
    selection = decrementFlower(decrementFlower(selection, 301), 301);
    expect(selection.has(301)).toBe(false);
    expect(selection.size).toBe(0);
  });

  it('never goes below 0', () => {
    expect(decrementFlower(EMPTY_SELECTION, 301).size).toBe(0);
    expect(setFlowerCount(EMPTY_SELECTION, 301, -5).size).toBe(0);
  });

  it('stops at 99 of one kind and drops fractions and non-numbers', () => {
    expect(flowerCount(setFlowerCount(EMPTY_SELECTION, 301, 150), 301)).toBe(MAX_FLOWERS_OF_ONE_KIND);
    expect(flowerCount(incrementFlower(setFlowerCount(EMPTY_SELECTION, 301, 99), 301), 301)).toBe(99);
    expect(flowerCount(setFlowerCount(EMPTY_SELECTION, 301, 2.7), 301)).toBe(2);
    expect(setFlowerCount(EMPTY_SELECTION, 301, Number.NaN).size).toBe(0);
  });

  it('never mutates the selection it was given', () => {
    const before = setFlowerCount(EMPTY_SELECTION, 301, 3);
    incrementFlower(before, 301);
    clearSelection();
    expect(flowerCount(before, 301)).toBe(3);
    expect(EMPTY_SELECTION.size).toBe(0);
  });

  it('clear empties it and the total counts every flower', () => {
    const selection = setFlowerCount(setFlowerCount(EMPTY_SELECTION, 301, 3), 302, 4);
    expect(totalFlowerCount(selection)).toBe(7);
    expect(clearSelection().size).toBe(0);
  });

  it('any sequence of plus, minus and clear keeps counts within 1…99', () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('inc' as const), id: fc.integer({ min: 301, max: 303 }) }),
      fc.record({ kind: fc.constant('dec' as const), id: fc.integer({ min: 301, max: 303 }) }),
      fc.record({ kind: fc.constant('clear' as const), id: fc.constant(0) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 300 }), (actions) => {
        const model = new Map<number, number>();
        let selection: BouquetSelection = EMPTY_SELECTION;
        for (const { kind, id } of actions) {
          if (kind === 'clear') {
            selection = clearSelection();
            model.clear();
          } else {
            selection = kind === 'inc' ? incrementFlower(selection, id) : decrementFlower(selection, id);
            const next = Math.min(99, Math.max(0, (model.get(id) ?? 0) + (kind === 'inc' ? 1 : -1)));
            if (next === 0) model.delete(id);
            else model.set(id, next);
          }
        }
        return (
          [...selection.values()].every((count) => count >= 1 && count <= 99) &&
          [...model.entries()].every(([id, count]) => selection.get(id) === count) &&
          selection.size === model.size
        );
      }),
    );
  });
});

describe('the stored selection', () => {
  const offered = [301, 302, 308];

  it('stores a selection and reads it back; an empty one is not stored', () => {
    const selection = setFlowerCount(setFlowerCount(EMPTY_SELECTION, 301, 3), 308, 2);
    expect(BOUQUET_SELECTION_STORAGE_KEY).toBe('bouquetSelection');
    expect(storedSelection(selection)).toBe('[[301,3],[308,2]]');
    expect(restoreSelection(storedSelection(selection), offered)).toEqual(selection);
    expect(storedSelection(EMPTY_SELECTION)).toBeNull();
  });

  it.each([[null], [''], ['not json'], ['{"301":3}'], ['[[999,2]]'], ['[["301",2]]'], ['[[301]]'], ['[[301,0]]'], ['[5]']])(
    'reads %p as an empty selection',
    (stored) => {
      expect(restoreSelection(stored, offered).size).toBe(0);
    },
  );

  it('keeps only offered flowers, with counts within 1…99', () => {
    expect([...restoreSelection('[[301,500],[999,1],[302,2.7]]', offered)]).toEqual([
      [301, 99],
      [302, 2],
    ]);
  });
});
