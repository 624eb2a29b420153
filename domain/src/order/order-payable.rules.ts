/** Spec §2/§4: payment is reachable when the order is confirmed and approved. Works on the wire shape too. */
export const isOrderPayable = (order: { readonly status: string; readonly isApproved: boolean }): boolean =>
  order.status === 'confirmed' && order.isApproved;
