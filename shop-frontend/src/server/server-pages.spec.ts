import type { ServerApiGet } from '@shop/domain';
import { serverPagePlan } from './server-pages';

describe('serverPagePlan', () => {
  const get: ServerApiGet = async () => ({ status: 200, body: [] });

  it('leaves the visitor’s own pages to the browser, all but the sign-in forms', () => {
    for (const path of ['/reset-password', '/profile', '/cart', '/orders/history', '/payment/order/5', '/thanks', '/reminders/unsubscribe']) {
      expect({ path, plan: serverPagePlan(path, get) }).toEqual({ path, plan: null });
    }
  });

  it('names the reads and the chunks of each public page', () => {
    const plan = (path: string) => {
      const found = serverPagePlan(path, get);
      return found && { reads: found.reads.length, chunkGroups: found.chunkGroups };
    };
    expect(plan('/')).toEqual({ reads: 0, chunkGroups: [] });
    expect(plan('/products/plants')).toEqual({ reads: 1, chunkGroups: ['catalogue-data', 'category-page'] });
    expect(plan('/terrariums')).toEqual({ reads: 1, chunkGroups: ['catalogue-data', 'category-page'] });
    expect(plan('/services/ServiceFlowers')).toEqual({ reads: 1, chunkGroups: ['catalogue-data', 'service-flowers-page'] });
    expect(plan('/product/3')).toEqual({ reads: 1, chunkGroups: ['catalogue-data', 'product-page'] });
    expect(plan('/product/abc')).toEqual({ reads: 0, chunkGroups: ['catalogue-data', 'product-page'] });
    expect(plan('/constructor')).toEqual({ reads: 1, chunkGroups: ['catalogue-data', 'constructor-page'] });
    expect(plan('/services/ServiceCare')).toEqual({ reads: 0, chunkGroups: ['service-pages'] });
    expect(plan('/privacy')).toEqual({ reads: 0, chunkGroups: ['privacy-page'] });
    expect(plan('/no-such-page')).toEqual({ reads: 0, chunkGroups: [] });
    for (const path of ['/login', '/Login/', '/register', '/forgot-password'])
      expect(plan(path)).toEqual({ reads: 0, chunkGroups: ['account-pages', 'shared:@shop/ui'] });
    expect(plan('/login/more')).toEqual({ reads: 0, chunkGroups: [] });
  });

  it('reads a category’s first page in the order the address asks', async () => {
    const asked: string[] = [];
    const reader: ServerApiGet = async (path) => {
      asked.push(path);
      return { status: 200, body: [], header: () => '0' };
    };
    const { QueryClient } = await import('@tanstack/react-query');
    for (const search of ['', '?sort=price-desc', '?sort=bogus']) {
      await Promise.all(serverPagePlan('/products/terrariums', reader, search)?.reads.map((read) => read(new QueryClient())) ?? []);
    }
    expect(asked).toEqual(['/api/products?category=terrariums', '/api/products?category=terrariums&sort=price-desc', '/api/products?category=terrariums']);
  });

  it('reads a product’s like counter, published reviews and similar products only when the product exists', async () => {
    const asked: string[] = [];
    const reader: ServerApiGet = async (path) => {
      asked.push(path);
      return path === '/api/products/404'
        ? { status: 404, body: { error: 'Товар не найден' } }
        : { status: 200, body: path.startsWith('/api/likes') ? { like_count: 3 } : path.startsWith('/api/products?') ? [] : { id: 7, category: 'plants' } };
    };
    const { QueryClient } = await import('@tanstack/react-query');
    for (const id of [7, 404]) {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      await Promise.all(serverPagePlan(`/product/${id}`, reader)?.reads.map((read) => read(client)) ?? []);
    }
    expect(asked.sort()).toEqual([
      '/api/likes/plant-7',
      '/api/products/404',
      '/api/products/7',
      '/api/products/7/reviews',
      '/api/products?category=plants&limit=4',
    ]);
  });
});
