import { DELIVERY_ERRORS, ORDER_ERRORS, ordinaryDay, type CalendarDayPayloadDto } from '@shop/domain';
import { InMemoryDeliveryCalendar, InMemoryLeadTimes } from '../testing/delivery.fakes';
import { InMemoryOrders, pendingOrder } from '../testing/orders.fakes';
import { FixedClock, ImmediateTransactions } from '../testing/shared.fakes';
import { SetCalendarDay } from './commands/set-calendar-day.command';
import { AdminCalendarQuery } from './queries/admin-calendar.query';
import { DeliveryOffersQuery } from './queries/delivery-offers.query';

/** 09:00 in Moscow on 1 May 2026; customer 5's pending order 7 holds 10:00–13:00 on 2 May. */
function setup() {
  const clock = new FixedClock(new Date('2026-05-01T06:00:00Z'));
  const orders = new InMemoryOrders();
  orders.add(pendingOrder());
  const calendar = new InMemoryDeliveryCalendar(orders, { courier: 1, pickup: 10 });
  const leadTimes = new InMemoryLeadTimes(orders);
  return {
    calendar,
    leadTimes,
    offers: new DeliveryOffersQuery(calendar, leadTimes, clock),
    adminCalendar: new AdminCalendarQuery(calendar, clock),
    setDay: new SetCalendarDay(new ImmediateTransactions(), calendar, clock),
  };
}

const anyone = { callerId: null, orderId: null };
const payload = (change: Partial<CalendarDayPayloadDto> = {}): CalendarDayPayloadDto => ({ closed: false, reason: null, peak: null, slots: {}, ...change });

describe('the delivery calendar use cases', () => {
  it("offers the fortnight's dates and a day's slots, a full slot with no place left", async () => {
    const { offers } = setup();
    const dates = await offers.dates('yandex', anyone);
    expect(dates.ok && dates.value.map((date) => date.date)).toHaveLength(15);
    const slots = await offers.slots('2026-05-02', 'moscow', anyone);
    expect(slots.ok && slots.value[0]).toEqual({ code: '10-13', label: '10:00–13:00', available: false, remaining: 0, reason: 'Мест нет' });
  });

  it("counts the owner's own place as free and applies the order's lead days; anyone else is told the order is not found", async () => {
    const { offers, leadTimes } = setup();
    const own = await offers.slots('2026-05-02', 'yandex', { callerId: 5, orderId: 7 });
    expect(own.ok && own.value[0]).toMatchObject({ available: true, remaining: 1 });
    leadTimes.leadDays.set(7, 2);
    const dates = await offers.dates('yandex', { callerId: 5, orderId: 7 });
    expect(dates.ok && dates.value.slice(0, 3).map((date) => date.available)).toEqual([false, false, true]);
    for (const callerId of [6, null]) expect(await offers.dates('yandex', { callerId, orderId: 7 })).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    expect(await offers.slots('2026-05-02', 'yandex', { callerId: 5, orderId: 99 })).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
  });

  it("applies a signed-in customer's cart lead days before the order is placed; anyone browsing gets none", async () => {
    const { offers, leadTimes } = setup();
    leadTimes.cartLeadDays.set(5, 1);
    const customer = await offers.dates('yandex', { callerId: 5, orderId: null });
    expect(customer.ok && customer.value.slice(0, 2).map((date) => [date.available, date.reason])).toEqual([
      [false, 'Изготовление займёт 1 день'],
      [true, null],
    ]);
    const browsing = await offers.dates('yandex', anyone);
    expect(browsing.ok && browsing.value[0].available).toBe(true);
  });

  it("shows the admin 30 days with each slot's load, and refuses a span over 92 days", async () => {
    const { adminCalendar } = setup();
    const days = await adminCalendar.execute(null, null);
    expect(days.ok && days.value).toHaveLength(30);
    expect(days.ok && days.value[1].slots.courier[0]).toMatchObject({ code: '10-13', capacity: 1, default_capacity: true, taken: 1 });
    expect(await adminCalendar.execute('2026-05-01', '2026-08-01')).toEqual({ ok: false, error: DELIVERY_ERRORS.calendarSpan });
  });

  it("stores the admin's day, keeps nothing of an ordinary one, and refuses a past day", async () => {
    const { setDay, calendar } = setup();
    const closed = await setDay.execute('2026-05-03', payload({ closed: true }), 1);
    expect(closed.ok && closed.value).toMatchObject({ date: '2026-05-03', closed: true, reason: 'Выходной' });
    expect(calendar.days.get('2026-05-03')).toEqual({ ...ordinaryDay('2026-05-03'), closed: true, reason: 'Выходной' });
    await setDay.execute('2026-05-03', payload(), 1);
    expect(calendar.days.has('2026-05-03')).toBe(false);
    expect(calendar.saved.map((saved) => saved.actorUserId)).toEqual([1, 1]);
    expect(await setDay.execute('2026-04-30', payload(), 1)).toEqual({ ok: false, error: DELIVERY_ERRORS.pastDay });
    expect(await setDay.execute('2026-05-03', payload({ slots: { pickup: [{ code: '19-22', capacity: 1, closed: false, reason: null }] } }), 1)).toEqual({
      ok: false,
      error: DELIVERY_ERRORS.unknownSlot,
    });
  });
});
