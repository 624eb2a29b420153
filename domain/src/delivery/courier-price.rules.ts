import { Money } from '../money/money.value-object';
import { err, ok, type Result } from '../shared/result';
import { DELIVERY_ERRORS, type DeliveryError } from './delivery.errors';
import { isCourierDelivery, type DeliveryType } from './delivery-type.value-object';
import { zoneByCode, zoneForPoint, type GeoPoint } from './delivery-zone.rules';
import { MOSCOW_TARIFF, type MoscowZoneCode, type SlotKind } from './moscow-tariff.data';

/** Where the courier goes: coordinates from a geocoder win; otherwise the zone the admin chose. */
export interface CourierDestination {
  readonly point?: GeoPoint | null;
  readonly zone?: MoscowZoneCode | null;
}

/** The tariff's suggestion for a Moscow courier: the zone price plus the slot surcharge. */
export const suggestCourierPrice = (destination: CourierDestination, slotKind: SlotKind): Result<Money, DeliveryError> => {
  if (!destination.point && !destination.zone) return err(DELIVERY_ERRORS.zoneRequired);
  const zone = destination.point ? zoneForPoint(destination.point) : zoneByCode(destination.zone as string);
  if (zone === undefined) return err(DELIVERY_ERRORS.outOfArea);
  return ok(zone.price.add(MOSCOW_TARIFF.surcharges[slotKind]));
};

/**
 * The delivery price an order gets: pickup is always free; for a courier the admin's price always
 * wins over the suggestion (tariff or courier-service quote). Null means nobody has priced it yet.
 */
export const finalDeliveryPrice = (
  deliveryType: DeliveryType,
  prices: { readonly admin: Money | null; readonly suggested: Money | null },
): Money | null => {
  if (!isCourierDelivery(deliveryType)) return Money.ZERO;
  return prices.admin ?? prices.suggested;
};
