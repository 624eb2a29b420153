import { describe, expect, it } from '@jest/globals';
import { SHOP_INFO } from '@shop/domain';
import { contactEmail, destination, receiver, telHref, type DeliveryView } from './delivery-details.rules';

const order: DeliveryView = {
  full_name: 'Вера Соколова',
  delivery_phone: '+79160000003',
  email: 'vera@example.ru',
  account_email: 'vera@example.ru',
  city: 'Москва',
  recipient_name: null,
  recipient_phone: null,
  delivery_type: 'yandex',
  delivery_address_full: 'ул. Остоженка, 12',
};

describe('delivery details on the admin cards', () => {
  it('dials a phone as digits with its plus', () => {
    expect(telHref('+7 (916) 000-00-01')).toBe('tel:+79160000001');
  });

  it("names the checkout's e-mail only when it is not the account's", () => {
    expect(contactEmail(order)).toBeNull();
    expect(contactEmail({ ...order, email: 'gift@example.ru' })).toBe('gift@example.ru');
  });

  it('hands the order to the recipient named at checkout, else to the customer', () => {
    expect(receiver({ ...order, recipient_name: 'Клара Новикова', recipient_phone: '+79160000001' })).toEqual({
      name: 'Клара Новикова',
      phone: '+79160000001',
      isCustomer: false,
    });
    expect(receiver({ ...order, recipient_name: 'Клара Новикова' })).toEqual({ name: 'Клара Новикова', phone: null, isCustomer: false });
    expect(receiver(order)).toEqual({ name: 'Вера Соколова', phone: '+79160000003', isCustomer: true });
  });

  it("sends a courier to the city and address, and a pickup to the shop's counter", () => {
    expect(destination(order)).toEqual({ label: 'Адрес', address: 'Москва, ул. Остоженка, 12' });
    expect(destination({ ...order, delivery_address_full: 'Москва, ул. Арбат, 10' })).toEqual({ label: 'Адрес', address: 'Москва, ул. Арбат, 10' });
    expect(destination({ ...order, city: null })).toEqual({ label: 'Адрес', address: 'ул. Остоженка, 12' });
    expect(destination({ ...order, delivery_address_full: null })).toEqual({ label: 'Адрес', address: 'Москва' });
    expect(destination({ ...order, delivery_type: 'pickup', delivery_address_full: 'Самовывоз' })).toEqual({
      label: 'Адрес самовывоза',
      address: SHOP_INFO.pickup.address,
    });
  });
});
