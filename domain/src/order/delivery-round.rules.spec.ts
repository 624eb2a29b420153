import { restoredOrder, testContact } from '../testing/order.fixtures';
import { deliveryRoundOrder, deliveryRoundPage } from './delivery-round.rules';

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

describe('deliveryRoundPage', () => {
  const day = [order(1, null, 'Самовывоз'), order(2, '16-19', 'ул. Арбат, 1'), order(3, '10-13', 'ул. Тверская, 7'), order(4, '10-13', 'Арбатский пер., 2')];
  const views = (orders: typeof day) => orders.map((o) => ({ order: o }));
  const ids = (page: { items: { order: { id: number } }[] }) => page.items.map((view) => view.order.id);

  it('pages the round order and points the next page after the last order shown', () => {
    const first = deliveryRoundPage(views(day), null, 3);
    expect([ids(first), first.total, first.next]).toEqual([[4, 3, 2], 4, { id: 2 }]);
    const second = deliveryRoundPage(views(day), day[1], 3);
    expect([ids(second), second.total, second.next]).toEqual([[1], 4, null]);
  });

  it('starts after where the last order shown sorts, even when it has left the day, and shows an order added before it no more', () => {
    const added = order(5, '10-13', 'Бульвар, 9');
    const gone = day[1];
    const page = deliveryRoundPage(views([...day.filter((o) => o !== gone), added]), gone, 10);
    expect(ids(page)).toEqual([1]);
    expect(ids(deliveryRoundPage(views([...day, order(6, '16-19', 'ул. Якиманка, 3')]), gone, 10))).toEqual([6, 1]);
  });
});
