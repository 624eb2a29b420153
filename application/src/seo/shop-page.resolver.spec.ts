import type { ProductDto } from '@shop/domain';
import { resolveShopPage } from './shop-page.resolver';

const PRODUCT = { id: 1, title: 'Флорариум', category: 'terrariums' } as ProductDto;
const kind = (path: string) => resolveShopPage(path, [PRODUCT]).kind;

describe('resolveShopPage', () => {
  it('tells the pages the server treats differently apart, trailing slash or not', () => {
    expect(kind('/')).toBe('landing');
    expect(kind('/Artificial_plants/')).toBe('category');
    expect(kind('/services/ServiceFlowers')).toBe('service-flowers');
    expect(kind('/cart')).toBe('other');
    expect(kind('/product/1/photos')).toBe('other');
  });

  it('finds a product page’s product among the visible ones, or none', () => {
    expect(resolveShopPage('/product/1', [PRODUCT])).toEqual({ kind: 'product', path: '/product/1', product: PRODUCT });
    expect(resolveShopPage('/product/2', [PRODUCT])).toEqual({ kind: 'product', path: '/product/2', product: undefined });
  });

  it("takes any single segment after /product/ for a product page, as the shop's route does: a nonsense id finds no product", () => {
    for (const path of ['/product/abc', '/product/1x', '/product/0', '/product/12345678901', '/product/-1']) {
      expect(resolveShopPage(path, [PRODUCT])).toEqual({ kind: 'product', path, product: undefined });
    }
  });
});
