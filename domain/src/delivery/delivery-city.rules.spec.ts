import { DELIVERY_CITY, isDeliveryCity } from './delivery-city.rules';

describe('the delivery city', () => {
  it("is Moscow, the shop's city", () => {
    expect(DELIVERY_CITY).toBe('Москва');
  });

  it.each(['Москва', 'москва', ' МОСКВА ', 'г. Москва', 'г.Москва', 'г Москва', 'город Москва', 'Москва.', 'Moscow', 'moskva'])('accepts %p', (city) => {
    expect(isDeliveryCity(city)).toBe(true);
  });

  it.each(['Санкт-Петербург', 'Химки', 'Московская область', 'Москва-Сити, Пресненская наб.', 'Подмосковье', '', ' '])('refuses %p', (city) => {
    expect(isDeliveryCity(city)).toBe(false);
  });
});
