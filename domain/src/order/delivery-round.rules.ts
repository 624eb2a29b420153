import { DELIVERY_SLOTS } from '../delivery/delivery-slot.rules';
import { lazily } from '../shared/lazily';
import type { Page, RoundCursor } from './admin-list.query';
import type { Order } from './order.entity';

const slotRank = (code: string | null | undefined): number => {
  const index = DELIVERY_SLOTS.findIndex((slot) => slot.code === code);
  return index === -1 ? DELIVERY_SLOTS.length : index;
};

const addressOrder = lazily(() => new Intl.Collator('ru'));

/** A day's deliveries in the courier's order: by slot (earliest first; no slot last), then by address, then by order number. */
export const deliveryRoundOrder = (a: Order, b: Order): number =>
  slotRank(a.contact?.deliverySlot) - slotRank(b.contact?.deliverySlot) ||
  addressOrder().compare(a.deliveryAddress ?? '', b.deliveryAddress ?? '') ||
  a.id - b.id;

/**
 * One page of a day's round: the orders sorted in the courier's order, those after `after` (the last
 * order shown, wherever it sorts today — in the day or not), `limit` of them. Recomputed on every
 * request, so an order added between pages shows where it sorts and none is skipped or shown twice.
 */
export function deliveryRoundPage<T extends { readonly order: Order }>(day: readonly T[], after: Order | null, limit: number): Page<T, RoundCursor> {
  const round = [...day].sort((a, b) => deliveryRoundOrder(a.order, b.order));
  const rest = after ? round.filter(({ order }) => deliveryRoundOrder(order, after) > 0) : round;
  const items = rest.slice(0, limit);
  const last = items.at(-1);
  return { items, total: day.length, next: rest.length > limit && last ? { id: last.order.id } : null };
}
