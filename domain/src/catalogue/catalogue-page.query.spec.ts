import fc from 'fast-check';
import type { Page } from '../order/admin-list.query';
import { SPEC_PRODUCT_PRICES } from '../testing/catalogue.fixtures';
import { cataloguePage, cataloguePagePath, parseCataloguePageRequest, type CataloguePageRequest } from './catalogue-page.query';
import { CATALOGUE_ERRORS, CATALOGUE_PAGE_SIZE } from './catalogue.errors';
import { sortProducts, type ProductSortOrder } from './product-sort.rules';

const CATALOGUE = SPEC_PRODUCT_PRICES.map(([id, category, price]) => ({ id, category, price }));
const request = (overrides: Partial<CataloguePageRequest>): CataloguePageRequest => ({ category: null, sort: null, offset: 0, limit: 24, ...overrides });

describe('parseCataloguePageRequest', () => {
  it('reads no parameter as the whole catalogue (spec §7)', () => {
    expect(parseCataloguePageRequest({})).toEqual({ ok: true, value: null });
    expect(parseCataloguePageRequest({ utm_source: 'vk' })).toEqual({ ok: true, value: null });
  });

  it('reads a page: the first CATALOGUE_PAGE_SIZE by default, an empty category or sort meaning none', () => {
    expect(parseCataloguePageRequest({ category: 'plants' })).toEqual({ ok: true, value: request({ category: 'plants', limit: CATALOGUE_PAGE_SIZE }) });
    expect(parseCataloguePageRequest({ category: 'Artificial_plants', sort: 'price-desc', offset: '48', limit: '24' })).toEqual({
      ok: true,
      value: request({ category: 'Artificial_plants', sort: 'price-desc', offset: 48 }),
    });
    expect(parseCataloguePageRequest({ category: '', sort: '', limit: '4' })).toEqual({ ok: true, value: request({ limit: 4 }) });
  });

  it.each([
    [{ category: 'artificial_plants' }, CATALOGUE_ERRORS.unknownCategory],
    [{ category: ['plants', 'terrariums'] }, CATALOGUE_ERRORS.unknownCategory],
    [{ sort: 'cheapest' }, CATALOGUE_ERRORS.invalidSort],
    [{ offset: '-1' }, CATALOGUE_ERRORS.invalidOffset],
    [{ offset: '1.5' }, CATALOGUE_ERRORS.invalidOffset],
    [{ offset: '1234567' }, CATALOGUE_ERRORS.invalidOffset],
    [{ limit: '0' }, CATALOGUE_ERRORS.invalidPageSize],
    [{ limit: '101' }, CATALOGUE_ERRORS.invalidPageSize],
    [{ limit: 'все' }, CATALOGUE_ERRORS.invalidPageSize],
  ])('refuses %j with its reason in Russian', (query, error) => {
    expect(parseCataloguePageRequest(query)).toEqual({ ok: false, error });
  });
});

describe('cataloguePage', () => {
  it("takes a category's products in the order asked, from the offset, with the total and where the next page starts", () => {
    const page = cataloguePage(CATALOGUE, request({ category: 'Artificial_plants', sort: 'price-asc', limit: 2 }));
    expect(page.items.map((product) => product.id)).toEqual([5, 4]);
    expect(page).toMatchObject({ total: 5, next: 2 });
    expect(cataloguePage(CATALOGUE, request({ category: 'Artificial_plants', sort: 'price-asc', offset: 4, limit: 2 }))).toMatchObject({
      items: [{ id: 11 }],
      next: null,
    });
    expect(cataloguePage(CATALOGUE, request({ offset: 20 }))).toEqual({ items: [], total: 11, next: null });
  });

  it('pages through any catalogue: every product of the category once, in the order asked', () => {
    const products = fc.uniqueArray(
      fc.record({ id: fc.integer({ min: 1, max: 500 }), category: fc.constantFrom('plants', 'terrariums'), price: fc.integer({ min: 0, max: 3 }) }),
      { selector: (product) => product.id },
    );
    fc.assert(
      fc.property(
        products,
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom<ProductSortOrder | null>(null, 'price-asc', 'price-desc', 'new'),
        (catalogue, limit, sort) => {
          const seen: number[] = [];
          for (let offset: number | null = 0; offset !== null;) {
            const page: Page<{ id: number }, number> = cataloguePage(catalogue, request({ category: 'plants', sort, offset, limit }));
            seen.push(...page.items.map((product) => product.id));
            offset = page.next;
          }
          const expected = sortProducts(
            catalogue.filter((product) => product.category === 'plants'),
            sort,
          ).map((product) => product.id);
          return JSON.stringify(seen) === JSON.stringify(expected);
        },
      ),
    );
  });
});

describe('cataloguePagePath', () => {
  it('writes what differs from the defaults, and reads back as the same page', () => {
    const pages = [
      request({ category: 'plants' }),
      request({ category: 'terrariums', sort: 'price-desc', offset: 24 }),
      request({ category: 'ServiceFlowers', limit: 1 }),
      request({}),
    ];
    expect(pages.map(cataloguePagePath)).toEqual([
      '/api/products?category=plants',
      '/api/products?category=terrariums&sort=price-desc&offset=24',
      '/api/products?category=ServiceFlowers&limit=1',
      '/api/products?limit=24',
    ]);
    for (const page of pages) {
      const query = Object.fromEntries(
        cataloguePagePath(page)
          .split('?')[1]
          .split('&')
          .map((pair) => pair.split('=')),
      );
      expect(parseCataloguePageRequest(query)).toEqual({ ok: true, value: page });
    }
  });
});
