import { DELIVERY_TYPES, deliveryTypeLabel, isCourierDelivery, isDeliveryType } from './delivery-type.value-object';

describe('delivery types', () => {
  it('are pickup, moscow and yandex; the last two are couriers', () => {
    expect(DELIVERY_TYPES).toEqual(['pickup', 'moscow', 'yandex']);
    expect(isCourierDelivery('pickup')).toBe(false);
    expect(isCourierDelivery('moscow')).toBe(true);
    expect(isCourierDelivery('yandex')).toBe(true);
    expect(isDeliveryType('yandex')).toBe(true);
    expect(isDeliveryType('courier')).toBe(false);
  });

  it.each([
    ['yandex', 'Курьером'],
    ['moscow', 'По Москве'],
    ['pickup', 'Самовывоз'],
    ['', 'Самовывоз'],
    ['drone', 'Самовывоз'],
  ])('%p reads %s', (type, label) => {
    expect(deliveryTypeLabel(type)).toBe(label);
  });
});
