import { DEFAULT_SLOT_CAPACITIES, type DeliveryCalendar } from '../delivery/delivery-calendar';
import { deliveryDateOffers, deliverySlotOffers } from '../delivery/delivery-calendar.rules';
import type { DeliveryType } from '../delivery/delivery-type.value-object';

/** A fortnight the admin has not touched: every day open with the default capacities, nothing taken. */
export const ORDINARY_CALENDAR: DeliveryCalendar = { defaults: DEFAULT_SLOT_CAPACITIES, days: [], loads: [] };

/**
 * A date and slot an ordinary calendar offers at `now`: the `nth` available date (0: the first,
 * or the last one when there are fewer) and its first slot.
 */
export function bookableChoice(now: Date, nth = 1, deliveryType: DeliveryType = 'yandex'): { delivery_date: string; delivery_slot: string } {
  const dates = deliveryDateOffers(ORDINARY_CALENDAR, { now, deliveryType, leadDays: 0 }).filter((offer) => offer.available);
  const date = (dates[nth] ?? dates[dates.length - 1]).date;
  const [slot] = deliverySlotOffers(ORDINARY_CALENDAR, date, { now, deliveryType, leadDays: 0 }).filter((offer) => offer.refusal === null);
  return { delivery_date: date, delivery_slot: slot.slot.code };
}
