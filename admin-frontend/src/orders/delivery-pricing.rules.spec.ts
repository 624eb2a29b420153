import { describe, expect, it } from '@jest/globals';
import { MOSCOW_TARIFF, Money } from '@shop/domain';
import { readDeliveryPrice, tariffPrice } from './delivery-pricing.rules';

describe('admin delivery pricing', () => {
  it('prices a picked zone with the tariff and the evening surcharge', () => {
    const zone = MOSCOW_TARIFF.zones[1];
    expect(tariffPrice(zone.code, '10-13')?.equals(zone.price)).toBe(true);
    expect(tariffPrice(zone.code, '19-22')?.equals(zone.price.add(MOSCOW_TARIFF.surcharges.evening))).toBe(true);
    expect(tariffPrice('', '10-13')).toBeNull();
  });

  it('treats non-numeric input as 0 and refuses a negative amount', () => {
    expect(readDeliveryPrice('abc')).toEqual({ ok: true, price: Money.ZERO });
    const typed = readDeliveryPrice('450.50');
    expect(typed.ok && typed.price.kopecks).toBe(45050);
    expect(readDeliveryPrice('-5')).toEqual({ ok: false, message: 'Сумма не может быть отрицательной' });
  });
});
