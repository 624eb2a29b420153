import { describe, expect, it } from '@jest/globals';
import { paidOrderGoods, paidOrderLines, paidOrderTotal } from './paid-order.rules';

const order = {
  delivery_price: 450.5,
  items: [
    { title: 'Монстера', quantity: 2, price: 1000, item_price: 990.1, image_url: null, composition: [] },
    { title: 'Собранный букет', quantity: 1, price: 940, item_price: 940, image_url: null, composition: [{ title: 'Роза', quantity: 3, price: 250, images: [] }] },
  ],
};

describe('paid order', () => {
  it('prices lines by the unit price snapshotted at order time', () => {
    expect(paidOrderGoods(order).kopecks).toBe(292020);
    expect(paidOrderLines(order).map((line) => line.unitPrice)).toEqual([990.1, 940]);
  });

  it('adds the delivery to what was paid', () => {
    expect(paidOrderTotal(order).kopecks).toBe(292020 + 45050);
  });

  it('keeps a collected bouquet with its flowers', () => {
    expect(paidOrderLines(order)[1].composition).toHaveLength(1);
  });
});
