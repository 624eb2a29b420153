import { MAX_PAGE_PATH_LENGTH, isLoggablePagePath, likedProductId } from './storefront.rules';

describe('storefront rules', () => {
  it('reads the product of a like counter keyed plant-{id}', () => {
    expect(likedProductId('plant-7')).toBe(7);
    for (const key of ['plant-', 'plant-x', 'product-7', 'plant-1234567890', ' plant-7']) expect(likedProductId(key)).toBeNull();
  });

  it('logs only site paths', () => {
    for (const page of ['/', '/product/1', '/products/artificial_plants', '/a-b.c~d']) expect(isLoggablePagePath(page)).toBe(true);
    for (const page of ['', 'product', '//evil.example', '/a?b=1', '/a#b', '/пути', 42, null, `/${'a'.repeat(MAX_PAGE_PATH_LENGTH)}`]) {
      expect(isLoggablePagePath(page)).toBe(false);
    }
  });
});
