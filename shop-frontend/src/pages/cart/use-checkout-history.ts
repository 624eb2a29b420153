import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The cart's address with the checkout open: '/cart?checkout'. A reload, Forward or a sign-in reopens it. */
export const CHECKOUT_PARAM = 'checkout';

interface CheckoutEntryState {
  /** This entry was pushed by opening the dialog: the one before it is the cart without it. */
  readonly checkoutOpened?: boolean;
}

/**
 * The checkout dialog as part of the browser's history: opening it pushes '/cart?checkout', so
 * Back (the browser's or Android's) closes it and stays on the cart, and Forward opens it again.
 */
export function useCheckoutHistory() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = new URLSearchParams(location.search).has(CHECKOUT_PARAM);
  const pushedHere = (location.state as CheckoutEntryState | null)?.checkoutOpened === true;

  const openCheckout = useCallback(() => {
    void navigate({ search: `?${CHECKOUT_PARAM}` }, { state: { checkoutOpened: true } satisfies CheckoutEntryState });
  }, [navigate]);

  /** As Back would: to the cart entry before, or (arrived with the dialog open) the cart in its place. */
  const closeCheckout = useCallback(() => {
    if (pushedHere) void navigate(-1);
    else void navigate({ search: '' }, { replace: true });
  }, [navigate, pushedHere]);

  /** Leaves the cart for another page; from the open dialog its entry is replaced, so Back returns to the cart, not to the dialog. */
  const leaveCheckout = useCallback((to: string) => void navigate(to, { replace: open }), [navigate, open]);

  return { open, openCheckout, closeCheckout, leaveCheckout };
}
