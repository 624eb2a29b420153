import type { CartLine } from '../cart/cart-line.value-object';

/** A line snapshotted at order time; `id` is the stored line's, null until the order is first saved. */
export type OrderLine = CartLine & { readonly id: number | null };
