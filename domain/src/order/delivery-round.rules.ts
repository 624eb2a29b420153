import { DELIVERY_SLOTS } from '../delivery/delivery-slot.rules';
import type { Order } from './order.entity';

const slotRank = (code: string | null | undefined): number => {
  const index = DELIVERY_SLOTS.findIndex((slot) => slot.code === code);
  return index === -1 ? DELIVERY_SLOTS.length : index;
};

const ADDRESS_ORDER = new Intl.Collator('ru');

/** A day's deliveries in the courier's order: by slot (earliest first; no slot last), then by address, then by order number. */
export const deliveryRoundOrder = (a: Order, b: Order): number =>
  slotRank(a.contact?.deliverySlot) - slotRank(b.contact?.deliverySlot) ||
  ADDRESS_ORDER.compare(a.deliveryAddress ?? '', b.deliveryAddress ?? '') ||
  a.id - b.id;
