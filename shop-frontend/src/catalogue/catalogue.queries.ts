import { CATALOGUE_PAGE_SIZE, type CataloguePageRequest, type CategoryCode, type ProductDto, type ProductSortOrder, type ServerApiGet } from '@shop/domain';
import {
  InfiniteData,
  QueryClient,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { browserGet, fetchProduct, fetchProductsPage, type ProductsPage } from './catalogue.api';

const PRODUCTS_KEY = ['products'] as const;
const PAGES_KEY = [...PRODUCTS_KEY, 'pages'] as const;

export function createShopQueryClient({ retry = 1 }: { retry?: number | false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry, refetchOnWindowFocus: false },
    },
  });
}

/** A category's products in `sort`, a page of CATALOGUE_PAGE_SIZE at a time (the category page and its «Показать ещё»). */
export const categoryProductsQuery = (category: CategoryCode, sort: ProductSortOrder | null, get: ServerApiGet = browserGet) =>
  infiniteQueryOptions({
    queryKey: [...PAGES_KEY, category, sort ?? 'catalogue'] as const,
    queryFn: ({ pageParam }) => fetchProductsPage({ category, sort, offset: pageParam, limit: CATALOGUE_PAGE_SIZE }, get),
    initialPageParam: 0,
    getNextPageParam: (last: ProductsPage) => last.next,
  });

/** The first `limit` products of a category in the catalogue's order (similar products, the service's photos). */
export const firstProductsQuery = (category: CategoryCode, limit: number, get: ServerApiGet = browserGet) => {
  const request: CataloguePageRequest = { category, sort: null, offset: 0, limit };
  return queryOptions({ queryKey: [...PRODUCTS_KEY, 'first', category, limit] as const, queryFn: async () => (await fetchProductsPage(request, get)).items });
};

/** One product (GET /api/products/{id}); null when there is none. */
export const productQuery = (id: number, get: ServerApiGet = browserGet) =>
  queryOptions({ queryKey: [...PRODUCTS_KEY, id] as const, queryFn: () => fetchProduct(id, get) });

/** While another order loads, the grid keeps the one it shows. */
export const useCategoryProducts = (category: CategoryCode, sort: ProductSortOrder | null) =>
  useInfiniteQuery({ ...categoryProductsQuery(category, sort), placeholderData: keepPreviousData });

export function useProduct(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    ...productQuery(id),
    // Coming from a category page, its pages already hold the product: show it at once.
    initialData: () => loadedFromPages(queryClient, id)?.product,
    initialDataUpdatedAt: () => loadedFromPages(queryClient, id)?.at,
  });
}

function loadedFromPages(queryClient: QueryClient, id: number): { product: ProductDto; at: number } | undefined {
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<ProductsPage>>({ queryKey: PAGES_KEY })) {
    const product = data?.pages.flatMap((page) => page.items).find((item) => item.id === id);
    if (product) return { product, at: queryClient.getQueryState(key)?.dataUpdatedAt ?? 0 };
  }
  return undefined;
}
