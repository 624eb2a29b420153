import { Money } from '../money/money.value-object';
import { awaitsCourierPrice, orderHistoryStatusDisplay, orderStage, orderStatusListDisplay, orderStatusPaymentDisplay } from './order-status.display';

describe('order status readings (spec §4)', () => {
  it.each([
    ['paid', 'Оплачен', 'green'],
    ['confirmed', 'Подтверждён', 'cyan'],
    ['canceled', 'Отклонён', 'red'],
    ['refunded', 'Возвращён', 'grey'],
    ['pending', 'Ожидает подтверждения', 'yellow'],
    ['cancelled', 'Ожидает подтверждения', 'yellow'],
    ['', 'Ожидает подтверждения', 'yellow'],
    ['constructor', 'Ожидает подтверждения', 'yellow'],
  ])('admin and customer lists: %p → %s (%s)', (status, label, colour) => {
    expect(orderStatusListDisplay(status)).toEqual({ label, colour });
  });

  it("customer history: an order the shop canceled reads 'Отменён магазином', a rejection stays 'Отклонён'", () => {
    expect(orderHistoryStatusDisplay('canceled', 'Нет в наличии')).toEqual({ label: 'Отменён магазином', colour: 'red' });
    expect(orderHistoryStatusDisplay('canceled', null)).toEqual({ label: 'Отклонён', colour: 'red' });
    expect(orderHistoryStatusDisplay('paid', null)).toEqual({ label: 'Оплачен', colour: 'green' });
  });

  it.each([
    ['paid', 'Оплачен', 'green'],
    ['confirmed', 'Подтверждён', 'yellow'],
    ['pending', 'В ожидании', 'blue'],
    ['cancelled', 'Отменён', 'red'],
    ['canceled', 'Отменён', 'red'],
    ['refunded', 'Возвращён', 'grey'],
    ['returned', 'Неизвестно', 'grey'],
  ])('payment page: %p → %s (%s)', (status, label, colour) => {
    expect(orderStatusPaymentDisplay(status)).toEqual({ label, colour });
  });

  it.each([
    ['pending', 'awaiting-approval'],
    ['confirmed', 'confirmed'],
    ['paid', 'paid'],
    ['canceled', 'canceled'],
    ['cancelled', 'canceled'],
    ['refunded', 'refunded'],
    ['returned', 'unknown'],
  ])('stage of %p is %s', (status, stage) => {
    expect(orderStage(status)).toBe(stage);
  });

  it('says a pending courier order still waits for its price', () => {
    const order = { deliveryType: 'yandex', status: 'pending', deliveryPrice: Money.ZERO };
    expect(awaitsCourierPrice(order)).toBe(true);
    expect(awaitsCourierPrice({ ...order, deliveryType: 'pickup' })).toBe(false);
    expect(awaitsCourierPrice({ ...order, status: 'confirmed' })).toBe(false);
    expect(awaitsCourierPrice({ ...order, deliveryPrice: Money.ofRoubles(500) })).toBe(false);
  });
});
