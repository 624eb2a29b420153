import { CART_CHANGED_EVENT, type CartCountResponseDto, type ShellHttpClient } from '@shop/domain';
import { useEffect, useState } from 'react';

const CART_COUNT_PATH = '/api/cart/count';

/** Spec §4 and §8: 0 without a token and on any failed request, silently. Refetched on each cart change. */
export function useCartCount(http: ShellHttpClient, token: string | null): number {
  const [count, setCount] = useState(0);
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    const refresh = () => setChanges((n) => n + 1);
    window.addEventListener(CART_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(CART_CHANGED_EVENT, refresh);
  }, []);
  useEffect(() => {
    if (!token) {
      setCount(0);
      return;
    }
    let current = true;
    void http.request<CartCountResponseDto>(CART_COUNT_PATH, { auth: 'session-quiet' }).then((answer) => {
      const value = answer.ok ? Number(answer.data?.count) : 0;
      if (current) setCount(Number.isInteger(value) && value > 0 ? value : 0);
    });
    return () => {
      current = false;
    };
  }, [http, token, changes]);
  return count;
}
