import type { CustomerOrderDto, SessionSnapshot, ShellHttpClient } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HttpFailureError } from '../cart/cart.api';

/** GET /api/orders/user: the caller's orders, newest first. */
export async function fetchOrders(http: ShellHttpClient): Promise<CustomerOrderDto[]> {
  const answer = await http.request<CustomerOrderDto[]>('/api/orders/user');
  if (!answer.ok) throw new HttpFailureError(answer);
  return Array.isArray(answer.data) ? answer.data : [];
}

/** Loaded on every visit (an order placed a moment ago must be there). Spec §8: a failure is logged, the list shows empty. */
export function useOrders(http: ShellHttpClient, session: SessionSnapshot) {
  const query = useQuery({
    queryKey: ['orders', session.userId ?? 'me'],
    queryFn: () => fetchOrders(http),
    enabled: session.token !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => {
    if (query.error) console.error('История заказов: не удалось загрузить', query.error);
  }, [query.error]);
  return { orders: query.data ?? [], loading: query.isPending && session.token !== null };
}
