import { isFrontEndRoute } from './front-end-routes';

describe('isFrontEndRoute', () => {
  it.each([
    '/', '/terms', '/privacy', '/cookie-policy', '/products/plants', '/products/terrariums', '/products/artificial_plants',
    '/products/Artificial_plants', '/plants', '/terrariums', '/Artificial_plants', '/product/1', '/product/11',
    '/services/ServiceFlowers', '/services/ServiceCare', '/services/ServiceConsultation', '/login', '/register',
    '/forgot-password', '/reset-password', '/profile', '/orders/history', '/payment/order/42', '/cart', '/thanks',
    '/constructor', '/admin/orders', '/admin/orders/paid', '/admin/products', '/cart/',
  ])('knows %s', (path) => expect(isFrontEndRoute(path)).toBe(true));

  it.each(['/nope', '/product/abc', '/products/cacti', '/admin', '/admin/users', '/payment/order/', '/services/Other', '/api/x'])(
    'treats %s as unknown',
    (path) => expect(isFrontEndRoute(path)).toBe(false),
  );
});
