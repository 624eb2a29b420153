import { Money } from '../money/money.value-object';
import { BOUQUET_ERRORS } from '../bouquet/bouquet.errors';
import { CART_ERRORS } from '../cart/cart.errors';
import { STOCK_ERRORS } from '../stock/stock.errors';
import { bouquetItemsOf, repeatUnavailableReason } from './repeat-order.rules';

describe('repeating an order', () => {
  it('asks the constructor for a bouquet by its flowers and their counts', () => {
    const flower = (flowerId: number, quantity: number) => ({ flowerId, quantity, title: 'Роза', unitPrice: Money.ofRoubles(150), image: null });
    const bouquet = {
      kind: 'bouquet' as const,
      id: 1,
      key: 'bouquet:1x3,4x5',
      title: 'Собранный букет',
      unitPrice: Money.ofRoubles(1200),
      quantity: 1,
      image: null,
    };
    expect(bouquetItemsOf({ ...bouquet, composition: [flower(1, 3), flower(4, 5)] })).toEqual([
      { product_id: 1, quantity: 3 },
      { product_id: 4, quantity: 5 },
    ]);
    expect(
      bouquetItemsOf({ kind: 'product', id: 2, key: 'product:2', productId: 2, title: 'Фикус', unitPrice: Money.ofRoubles(900), quantity: 1, image: null }),
    ).toEqual([]);
  });

  it('says why a line stayed out in the words of a repeat', () => {
    expect(repeatUnavailableReason(CART_ERRORS.unknownProduct)).toBe('Товара больше нет в продаже');
    expect(repeatUnavailableReason(BOUQUET_ERRORS.unknownFlower)).toBe('Некоторых цветов этого букета больше нет в каталоге');
    expect(repeatUnavailableReason(STOCK_ERRORS.productShort('Фикус', 1))).toBe('Товара «Фикус» осталось 1 шт.');
    expect(repeatUnavailableReason(STOCK_ERRORS.flowerUnavailable('Пион'))).toBe('Цветок «Пион» сейчас недоступен');
  });
});
