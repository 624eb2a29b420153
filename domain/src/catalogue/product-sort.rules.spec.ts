import fc from 'fast-check';
import { parseProductSortOrder, PRODUCT_SORT_ORDERS, sortProducts } from './product-sort.rules';

// Spec §3: plants 6 (700), 7 (700), 10 (1100); listed as the catalogue lists them.
const PLANTS = [
  { id: 10, price: 1100 },
  { id: 6, price: 700 },
  { id: 7, price: 700 },
] as const;

const ids = (products: readonly { id: number }[]) => products.map((product) => product.id);

describe('sortProducts', () => {
  it('orders by price up or down, equal prices by id, and newest (highest id) first', () => {
    expect(ids(sortProducts(PLANTS, 'price-asc'))).toEqual([6, 7, 10]);
    expect(ids(sortProducts(PLANTS, 'price-desc'))).toEqual([10, 6, 7]);
    expect(ids(sortProducts(PLANTS, 'new'))).toEqual([10, 7, 6]);
  });

  it("keeps the catalogue's order without a sort, and never changes its input", () => {
    const catalogue = [...PLANTS];
    const unsorted = sortProducts(catalogue, null);
    expect(ids(unsorted)).toEqual([10, 6, 7]);
    expect(unsorted).not.toBe(catalogue);
    sortProducts(catalogue, 'price-asc');
    expect(ids(catalogue)).toEqual([10, 6, 7]);
  });

  it('keeps the other fields and a price "from" counts with its lower bound', () => {
    const service = { id: 8, price: 15000, price_from: true, title: 'Композиция' };
    const sorted = sortProducts([service, { id: 5, price: 800, price_from: false, title: 'Папоротник' }], 'price-asc');
    expect(sorted.map((product) => product.title)).toEqual(['Папоротник', 'Композиция']);
  });

  it('holds for any catalogue: the same products, in the order asked, the same for every input order', () => {
    const catalogue = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 2147483647 }), price: fc.integer({ min: 1, max: 1_000_000 }) }), {
      selector: (product) => product.id,
    });
    fc.assert(
      fc.property(catalogue, fc.constantFrom(...PRODUCT_SORT_ORDERS), (products, order) => {
        const sorted = sortProducts(products, order);
        expect([...ids(sorted)].sort((a, b) => a - b)).toEqual([...ids(products)].sort((a, b) => a - b));
        expect(sortProducts([...products].reverse(), order)).toEqual(sorted);
        for (let i = 1; i < sorted.length; i++) {
          const [before, after] = [sorted[i - 1], sorted[i]];
          if (order === 'price-asc') expect(before.price).toBeLessThanOrEqual(after.price);
          if (order === 'price-desc') expect(before.price).toBeGreaterThanOrEqual(after.price);
          if (order === 'new') expect(before.id).toBeGreaterThan(after.id);
        }
      }),
    );
  });
});

describe('parseProductSortOrder', () => {
  it('reads the three orders of ?sort= and nothing else', () => {
    expect(['price-asc', 'price-desc', 'new'].map(parseProductSortOrder)).toEqual(['price-asc', 'price-desc', 'new']);
    for (const other of [null, undefined, '', 'price', 'NEW', 'price-asc ']) expect(parseProductSortOrder(other)).toBeNull();
  });
});
