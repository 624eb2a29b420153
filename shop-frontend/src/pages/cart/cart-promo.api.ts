import type { CartPromoDto, CartResponseDto, ShellHttpClient } from '@shop/domain';
import { HttpFailureError } from './cart.api';

/** The cart's code as GET /api/cart re-checks it; null: none entered. */
export async function fetchCartPromo(http: ShellHttpClient): Promise<CartPromoDto | null> {
  const answer = await http.request<CartResponseDto>('/api/cart');
  if (!answer.ok) throw new HttpFailureError(answer);
  return answer.data?.promo ?? null;
}

/** POST /api/cart/promo: the code with the new totals, or the server's Russian reason. */
export async function applyCartPromo(http: ShellHttpClient, code: string): Promise<{ ok: true; promo: CartPromoDto } | { ok: false; reason: string }> {
  const answer = await http.request<CartPromoDto>('/api/cart/promo', { method: 'POST', body: { code } });
  if (answer.ok) return { ok: true, promo: answer.data };
  return { ok: false, reason: (answer.kind === 'not-json' ? null : answer.message) ?? 'Не удалось применить промокод. Попробуйте ещё раз' };
}

/** DELETE /api/cart/promo. True on success. */
export async function removeCartPromo(http: ShellHttpClient): Promise<boolean> {
  return (await http.request<unknown>('/api/cart/promo', { method: 'DELETE' })).ok;
}
