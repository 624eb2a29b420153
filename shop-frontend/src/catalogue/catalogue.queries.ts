import type { CategoryCode, ProductDto } from '@shop/domain';
import { QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchProduct, fetchProducts } from './catalogue.api';

const PRODUCTS_KEY = ['products'] as const;

export function createShopQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** The whole visible catalogue (GET /api/products): category pages and similar products share it. */
export const productsQuery = () => queryOptions({ queryKey: PRODUCTS_KEY, queryFn: fetchProducts });

export function useCategoryProducts(category: CategoryCode) {
  return useQuery({
    ...productsQuery(),
    select: (products: ProductDto[]) => products.filter((product) => product.category === category),
  });
}

export function useProduct(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...PRODUCTS_KEY, id],
    queryFn: () => fetchProduct(id),
    // Coming from a category page, the list already holds the product: show it at once.
    initialData: () => queryClient.getQueryData<ProductDto[]>(PRODUCTS_KEY)?.find((product) => product.id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(PRODUCTS_KEY)?.dataUpdatedAt,
  });
}
