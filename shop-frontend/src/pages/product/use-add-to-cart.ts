import { loginReturningTo, SIGN_IN_FIRST_ATTRIBUTE, type CartAddPayloadDto, type ShellServices } from '@shop/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NOTICE_MS, useTimedNotice } from '../../components/timed-notice';
import { notifyCartChanged } from '../cart/cart-events';

/** Spec §8, 'Add to cart'. */
export const CART_TEXTS = {
  added: 'Товар добавлен в корзину',
  failed: 'Не удалось добавить товар',
  network: 'Ошибка сервера',
} as const;

/** On the add button: pressed before the page is live by a browser with no session, the page's loader opens /login itself. */
const SIGN_IN_FIRST = { [SIGN_IN_FIRST_ATTRIBUTE]: '' } as const;

/**
 * Signed out: /login, coming back to the page the visitor is on (the product's, or a category's with its sort). Signed in: POST /api/cart/add through
 * the shell's client, which renews an expired token once and otherwise signs out and opens /login.
 */
export function useAddToCart(services: ShellServices, productId: number) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  const { notice, show, clear } = useTimedNotice(NOTICE_MS.cart);

  const add = async () => {
    if (busy) return;
    if (!services.session.getSnapshot().token) {
      navigate(loginReturningTo(`${pathname}${search}`));
      return;
    }
    setBusy(true);
    const payload: CartAddPayloadDto = { product_id: productId, quantity: 1 };
    const answer = await services.http.request<unknown>('/api/cart/add', { method: 'POST', body: payload });
    setBusy(false);
    if (answer.ok) {
      show('success', CART_TEXTS.added);
      notifyCartChanged();
      return;
    }
    // 401/403 that could not be renewed: the client has already signed out and opened /login.
    if (!services.session.getSnapshot().token) return;
    if (answer.kind === 'network') show('error', CART_TEXTS.network);
    else show('error', (answer.kind === 'status' && answer.message) || CART_TEXTS.failed);
  };

  return { add, busy, notice, clearNotice: clear, signInFirst: SIGN_IN_FIRST };
}
