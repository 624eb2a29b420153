import { restoredOrder, testContact } from '../testing/order.fixtures';
import { deliveryRoundOrder } from './delivery-round.rules';

const order = (id: number, slot: string | null, address: string) =>
  restoredOrder({
    id,
    status: 'paid',
    deliveryType: slot ? 'yandex' : 'pickup',
    deliveryAddress: address,
    contact: slot ? testContact({ address, deliveryDate: '2026-05-02', deliverySlot: slot }) : null,
  });

describe('deliveryRoundOrder', () => {
  it('goes by slot, then by address (Russian alphabet), then by order number; no slot comes last', () => {
    const day = [
      order(1, null, 'Самовывоз'),
      order(2, '16-19', 'ул. Арбат, 1'),
      order(3, '10-13', 'ул. Тверская, 7'),
      order(4, '10-13', 'Арбатский пер., 2'),
      order(5, '10-13', 'ул. Тверская, 7'),
    ];
    expect([...day].sort(deliveryRoundOrder).map((o) => o.id)).toEqual([4, 3, 5, 2, 1]);
  });
});
