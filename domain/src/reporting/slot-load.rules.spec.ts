import { DEFAULT_SLOT_CAPACITIES, ordinaryDay, slotsOfKind, type DeliveryCalendar } from '../delivery/delivery-calendar';
import { dayLoad } from './slot-load.rules';

describe('a day’s slot load', () => {
  const courierSlots = slotsOfKind('courier');
  const pickupSlots = slotsOfKind('pickup');

  it('adds the places taken and offered of each kind over its slots', () => {
    const calendar: DeliveryCalendar = {
      defaults: DEFAULT_SLOT_CAPACITIES,
      days: [
        {
          ...ordinaryDay('2026-12-01'),
          slots: {
            courier: [{ code: courierSlots[0].code, capacity: 2, closed: false, reason: null }],
            pickup: [{ code: pickupSlots[0].code, capacity: null, closed: true, reason: 'Учёт' }],
          },
        },
      ],
      loads: [
        { date: '2026-12-01', kind: 'courier', slot: courierSlots[0].code, taken: 2 },
        { date: '2026-12-01', kind: 'courier', slot: courierSlots[1].code, taken: 1 },
        { date: '2026-12-02', kind: 'pickup', slot: pickupSlots[0].code, taken: 4 },
      ],
    };
    expect(dayLoad(calendar, '2026-12-01')).toEqual({
      date: '2026-12-01',
      courier: { taken: 3, capacity: 2 + (courierSlots.length - 1) * DEFAULT_SLOT_CAPACITIES.courier },
      pickup: { taken: 0, capacity: (pickupSlots.length - 1) * DEFAULT_SLOT_CAPACITIES.pickup },
    });
    expect(dayLoad(calendar, '2026-12-02').pickup).toEqual({ taken: 4, capacity: pickupSlots.length * DEFAULT_SLOT_CAPACITIES.pickup });
  });

  it('offers nothing on a closed day but still counts what is taken', () => {
    const calendar: DeliveryCalendar = {
      defaults: DEFAULT_SLOT_CAPACITIES,
      days: [{ ...ordinaryDay('2026-12-31'), closed: true, reason: 'Праздник' }],
      loads: [{ date: '2026-12-31', kind: 'pickup', slot: pickupSlots[0].code, taken: 1 }],
    };
    expect(dayLoad(calendar, '2026-12-31')).toEqual({ date: '2026-12-31', courier: { taken: 0, capacity: 0 }, pickup: { taken: 1, capacity: 0 } });
  });
});
