/// <reference types="jest" />
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps paths of this site, with their query and hash', () => {
    expect(safeRedirectPath('/cart')).toBe('/cart');
    expect(safeRedirectPath('/orders/history?page=2#last')).toBe('/orders/history?page=2#last');
  });

  it.each([
    null,
    '',
    'cart',
    'https://evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    ' /cart',
  ])('refuses %p', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});
