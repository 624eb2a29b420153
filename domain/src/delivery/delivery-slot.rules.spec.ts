import { DELIVERY_ERRORS } from './delivery.errors';
import {
  availableSlots,
  DELIVERY_DAYS_AHEAD,
  DELIVERY_SLOTS,
  deliveryDates,
  deliverySlotError,
  MIN_LEAD_HOURS,
  PICKUP_OPENING_HOURS,
  SAME_DAY_CUTOFF_HOUR,
  slotKindOf,
  slotsForDeliveryType,
} from './delivery-slot.rules';
import { SHOP_INFO } from '../shop-info/shop-info';

/** An instant given as Moscow wall-clock time (UTC+3). */
const moscow = (isoLocal: string): Date => new Date(`${isoLocal}+03:00`);
const codes = (date: string, now: Date): string[] => availableSlots(date, now).map((slot) => slot.code);

describe('delivery slots', () => {
  it('offers four slots a day, the last one in the evening', () => {
    expect(DELIVERY_SLOTS.map((slot) => slot.label)).toEqual(['10:00–13:00', '13:00–16:00', '16:00–19:00', '19:00–22:00']);
    expect(DELIVERY_SLOTS.map((slot) => slot.kind)).toEqual(['daytime', 'daytime', 'daytime', 'evening']);
    expect([SAME_DAY_CUTOFF_HOUR, MIN_LEAD_HOURS, DELIVERY_DAYS_AHEAD]).toEqual([17, 2, 14]);
  });

  it("prices an order's slot by its kind: the evening one, else daytime", () => {
    expect([slotKindOf('19-22'), slotKindOf('10-13'), slotKindOf(null), slotKindOf('07-09')]).toEqual(['evening', 'daytime', 'daytime', 'daytime']);
  });

  it('offers today only the slots starting at least 2 hours from now', () => {
    expect(codes('2025-05-10', moscow('2025-05-10T07:59:00'))).toEqual(['10-13', '13-16', '16-19', '19-22']);
    expect(codes('2025-05-10', moscow('2025-05-10T08:01:00'))).toEqual(['13-16', '16-19', '19-22']);
    expect(codes('2025-05-10', moscow('2025-05-10T14:00:00'))).toEqual(['16-19', '19-22']);
    expect(codes('2025-05-10', moscow('2025-05-10T16:59:00'))).toEqual(['19-22']);
  });

  it('offers pickup only the slots inside the pickup hours 10:00–20:00; couriers keep every slot', () => {
    expect(PICKUP_OPENING_HOURS).toEqual({ opensAt: 10, closesAt: 20 });
    expect(SHOP_INFO.pickup.hours).toBe('ежедневно с 10:00 до 20:00');
    expect(slotsForDeliveryType('pickup').map((slot) => slot.code)).toEqual(['10-13', '13-16', '16-19']);
    expect(slotsForDeliveryType('yandex').map((slot) => slot.code)).toEqual(['10-13', '13-16', '16-19', '19-22']);
    expect(slotsForDeliveryType('moscow')).toHaveLength(4);
    const now = moscow('2025-05-10T12:00:00');
    expect(availableSlots('2025-05-11', now, 'pickup').map((slot) => slot.code)).toEqual(['10-13', '13-16', '16-19']);
    expect(availableSlots('2025-05-10', now, 'pickup').map((slot) => slot.code)).toEqual(['16-19']);
    expect(deliverySlotError({ date: '2025-05-11', slot: '19-22' }, now, 'pickup')).toBe(DELIVERY_ERRORS.slotUnavailable);
    expect(deliverySlotError({ date: '2025-05-11', slot: '19-22' }, now, 'yandex')).toBeNull();
    expect(deliverySlotError({ date: '2025-05-11', slot: '16-19' }, now, 'pickup')).toBeNull();
    // At 15:00 no pickup slot starts two hours later: pickup opens tomorrow, the courier still has 19:00–22:00 today.
    expect(deliveryDates(moscow('2025-05-10T15:00:00'), 'pickup')[0]).toBe('2025-05-11');
    expect(deliveryDates(moscow('2025-05-10T15:00:00'), 'yandex')[0]).toBe('2025-05-10');
  });

  it('closes today at the 17:00 cut-off', () => {
    expect(codes('2025-05-10', moscow('2025-05-10T17:00:00'))).toEqual([]);
  });

  it('offers every slot on later days up to 14 days ahead, none in the past or beyond', () => {
    const now = moscow('2025-05-10T20:00:00');
    expect(codes('2025-05-11', now)).toHaveLength(4);
    expect(codes('2025-05-24', now)).toHaveLength(4);
    expect(codes('2025-05-25', now)).toEqual([]);
    expect(codes('2025-05-09', now)).toEqual([]);
    expect(codes('not a date', now)).toEqual([]);
  });

  it('lists bookable dates from today, or from tomorrow after the cut-off', () => {
    const morning = deliveryDates(moscow('2025-05-10T09:00:00'));
    expect(morning[0]).toBe('2025-05-10');
    expect(morning).toHaveLength(15);
    const evening = deliveryDates(moscow('2025-05-10T18:00:00'));
    expect(evening[0]).toBe('2025-05-11');
    expect(evening.at(-1)).toBe('2025-05-24');
  });

  it('uses the Moscow date, not the UTC one, around midnight', () => {
    // 22:30 UTC on 9 May is already 01:30 on 10 May in Moscow.
    expect(deliveryDates(new Date('2025-05-09T22:30:00Z'))[0]).toBe('2025-05-10');
  });

  it('validates a chosen date and slot', () => {
    const now = moscow('2025-05-10T12:00:00');
    expect(deliverySlotError({ date: '2025-05-10', slot: '16-19' }, now)).toBeNull();
    expect(deliverySlotError({ date: '2025-05-10', slot: '13-16' }, now)).toBe(DELIVERY_ERRORS.slotUnavailable);
    expect(deliverySlotError({ date: '2025-05-12', slot: '08-10' }, now)).toBe(DELIVERY_ERRORS.slotUnavailable);
    expect(deliverySlotError({ date: '2025-05-09', slot: '10-13' }, now)).toBe(DELIVERY_ERRORS.dateUnavailable);
    expect(deliverySlotError({ date: '', slot: '10-13' }, now)).toBe(DELIVERY_ERRORS.invalidDate);
  });
});
