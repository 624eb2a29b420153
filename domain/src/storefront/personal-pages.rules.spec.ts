import { isPersonalPage } from './personal-pages.rules';

describe('isPersonalPage', () => {
  it('names the account, cart, order and payment pages in any spelling', () => {
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password', '/profile', '/orders/history', '/cart', '/Cart/', '/payment/order/7', '/thanks']) {
      expect({ path, personal: isPersonalPage(path) }).toEqual({ path, personal: true });
    }
  });

  it('leaves the storefront out', () => {
    for (const path of ['/', '/products/plants', '/product/1', '/constructor', '/terms', '/cartography', '/admin']) {
      expect({ path, personal: isPersonalPage(path) }).toEqual({ path, personal: false });
    }
  });
});
