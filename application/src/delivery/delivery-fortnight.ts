import { addDays, DELIVERY_DAYS_AHEAD, moscowDateTime, type DeliveryCalendar } from '@shop/domain';
import type { DeliveryCalendarRepository } from './delivery-calendar.repository.port';

/** The calendar of the days the checkout offers at `now` (today … today + DELIVERY_DAYS_AHEAD), an order's own place not counted when named. */
export const deliveryFortnight = (calendar: DeliveryCalendarRepository, now: Date, excludingOrderId?: number): Promise<DeliveryCalendar> => {
  const today = moscowDateTime(now).date;
  return calendar.read({ from: today, to: addDays(today, DELIVERY_DAYS_AHEAD) }, excludingOrderId);
};
