import { PERSONAL_PAGE_PATHS } from '../testing/storefront.fixtures';
import { isPersonalPage, loginReturningTo } from './personal-pages.rules';

describe('isPersonalPage', () => {
  it('names the account, cart, order and payment pages in any spelling', () => {
    for (const path of PERSONAL_PAGE_PATHS) {
      expect({ path, personal: isPersonalPage(path) }).toEqual({ path, personal: true });
    }
  });

  it('leaves the storefront out', () => {
    for (const path of ['/', '/products/plants', '/product/1', '/constructor', '/terms', '/cartography', '/admin']) {
      expect({ path, personal: isPersonalPage(path) }).toEqual({ path, personal: false });
    }
  });
});

describe('loginReturningTo', () => {
  it('names the page to come back to, query included, with readable slashes', () => {
    expect(loginReturningTo('/admin/orders')).toBe('/login?redirect=/admin/orders');
    expect(loginReturningTo('/admin/deliveries?date=2026-06-05')).toBe('/login?redirect=/admin/deliveries%3Fdate%3D2026-06-05');
    expect(loginReturningTo('/products/plants?sort=price-asc&x=1')).toBe('/login?redirect=/products/plants%3Fsort%3Dprice-asc%26x%3D1');
  });
});
