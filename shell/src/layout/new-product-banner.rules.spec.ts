import { describe, expect, it } from '@jest/globals';
import { PERSONAL_PAGE_PATHS } from '@shop/domain/testing';
import { isBannerAllowedOn, isConstructorPath } from './new-product-banner.rules';

describe('new-product banner placement', () => {
  it('is never shown on the constructor, the admin screens, or where a visitor is paying, ordering or signing in', () => {
    for (const path of ['/constructor', '/constructor/', '/Constructor', '/admin', '/admin/orders', ...PERSONAL_PAGE_PATHS]) {
      expect(isBannerAllowedOn(path)).toBe(false);
    }
  });

  it('is allowed on the storefront pages', () => {
    for (const path of ['/', '/products/plants', '/product/1', '/terms', '/constructors', '/cartography']) {
      expect(isBannerAllowedOn(path)).toBe(true);
    }
  });

  it('recognises the constructor in any trailing-slash or letter case spelling', () => {
    expect(isConstructorPath('/constructor/')).toBe(true);
    expect(isConstructorPath('/product/1')).toBe(false);
  });
});
