import { Money } from '../money/money.value-object';
import { finalDeliveryPrice, moscowTariffQuote, suggestCourierPrice } from './courier-price.rules';
import { DELIVERY_ERRORS } from './delivery.errors';
import { distanceKm, zoneByCode, zoneForPoint } from './delivery-zone.rules';
import { MOSCOW_TARIFF } from './moscow-tariff.data';

const KREMLIN = MOSCOW_TARIFF.centre;
const SOKOLNIKI = { lat: 55.7925, lon: 37.678 };
const KHIMKI = { lat: 55.897, lon: 37.4297 };
const ZELENOGRAD = { lat: 55.9825, lon: 37.1814 };
const TULA = { lat: 54.193, lon: 37.6177 };

const roubles = (result: ReturnType<typeof suggestCourierPrice>): number | string => (result.ok ? result.value.toRoubles() : result.error.code);

describe('Moscow courier tariff', () => {
  it('is data: zones widen outwards and every zone has a price', () => {
    const limits = MOSCOW_TARIFF.zones.map((zone) => zone.maxKmFromCentre);
    expect([...limits].sort((a, b) => a - b)).toEqual(limits);
    expect(MOSCOW_TARIFF.zones.map((zone) => zone.code)).toEqual(['garden-ring', 'inside-mkad', 'mkad-5', 'mkad-15', 'mkad-30']);
  });

  it('measures great-circle distances', () => {
    expect(distanceKm(KREMLIN, KREMLIN)).toBe(0);
    expect(distanceKm(KREMLIN, TULA)).toBeCloseTo(173.3, 0);
    expect(distanceKm(KREMLIN, SOKOLNIKI)).toBeCloseTo(distanceKm(SOKOLNIKI, KREMLIN), 10);
  });

  it.each([
    ['the Kremlin', KREMLIN, 'garden-ring'],
    ['Sokolniki', SOKOLNIKI, 'inside-mkad'],
    ['Khimki', KHIMKI, 'mkad-5'],
    ['Zelenograd', ZELENOGRAD, 'mkad-30'],
  ])('puts %s in zone %s', (_, point, code) => {
    expect(zoneForPoint(point)?.code).toBe(code);
  });

  it('has no zone for Tula', () => {
    expect(zoneForPoint(TULA)).toBeUndefined();
  });

  it('finds the admin-chosen zone by code', () => {
    expect(zoneByCode('mkad-15')?.title).toBe('От 5 до 15 км за МКАД');
    expect(zoneByCode('mars')).toBeUndefined();
  });

  it('suggests the zone price plus the slot surcharge', () => {
    expect(roubles(suggestCourierPrice({ point: SOKOLNIKI }, 'daytime'))).toBe(700);
    expect(roubles(suggestCourierPrice({ point: SOKOLNIKI }, 'evening'))).toBe(1000);
    expect(roubles(suggestCourierPrice({ zone: 'garden-ring' }, 'urgent'))).toBe(1200);
    expect(roubles(suggestCourierPrice({ zone: 'mkad-30' }, 'daytime'))).toBe(1900);
  });

  it('prefers coordinates over the chosen zone', () => {
    expect(roubles(suggestCourierPrice({ point: KREMLIN, zone: 'mkad-30' }, 'daytime'))).toBe(500);
    expect(roubles(suggestCourierPrice({ point: null, zone: 'mkad-5' }, 'daytime'))).toBe(1000);
  });

  it('refuses without a zone or beyond the last band', () => {
    expect(suggestCourierPrice({}, 'daytime')).toEqual({ ok: false, error: DELIVERY_ERRORS.zoneRequired });
    expect(suggestCourierPrice({ point: TULA }, 'daytime')).toEqual({ ok: false, error: DELIVERY_ERRORS.outOfArea });
    expect(suggestCourierPrice({ zone: 'mars' as 'mkad-5' }, 'daytime')).toEqual({ ok: false, error: DELIVERY_ERRORS.outOfArea });
  });
});

describe('finalDeliveryPrice', () => {
  const admin = Money.ofRoubles(450);
  const suggested = Money.ofRoubles(700);

  it('is always 0 for pickup', () => {
    expect(finalDeliveryPrice('pickup', { admin, suggested })?.isZero()).toBe(true);
  });

  it("takes the admin's price over any suggestion", () => {
    expect(finalDeliveryPrice('moscow', { admin, suggested })).toBe(admin);
    expect(finalDeliveryPrice('yandex', { admin: Money.ZERO, suggested })).toBe(Money.ZERO);
  });

  it('falls back to the suggestion, then to nothing', () => {
    expect(finalDeliveryPrice('yandex', { admin: null, suggested })).toBe(suggested);
    expect(finalDeliveryPrice('yandex', { admin: null, suggested: null })).toBeNull();
  });
});

describe('the Moscow tariff quote', () => {
  it('suggests the assumed zone inside the MKAD, with the evening surcharge and a note saying so', () => {
    const daytime = moscowTariffQuote({ city: 'Москва', deliverySlot: '10-13' });
    expect([daytime.price?.toRoubles(), daytime.note]).toEqual([700, 'Тариф по Москве: зона «В пределах МКАД» по умолчанию; проверьте зону по адресу']);
    const evening = moscowTariffQuote({ city: 'г. Москва', deliverySlot: '19-22' });
    expect([evening.price?.toRoubles(), evening.note]).toEqual([
      1000,
      'Тариф по Москве: зона «В пределах МКАД» по умолчанию, вечерний слот +300\u00a0₽; проверьте зону по адресу',
    ]);
  });

  it('prices no other city, and says so', () => {
    expect(moscowTariffQuote({ city: ' Тула ', deliverySlot: null })).toEqual({
      price: null,
      note: 'Город «Тула» вне тарифа по Москве — рассчитайте доставку вручную',
    });
  });
});
