import { CATEGORIES, CATEGORY_CODES, CATEGORY_PAGE_PATHS, isCategoryCode, resolveCategoryPath, resolveCategorySlug } from './category.value-object';

describe('categories', () => {
  it('has the four categories of spec §3 with Russian titles and one canonical route each', () => {
    expect(CATEGORY_CODES).toEqual(['terrariums', 'plants', 'Artificial_plants', 'ServiceFlowers']);
    expect(CATEGORIES.plants).toEqual({ code: 'plants', title: 'Комнатные растения', route: '/products/plants' });
    expect(CATEGORIES.terrariums.route).toBe('/products/terrariums');
    expect(CATEGORIES.Artificial_plants).toEqual({
      code: 'Artificial_plants',
      title: 'Искусственные растения',
      route: '/products/artificial_plants',
    });
    expect(CATEGORIES.ServiceFlowers.route).toBe('/services/ServiceFlowers');
  });

  it.each([
    ['plants', 'plants'],
    ['terrariums', 'terrariums'],
    ['artificial_plants', 'Artificial_plants'],
    ['Artificial_plants', 'Artificial_plants'],
  ])('slug %s resolves to %s', (slug, code) => {
    expect(resolveCategorySlug(slug)?.code).toBe(code);
  });

  it.each([['ServiceFlowers'], ['Plants'], ['constructor'], ['toString'], ['']])('slug %p resolves to nothing', (slug) => {
    expect(resolveCategorySlug(slug)).toBeUndefined();
  });

  it('lists every route spelling of spec §2 as a category page path', () => {
    for (const path of [
      '/products/plants',
      '/products/terrariums',
      '/products/artificial_plants',
      '/plants',
      '/terrariums',
      '/Artificial_plants',
      '/products/Artificial_plants',
    ]) {
      expect(CATEGORY_PAGE_PATHS).toContain(path);
    }
    expect(CATEGORY_PAGE_PATHS).toHaveLength(8);
  });

  it('resolves every page path to one category', () => {
    expect(resolveCategoryPath('/Artificial_plants')).toBe(CATEGORIES.Artificial_plants);
    expect(resolveCategoryPath('/products/artificial_plants/')).toBe(CATEGORIES.Artificial_plants);
    expect(resolveCategoryPath('/plants')).toBe(CATEGORIES.plants);
    expect(resolveCategoryPath('/product/1')).toBeUndefined();
    expect(resolveCategoryPath('/products/plants/extra')).toBeUndefined();
    for (const path of CATEGORY_PAGE_PATHS) expect(resolveCategoryPath(path)).toBeDefined();
  });

  it('recognises category codes', () => {
    expect(isCategoryCode('ServiceFlowers')).toBe(true);
    expect(isCategoryCode('artificial_plants')).toBe(false);
  });
});
