import { CART_CHANGED_EVENT } from '@shop/domain';

/** Tells the shell's header to refetch the cart badge. */
export function notifyCartChanged(): void {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}
