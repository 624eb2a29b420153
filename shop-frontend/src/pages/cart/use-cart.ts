import type { CartItemDto, SessionSnapshot, ShellServices } from '@shop/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { fetchCart, removeLine, setLineQuantity } from './cart.api';
import { withQuantity } from './cart-lines.rules';
import { notifyCartChanged } from './cart-events';

const cartKey = (session: SessionSnapshot) => ['cart', session.userId ?? 'me'] as const;

/**
 * The signed-in visitor's cart: loaded on every visit (products are added on other pages), kept
 * in step with each successful change. Spec §8: failures are logged only; a failed load shows an
 * empty cart.
 */
export function useCart(services: ShellServices, session: SessionSnapshot) {
  const queryClient = useQueryClient();
  const key = cartKey(session);
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchCart(services.http),
    enabled: session.token !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const [busyLines, setBusyLines] = useState<ReadonlySet<number>>(() => new Set());

  useEffect(() => {
    if (query.error) console.error('Корзина: не удалось загрузить', query.error);
  }, [query.error]);

  const mark = useCallback((lineId: number, busy: boolean) => {
    setBusyLines((current) => {
      const next = new Set(current);
      if (busy) next.add(lineId);
      else next.delete(lineId);
      return next;
    });
  }, []);

  const applyChange = async (item: CartItemDto, quantity: number, call: () => Promise<boolean>) => {
    mark(item.id, true);
    const done = await call();
    if (done) {
      queryClient.setQueryData<CartItemDto[]>(key, (items) => withQuantity(items ?? [], item.id, quantity));
      notifyCartChanged();
    } else {
      void query.refetch();
    }
    mark(item.id, false);
  };

  return {
    items: query.data ?? [],
    loading: query.isPending && session.token !== null,
    busyLines,
    /** PUT /api/cart/{productId}; 0 removes the line (spec §4). */
    setQuantity: (item: CartItemDto, quantity: number) => applyChange(item, quantity, () => setLineQuantity(services.http, item, quantity)),
    remove: (item: CartItemDto) => applyChange(item, 0, () => removeLine(services.http, item)),
    /** After an order the server has emptied the cart. */
    emptied: () => queryClient.setQueryData<CartItemDto[]>(key, []),
  };
}
