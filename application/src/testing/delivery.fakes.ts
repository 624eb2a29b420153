import {
  DEFAULT_SLOT_CAPACITIES,
  capacityKindOf,
  isOrdinaryDay,
  type CalendarDay,
  type DeliveryCalendar,
  type SlotCapacityKind,
  type SlotLoad,
} from '@shop/domain';
import { DeliveryCalendarRepository, OrderLeadTimes, type CalendarSpan } from '../delivery/delivery-calendar.repository.port';
import type { InMemoryOrders } from './orders.fakes';

/** The calendar's settings in memory; the loads are counted from the orders, as the adapter counts the stored ones. */
export class InMemoryDeliveryCalendar extends DeliveryCalendarRepository {
  readonly days = new Map<string, CalendarDay>();
  readonly locked: string[] = [];
  readonly saved: { day: CalendarDay; actorUserId: number }[] = [];

  constructor(
    private readonly orders: InMemoryOrders,
    public defaults = DEFAULT_SLOT_CAPACITIES,
  ) {
    super();
  }

  async read({ from, to }: CalendarSpan, excludingOrderId?: number): Promise<DeliveryCalendar> {
    const inSpan = (date: string) => date >= from && date <= to;
    const loads = new Map<string, SlotLoad>();
    for (const order of this.orders.orders.values()) {
      const { contact } = order;
      if (order.id === excludingOrderId || !order.holdsReservation() || !contact?.deliveryDate || !contact.deliverySlot || !inSpan(contact.deliveryDate))
        continue;
      const load = { date: contact.deliveryDate, kind: capacityKindOf(contact.deliveryType), slot: contact.deliverySlot };
      const key = `${load.date} ${load.kind} ${load.slot}`;
      loads.set(key, { ...load, taken: (loads.get(key)?.taken ?? 0) + 1 });
    }
    return { defaults: this.defaults, days: [...this.days.values()].filter((day) => inSpan(day.date)), loads: [...loads.values()] };
  }

  async lockSlot(date: string, kind: SlotCapacityKind, slot: string): Promise<void> {
    this.locked.push(`${date} ${kind} ${slot}`);
  }

  async saveDay(day: CalendarDay, actorUserId: number): Promise<void> {
    this.saved.push({ day, actorUserId });
    if (isOrdinaryDay(day)) this.days.delete(day.date);
    else this.days.set(day.date, day);
  }
}

/** Lead days by order and by customer's cart; an order of another customer, or none, is not found. */
export class InMemoryLeadTimes extends OrderLeadTimes {
  readonly leadDays = new Map<number, number>();
  readonly cartLeadDays = new Map<number, number>();

  constructor(private readonly orders: InMemoryOrders) {
    super();
  }

  async ofCustomerOrder(orderId: number, customerId: number): Promise<number | null> {
    const order = this.orders.orders.get(orderId);
    return order?.isOwnedBy(customerId) ? (this.leadDays.get(orderId) ?? 0) : null;
  }

  async ofCustomerCart(customerId: number): Promise<number> {
    return this.cartLeadDays.get(customerId) ?? 0;
  }
}
