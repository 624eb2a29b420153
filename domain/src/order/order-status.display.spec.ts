import { Money } from '../money/money.value-object';
import { awaitsCourierPrice, orderHistoryStatusDisplay, orderStage, orderStatusListDisplay, orderStatusPaymentDisplay } from './order-status.display';

describe('order status readings (spec §4)', () => {
  const AWAITING = ['Ожидает подтверждения', 'yellow'] as const;

  // One row a wire status: its reading in the admin and customer lists, on the payment page, and its stage.
  it.each([
    ['paid', ['Оплачен', 'green'], ['Оплачен', 'green'], 'paid'],
    ['confirmed', ['Подтверждён', 'cyan'], ['Подтверждён', 'yellow'], 'confirmed'],
    ['pending', AWAITING, ['В ожидании', 'blue'], 'awaiting-approval'],
    ['canceled', ['Отклонён', 'red'], ['Отменён', 'red'], 'canceled'],
    ['cancelled', AWAITING, ['Отменён', 'red'], 'canceled'],
    ['refunded', ['Возвращён', 'grey'], ['Возвращён', 'grey'], 'refunded'],
    ['returned', AWAITING, ['Неизвестно', 'grey'], 'unknown'],
    ['', AWAITING, ['Неизвестно', 'grey'], 'unknown'],
    ['constructor', AWAITING, ['Неизвестно', 'grey'], 'unknown'],
  ] as const)('%p: lists %j, payment page %j, stage %s', (status, [label, colour], [paymentLabel, paymentColour], stage) => {
    expect(orderStatusListDisplay(status)).toEqual({ label, colour });
    expect(orderStatusPaymentDisplay(status)).toEqual({ label: paymentLabel, colour: paymentColour });
    expect(orderStage(status)).toBe(stage);
  });

  it("customer history: an order the shop canceled reads 'Отменён магазином', a rejection stays 'Отклонён'", () => {
    expect(orderHistoryStatusDisplay('canceled', 'Нет в наличии')).toEqual({ label: 'Отменён магазином', colour: 'red' });
    expect(orderHistoryStatusDisplay('canceled', null)).toEqual({ label: 'Отклонён', colour: 'red' });
    expect(orderHistoryStatusDisplay('paid', null)).toEqual({ label: 'Оплачен', colour: 'green' });
  });

  it('says a pending courier order still waits for its price', () => {
    const order = { deliveryType: 'yandex', status: 'pending', deliveryPrice: Money.ZERO };
    expect(awaitsCourierPrice(order)).toBe(true);
    expect(awaitsCourierPrice({ ...order, deliveryType: 'pickup' })).toBe(false);
    expect(awaitsCourierPrice({ ...order, status: 'confirmed' })).toBe(false);
    expect(awaitsCourierPrice({ ...order, deliveryPrice: Money.ofRoubles(500) })).toBe(false);
  });
});
