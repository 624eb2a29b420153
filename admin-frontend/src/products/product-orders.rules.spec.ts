import { describe, expect, it } from '@jest/globals';
import type { AdminProductDto, AdminProductOrderDto } from '../api/admin-api.types';
import { groupOrdersByOrderId, mergeProductPages } from './product-orders.rules';

const entry = (order_id: number, created_at: string, extra: Partial<AdminProductOrderDto> = {}): AdminProductOrderDto => ({
  order_id,
  created_at,
  status: 'pending',
  quantity: 1,
  item_price: 700,
  composition: [],
  full_name: 'Клара Новикова',
  delivery_phone: '+79160000001',
  delivery_address_full: 'ул. Арбат, 10',
  delivery_type: 'yandex',
  delivery_price: 0,
  username: 'klara',
  email: 'klara@example.ru',
  ...extra,
});

const product = (product_id: number, orders: AdminProductOrderDto[]): AdminProductDto => ({
  product_id,
  title: `Товар ${product_id}`,
  image_url: `/images/${product_id}.jpg`,
  price: 800,
  username: 'klara',
  email: 'klara@example.ru',
  description: '',
  category: 'plants',
  images: [],
  price_from: false,
  is_visible: true,
  stock: null,
  lead_days: 0,
  orders,
});

describe('groupOrdersByOrderId', () => {
  it('puts every product of one order into one group, newest order first', () => {
    const groups = groupOrdersByOrderId([
      product(6, [entry(2, '2026-05-02T10:00:00Z', { quantity: 2 }), entry(1, '2026-05-01T10:00:00Z')]),
      product(7, [entry(2, '2026-05-02T10:00:00Z', { item_price: 650 })]),
    ]);
    expect(groups.map((group) => group.order_id)).toEqual([2, 1]);
    expect(groups[0].items).toEqual([
      { product_id: 6, title: 'Товар 6', image_url: '/images/6.jpg', price: 800, quantity: 2, item_price: 700, composition: [] },
      { product_id: 7, title: 'Товар 7', image_url: '/images/7.jpg', price: 800, quantity: 1, item_price: 650, composition: [] },
    ]);
    expect(groups[0]).toMatchObject({ username: 'klara', full_name: 'Клара Новикова', delivery_type: 'yandex' });
  });

  it('defaults a missing delivery price to 0 and a missing composition to empty', () => {
    const raw = entry(3, '2026-05-03T10:00:00Z');
    const loose = { ...raw, delivery_price: undefined, composition: undefined } as unknown as AdminProductOrderDto;
    const [group] = groupOrdersByOrderId([product(1, [loose])]);
    expect(group.delivery_price).toBe(0);
    expect(group.items[0].composition).toEqual([]);
  });

  it('gives no groups for a product nobody ordered', () => {
    expect(groupOrdersByOrderId([product(1, [])])).toEqual([]);
  });
});

describe('mergeProductPages', () => {
  it('keeps the first page’s cards in order and adds each next page’s entries to the card of their product', () => {
    const first = [product(1, [entry(9, '2026-05-12T10:00:00Z')]), product(2, []), product(3, [entry(8, '2026-05-11T10:00:00Z')])];
    const second = [product(3, [entry(7, '2026-05-10T10:00:00Z')]), product(1, [entry(7, '2026-05-10T10:00:00Z')])];
    const third = [product(4, [entry(6, '2026-05-09T10:00:00Z')])];
    const cards = mergeProductPages([first, second, third]);
    expect(cards.map((card) => [card.product_id, card.orders.map((order) => order.order_id)])).toEqual([
      [1, [9, 7]],
      [2, []],
      [3, [8, 7]],
      [4, [6]],
    ]);
    expect(mergeProductPages([first])).toEqual(first);
  });
});
