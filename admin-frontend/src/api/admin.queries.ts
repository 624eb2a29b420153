import { ADMIN_LIST_PATHS } from '@shop/domain';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { firstPagePath, NO_FILTERS, type ListFilters } from '../components/list-filters.rules';
import { mergeProductPages } from '../products/product-orders.rules';
import type { ListPage } from './admin-api';
import { useAdminApi } from './admin-api.context';

/** Keys share the 'admin' root, so one invalidation reloads every list an action touched. */
export const ADMIN_KEYS = {
  orders: ['admin', 'orders'] as const,
  pending: ['admin', 'orders', 'pending'] as const,
  all: ['admin', 'orders', 'all'] as const,
  paid: ['admin', 'orders', 'paid'] as const,
  deliveries: (date: string) => ['admin', 'orders', 'deliveries', date] as const,
  receipt: (paymentId: string) => ['admin', 'receipt', paymentId] as const,
  products: ['admin', 'products'] as const,
  calendar: ['admin', 'calendar'] as const,
  calendarDays: (from: string, to: string) => ['admin', 'calendar', from, to] as const,
  flowers: ['admin', 'flowers'] as const,
  promoCodes: ['admin', 'promo-codes'] as const,
  staff: ['admin', 'staff'] as const,
  reviews: ['admin', 'reviews'] as const,
  timeline: (orderId: number) => ['admin', 'orders', 'timeline', orderId] as const,
};

/**
 * A paged admin list filtered on the server: `query.data` holds the pages loaded so far, `loadMore`
 * fetches the next one from the Link header. A reload (an action, useReloadOrders) fetches again as many
 * pages as were loaded, so the admin keeps their place in the list.
 */
export function usePagedAdminList<T>(
  key: readonly string[],
  base: string,
  filters: ListFilters,
  fetchPage: (path: string) => Promise<ListPage<T>>,
  /** What the screen shows of the pages: their items one after the other, unless the list says otherwise. */
  combine: (pages: readonly (readonly T[])[]) => readonly T[] = (pages) => pages.flat(),
) {
  const query = useInfiniteQuery({
    queryKey: [...key, filters],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: firstPagePath(base, filters),
    getNextPageParam: (page) => page.next ?? undefined,
  });
  const pages = query.data?.pages;
  return {
    query: { ...query, data: pages && combine(pages.map((page) => page.items)) },
    total: pages?.[0]?.total ?? null,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    /** Fetches the pages not loaded yet, one after the other, until the last one is in. */
    loadAll: async () => {
      let result = query;
      while (result.hasNextPage && !result.isError) result = await query.fetchNextPage();
      return !result.isError;
    },
  };
}

export type PagedAdminList<T> = ReturnType<typeof usePagedAdminList<T>>;

/** «Ожидают подтверждения», oldest first. */
export function usePendingOrders(filters: ListFilters) {
  const api = useAdminApi();
  return usePagedAdminList(ADMIN_KEYS.pending, ADMIN_LIST_PATHS.pending, filters, api.pendingOrdersPage);
}

/** «Все заказы», newest first. */
export function useAllOrders(filters: ListFilters) {
  const api = useAdminApi();
  return usePagedAdminList(ADMIN_KEYS.all, ADMIN_LIST_PATHS.all, filters, api.allOrdersPage);
}

/** «Оплаченные заказы», the latest payment first. */
export function usePaidOrders(filters: ListFilters) {
  const api = useAdminApi();
  return usePagedAdminList(ADMIN_KEYS.paid, ADMIN_LIST_PATHS.paid, filters, api.paidOrdersPage);
}

/** The paid orders to deliver or hand over on a day 'YYYY-MM-DD', in the server's order (slot, then address), a page at a time. */
export function useDeliveries(date: string, filters: ListFilters) {
  const api = useAdminApi();
  return usePagedAdminList(ADMIN_KEYS.deliveries(date), `/api/admin/deliveries?date=${encodeURIComponent(date)}`, filters, api.deliveriesPage);
}

export function useReceipt(paymentId: string, enabled: boolean) {
  const api = useAdminApi();
  return useQuery({
    queryKey: ADMIN_KEYS.receipt(paymentId),
    queryFn: () => api.receipt(paymentId),
    enabled,
    // A receipt never changes once issued.
    staleTime: Infinity,
    retry: 0,
  });
}

/** «Товары»: every product, with the orders that bought it a page of orders at a time, merged into the cards. */
export function useAdminProducts(filters: ListFilters) {
  const api = useAdminApi();
  return usePagedAdminList(ADMIN_KEYS.products, '/api/admin/products', filters, api.productsPage, mergeProductPages);
}

/** Reloads every order list (pending, all, paid, a day's deliveries) and the products' order entries. */
export function useReloadOrders(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.orders }), queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.products })]);
  }, [queryClient]);
}

export function useReloadProducts(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.products }), [queryClient]);
}

/** The delivery calendar's days from … to ('YYYY-MM-DD', both included), with each slot's load. */
export function useCalendar(from: string, to: string) {
  const api = useAdminApi();
  return useQuery({ queryKey: ADMIN_KEYS.calendarDays(from, to), queryFn: () => api.calendar(from, to) });
}

export function useReloadCalendar(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.calendar }), [queryClient]);
}

/** The bouquet constructor's flowers, out-of-season ones too. */
export function useAdminFlowers() {
  const api = useAdminApi();
  return useQuery({ queryKey: ADMIN_KEYS.flowers, queryFn: api.flowers });
}

export function useReloadFlowers(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.flowers }), [queryClient]);
}

/** «Сотрудники». */
export function useStaff() {
  const api = useAdminApi();
  return useQuery({ queryKey: ADMIN_KEYS.staff, queryFn: api.staff });
}

export function useReloadStaff(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.staff }), [queryClient]);
}

/** Who did what to the order and when; loaded when the card's history is opened, reloaded with the order lists. */
export function useOrderTimeline(orderId: number, enabled: boolean) {
  const api = useAdminApi();
  return useQuery({ queryKey: ADMIN_KEYS.timeline(orderId), queryFn: () => api.timeline(orderId), enabled });
}

/** The owner's promo codes with their live uses. */
export function useAdminPromoCodes() {
  const api = useAdminApi();
  return useQuery({ queryKey: ADMIN_KEYS.promoCodes, queryFn: api.promoCodes });
}

export function useReloadPromoCodes(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.promoCodes }), [queryClient]);
}

/** «Отзывы», newest first, narrowed by status (all of them when ''). */
export function useReviews(status: string) {
  const api = useAdminApi();
  return usePagedAdminList(ADMIN_KEYS.reviews, '/api/admin/reviews', { ...NO_FILTERS, status }, api.reviewsPage);
}

export function useReloadReviews() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ADMIN_KEYS.reviews }), [client]);
}
