import { PERSONAL_PAGE_PATHS } from '../testing/storefront.fixtures';
import { isPersonalPage, isSignInPage, loginReturningTo, rendersInBrowser } from './personal-pages.rules';

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

describe('rendersInBrowser and isSignInPage', () => {
  it('leaves to the browser the personal pages that depend on who is signed in, and not the sign-in forms', () => {
    for (const path of ['/reset-password', '/profile', '/orders/history', '/Cart/', '/payment/order/7', '/thanks', '/reminders/unsubscribe']) {
      expect({ path, browser: rendersInBrowser(path) }).toEqual({ path, browser: true });
    }
    for (const path of ['/login', '/Login/', '/register', '/forgot-password', '/', '/products/plants', '/product/1', '/cartography']) {
      expect({ path, browser: rendersInBrowser(path) }).toEqual({ path, browser: false });
    }
  });

  it('names the sign-in forms themselves, in any spelling, and not the pages below them', () => {
    for (const path of ['/login', '/LOGIN/', '/register', '/forgot-password']) expect({ path, signIn: isSignInPage(path) }).toEqual({ path, signIn: true });
    for (const path of ['/login/more', '/reset-password', '/profile', '/']) expect({ path, signIn: isSignInPage(path) }).toEqual({ path, signIn: false });
  });
});

describe('loginReturningTo', () => {
  it('names the page to come back to, query included, with readable slashes', () => {
    expect(loginReturningTo('/admin/orders')).toBe('/login?redirect=/admin/orders');
    expect(loginReturningTo('/admin/deliveries?date=2026-06-05')).toBe('/login?redirect=/admin/deliveries%3Fdate%3D2026-06-05');
    expect(loginReturningTo('/products/plants?sort=price-asc&x=1')).toBe('/login?redirect=/products/plants%3Fsort%3Dprice-asc%26x%3D1');
  });
});
