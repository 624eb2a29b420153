import { describe, expect, it } from '@jest/globals';
import { paidOrderLines } from './paid-order.rules';

const order = {
  items: [
    { title: 'Монстера', quantity: 2, price: 1000, item_price: 990.1, image_url: null, composition: [] },
    {
      title: 'Собранный букет',
      quantity: 1,
      price: 940,
      item_price: 940,
      image_url: null,
      composition: [{ title: 'Роза', quantity: 3, price: 250, images: [] }],
    },
  ],
};

describe('paid order', () => {
  it('prices lines by the unit price snapshotted at order time', () => {
    expect(paidOrderLines(order).map((line) => line.unitPrice)).toEqual([990.1, 940]);
  });

  it('keeps a collected bouquet with its flowers', () => {
    expect(paidOrderLines(order)[1].composition).toHaveLength(1);
  });
});
