import fc from 'fast-check';
import { PRODUCTS } from '../testing/catalogue.fixtures';
import { SIMILAR_PRODUCTS_LIMIT, similarProducts } from './similar-products.rules';

describe('similarProducts', () => {
  it('takes the same category, not the product itself, at most 3, in catalogue order', () => {
    const ids = (id: number): number[] => similarProducts(PRODUCTS[id - 1], PRODUCTS).map((product) => product.id);
    expect(ids(3)).toEqual([4, 5, 9]);
    expect(ids(9)).toEqual([3, 4, 5]);
    expect(ids(1)).toEqual([2]);
    expect(ids(6)).toEqual([7, 10]);
    expect(ids(8)).toEqual([]);
  });

  it('holds for any catalogue', () => {
    const catalogue = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 50 }), category: fc.constantFrom('a', 'b', 'c') }), {
      selector: (p) => p.id,
      minLength: 1,
    });
    fc.assert(
      fc.property(catalogue, fc.nat(), (products, pick) => {
        const product = products[pick % products.length];
        const similar = similarProducts(product, products);
        return (
          similar.length <= SIMILAR_PRODUCTS_LIMIT &&
          similar.every((p) => p.category === product.category && p.id !== product.id) &&
          similar.length === Math.min(3, products.filter((p) => p.category === product.category).length - 1)
        );
      }),
    );
  });
});
