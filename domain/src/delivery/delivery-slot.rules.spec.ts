import {
  DELIVERY_DAYS_AHEAD,
  DELIVERY_SLOTS,
  MIN_LEAD_HOURS,
  PICKUP_OPENING_HOURS,
  SAME_DAY_CUTOFF_HOUR,
  slotKindOf,
  slotsForDeliveryType,
} from './delivery-slot.rules';
import { SHOP_INFO } from '../shop-info/shop-info';

describe('delivery slots', () => {
  it('offers four slots a day, the last one in the evening', () => {
    expect(DELIVERY_SLOTS.map((slot) => slot.label)).toEqual(['10:00–13:00', '13:00–16:00', '16:00–19:00', '19:00–22:00']);
    expect(DELIVERY_SLOTS.map((slot) => slot.kind)).toEqual(['daytime', 'daytime', 'daytime', 'evening']);
    expect([SAME_DAY_CUTOFF_HOUR, MIN_LEAD_HOURS, DELIVERY_DAYS_AHEAD]).toEqual([17, 2, 14]);
  });

  it("prices an order's slot by its kind: the evening one, else daytime", () => {
    expect([slotKindOf('19-22'), slotKindOf('10-13'), slotKindOf(null), slotKindOf('07-09')]).toEqual(['evening', 'daytime', 'daytime', 'daytime']);
  });

  it('offers pickup only the slots inside the pickup hours 10:00–20:00; couriers keep every slot', () => {
    expect(PICKUP_OPENING_HOURS).toEqual({ opensAt: 10, closesAt: 20 });
    expect(SHOP_INFO.pickup.hours).toBe('ежедневно с 10:00 до 20:00');
    expect(slotsForDeliveryType('pickup').map((slot) => slot.code)).toEqual(['10-13', '13-16', '16-19']);
    expect(slotsForDeliveryType('yandex').map((slot) => slot.code)).toEqual(['10-13', '13-16', '16-19', '19-22']);
    expect(slotsForDeliveryType('moscow')).toHaveLength(4);
  });
});
