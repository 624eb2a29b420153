import type { CategoryCode, ProductDto, ServerApiGet } from '@shop/domain';
import { QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { browserGet, fetchProduct, fetchProducts } from './catalogue.api';

const PRODUCTS_KEY = ['products'] as const;

export function createShopQueryClient({ retry = 1 }: { retry?: number | false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry, refetchOnWindowFocus: false },
    },
  });
}

/** The whole visible catalogue (GET /api/products): category pages and similar products share it. */
export const productsQuery = (get: ServerApiGet = browserGet) => queryOptions({ queryKey: PRODUCTS_KEY, queryFn: () => fetchProducts(get) });

/** One product (GET /api/products/{id}); null when there is none. */
export const productQuery = (id: number, get: ServerApiGet = browserGet) =>
  queryOptions({ queryKey: [...PRODUCTS_KEY, id] as const, queryFn: () => fetchProduct(id, get) });

export function useCategoryProducts(category: CategoryCode) {
  return useQuery({
    ...productsQuery(),
    select: (products: ProductDto[]) => products.filter((product) => product.category === category),
  });
}

export function useProduct(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    ...productQuery(id),
    // Coming from a category page, the list already holds the product: show it at once.
    initialData: () => queryClient.getQueryData<ProductDto[]>(PRODUCTS_KEY)?.find((product) => product.id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(PRODUCTS_KEY)?.dataUpdatedAt,
  });
}
