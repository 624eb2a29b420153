import type { CartItemDto, CartPromoDto, SessionSnapshot, ShellServices } from '@shop/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applyCartPromo, fetchCartPromo, removeCartPromo } from './cart-promo.api';

/** The lines as the promo sees them: a change of any quantity asks the server again. */
const cartSignature = (items: readonly CartItemDto[]): string => items.map((item) => `${item.id}x${item.quantity}`).join(',');

/**
 * The cart's promo code, re-checked by the server whenever the lines change: the discount and the
 * new total, or why the cart no longer qualifies. `reason` is the last refusal of «Применить».
 */
export function useCartPromo(services: ShellServices, session: SessionSnapshot, items: readonly CartItemDto[]) {
  const queryClient = useQueryClient();
  const key = ['cart-promo', session.userId ?? 'me', cartSignature(items)] as const;
  const query = useQuery({ queryKey: key, queryFn: () => fetchCartPromo(services.http), enabled: session.token !== null, retry: false, gcTime: 0 });
  const [reason, setReason] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (code: string): Promise<boolean> => {
    setBusy(true);
    const answer = await applyCartPromo(services.http, code);
    setBusy(false);
    setReason(answer.ok ? null : answer.reason);
    if (answer.ok) queryClient.setQueryData<CartPromoDto | null>(key, answer.promo);
    return answer.ok;
  };

  const remove = async () => {
    setBusy(true);
    if (await removeCartPromo(services.http)) queryClient.setQueryData<CartPromoDto | null>(key, null);
    setBusy(false);
  };

  return { promo: query.data ?? null, reason, busy, apply, remove, clearReason: () => setReason(null) };
}
