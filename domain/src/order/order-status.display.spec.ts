import { orderStatusListDisplay, orderStatusPaymentDisplay } from './order-status.display';

describe('order status readings (spec §4)', () => {
  it.each([
    ['paid', 'Оплачен', 'green'],
    ['confirmed', 'Подтверждён', 'cyan'],
    ['canceled', 'Отклонён', 'red'],
    ['pending', 'Ожидает подтверждения', 'yellow'],
    ['cancelled', 'Ожидает подтверждения', 'yellow'],
    ['', 'Ожидает подтверждения', 'yellow'],
    ['constructor', 'Ожидает подтверждения', 'yellow'],
  ])('admin and customer lists: %p → %s (%s)', (status, label, colour) => {
    expect(orderStatusListDisplay(status)).toEqual({ label, colour });
  });

  it.each([
    ['paid', 'Оплачен', 'green'],
    ['confirmed', 'Подтверждён', 'yellow'],
    ['pending', 'В ожидании', 'blue'],
    ['cancelled', 'Отменён', 'red'],
    ['canceled', 'Отменён', 'red'],
    ['refunded', 'Неизвестно', 'grey'],
  ])('payment page: %p → %s (%s)', (status, label, colour) => {
    expect(orderStatusPaymentDisplay(status)).toEqual({ label, colour });
  });
});
