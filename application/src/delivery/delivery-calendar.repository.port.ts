import type { CalendarDay, DeliveryCalendar, SlotCapacityKind } from '@shop/domain';

/** The days `from` … `to` ('YYYY-MM-DD', Moscow), both included. */
export interface CalendarSpan {
  readonly from: string;
  readonly to: string;
}

/**
 * The florist's calendar: the admin's settings of each day and the places orders hold (every order
 * whose contact names the day and slot and that holds its reservation). Places are counted, never
 * kept as counters: an order that stops holding (rejected, deleted, expired, refunded before it
 * left) or moves to another slot frees its place by what the order repository stores.
 */
export abstract class DeliveryCalendarRepository {
  /** The settings and loads of a span of days, with the shop's default capacities; an order's own place is not counted when it is named. */
  abstract read(span: CalendarSpan, excludingOrderId?: number): Promise<DeliveryCalendar>;
  /**
   * Waits for the claim on one slot of a day (every replica), held until the current transaction
   * ends: places in a slot are counted and taken by one contact step at a time.
   */
  abstract lockSlot(date: string, kind: SlotCapacityKind, slot: string): Promise<void>;
  /** Stores a day's settings as the admin left them (an ordinary day keeps nothing) and records the change in the audit trail. */
  abstract saveDay(day: CalendarDay, actorUserId: number): Promise<void>;
}

/** How long an order's products take to make. */
export abstract class OrderLeadTimes {
  /** The longest lead days of the products of the customer's own order (0 when none takes any); null when the order is not theirs or does not exist. */
  abstract ofCustomerOrder(orderId: number, customerId: number): Promise<number | null>;
  /** The longest lead days of the products in the customer's cart (0 when none takes any): the dates shown before the order is placed. */
  abstract ofCustomerCart(customerId: number): Promise<number>;
}
