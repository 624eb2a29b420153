import { Money } from '../money/money.value-object';

/**
 * The Moscow courier tariff, kept as data. Zones are rings around the Kremlin, each reaching
 * `maxKmFromCentre`: the Garden Ring is taken as a ~2.5 km ring, the MKAD as a ~18 km ring, and
 * the bands outside it are measured from that ring. Prices are the shop's decision (the spec
 * leaves them open); change them here and nowhere else.
 */
export const MOSCOW_TARIFF = {
  centre: { lat: 55.752023, lon: 37.617499 },
  zones: [
    { code: 'garden-ring', title: 'В пределах Садового кольца', maxKmFromCentre: 2.5, price: Money.ofRoubles(500) },
    { code: 'inside-mkad', title: 'В пределах МКАД', maxKmFromCentre: 18, price: Money.ofRoubles(700) },
    { code: 'mkad-5', title: 'До 5 км за МКАД', maxKmFromCentre: 23, price: Money.ofRoubles(1000) },
    { code: 'mkad-15', title: 'От 5 до 15 км за МКАД', maxKmFromCentre: 33, price: Money.ofRoubles(1400) },
    { code: 'mkad-30', title: 'От 15 до 30 км за МКАД', maxKmFromCentre: 48, price: Money.ofRoubles(1900) },
  ],
  surcharges: {
    daytime: Money.ZERO,
    evening: Money.ofRoubles(300),
    urgent: Money.ofRoubles(700),
  },
} as const;

export type MoscowZone = (typeof MOSCOW_TARIFF.zones)[number];

export type MoscowZoneCode = MoscowZone['code'];

/** daytime and evening are the bookable slots; urgent is "as soon as possible", chosen by the admin. */
export type SlotKind = keyof typeof MOSCOW_TARIFF.surcharges;
