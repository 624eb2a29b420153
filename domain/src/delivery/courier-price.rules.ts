import { formatCustomerRoubles } from '../money/money.format';
import { Money } from '../money/money.value-object';
import { err, ok, type Result } from '../shared/result';
import { isDeliveryCity } from './delivery-city.rules';
import { DELIVERY_ERRORS, type DeliveryError } from './delivery.errors';
import { slotKindOf } from './delivery-slot.rules';
import { isCourierDelivery, type DeliveryType } from './delivery-type.value-object';
import { zoneByCode, zoneForPoint, type GeoPoint } from './delivery-zone.rules';
import { MOSCOW_TARIFF, type MoscowZoneCode, type SlotKind } from './moscow-tariff.data';

/** A suggested courier price for the admin (a tariff or a courier service's quote) and where it comes from. */
export interface DeliveryQuote {
  readonly price: Money | null;
  readonly note: string;
}

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
export const finalDeliveryPrice = (deliveryType: DeliveryType, prices: { readonly admin: Money | null; readonly suggested: Money | null }): Money | null => {
  if (!isCourierDelivery(deliveryType)) return Money.ZERO;
  return prices.admin ?? prices.suggested;
};

/** Without a geocoder the zone is unknown: the tariff's suggestion assumes the commonest one. */
export const ASSUMED_TARIFF_ZONE: MoscowZoneCode = 'inside-mkad';

/**
 * The Moscow tariff's suggestion for an order when no courier service prices it: the assumed
 * zone with the slot's surcharge, and the note the admin reads beside it. A city the tariff does
 * not cover gets no price, only a note.
 */
export const moscowTariffQuote = (order: { readonly city: string; readonly deliverySlot: string | null }): DeliveryQuote => {
  if (!isDeliveryCity(order.city)) return { price: null, note: `Город «${order.city.trim()}» вне тарифа по Москве — рассчитайте доставку вручную` };
  const slotKind = slotKindOf(order.deliverySlot);
  const price = suggestCourierPrice({ zone: ASSUMED_TARIFF_ZONE }, slotKind);
  if (!price.ok) return { price: null, note: price.error.message };
  const zone = zoneByCode(ASSUMED_TARIFF_ZONE)?.title ?? ASSUMED_TARIFF_ZONE;
  const evening = slotKind === 'evening' ? `, вечерний слот +${formatCustomerRoubles(MOSCOW_TARIFF.surcharges.evening)}` : '';
  return { price: price.value, note: `Тариф по Москве: зона «${zone}» по умолчанию${evening}; проверьте зону по адресу` };
};
