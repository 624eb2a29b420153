import { CONSTRUCTOR_FLOWERS, Money, ORDER_ERRORS, bouquetLine, composeBouquet, productLine, selectionFromBouquetItems, type Flower } from '@shop/domain';
import { AddBouquetToCart } from '../../cart/commands/add-bouquet-to-cart.command';
import { AddToCart } from '../../cart/commands/add-to-cart.command';
import { InMemoryCatalogue, product, snapshotOf } from '../../testing/catalogue.fakes';
import { InMemoryCarts, InMemoryOrders, asStored, paidOrder } from '../../testing/orders.fakes';
import { inMemoryStock } from '../../testing/stock.fakes';
import { RepeatOrder } from './repeat-order.command';

const FICUS_THEN = product({ id: 2, title: 'Фикус', price: Money.ofRoubles(4500) });
const GONE = product({ id: 4, title: 'Кактус', price: Money.ofRoubles(800) });
const SHORT = product({ id: 5, title: 'Монстера', price: Money.ofRoubles(3000), stock: 1 });
const bouquetThen = () => {
  const composed = composeBouquet(selectionFromBouquetItems([{ product_id: 301, quantity: 3 }]), snapshotOf([], CONSTRUCTOR_FLOWERS).flowers);
  if (!composed.ok) throw new Error(composed.error.message);
  return bouquetLine(composed.value, 1);
};

function setup(flowers: readonly Flower[] = CONSTRUCTOR_FLOWERS) {
  const orders = new InMemoryOrders();
  orders.add(
    asStored(paidOrder({ id: 7, lines: [productLine(FICUS_THEN, 2), productLine(GONE, 1), productLine(SHORT, 2), bouquetThen()] }), {
      fulfilmentStage: 'delivered',
    }),
  );
  // Today: the ficus costs more, the cactus is hidden, one monstera is left, roses cost 300 ₽.
  const today = [product({ id: 2, title: 'Фикус', price: Money.ofRoubles(4900) }), product({ id: 4, title: 'Кактус', visible: false }), SHORT];
  const catalogue = new InMemoryCatalogue(today, flowers);
  const carts = new InMemoryCarts(snapshotOf(today, flowers));
  const { ledger, stock } = inMemoryStock();
  ledger.products.set(SHORT.id, { title: SHORT.title, stock: 1 });
  for (const flower of flowers) ledger.flowers.set(flower.id, { title: flower.title, available: flower.available, stock: flower.stock });
  return { carts, repeat: new RepeatOrder(orders.readModel, new AddToCart(carts, catalogue, stock), new AddBouquetToCart(carts, catalogue, stock), catalogue) };
}

describe('repeating an order', () => {
  it('puts what is still sold into the cart at today’s prices and says what is not', async () => {
    const roses = CONSTRUCTOR_FLOWERS.map((flower) => (flower.id === 301 ? { ...flower, price: Money.ofRoubles(300) } : flower));
    const { repeat, carts } = setup(roses);
    expect(await repeat.execute(5, 7)).toEqual({
      ok: true,
      value: {
        added: [
          { product_id: 2, title: 'Фикус', quantity: 2, price: 4900 },
          { product_id: null, title: 'Собранный букет', quantity: 1, price: 900 },
        ],
        unavailable: [
          { title: 'Кактус', reason: 'Товара больше нет в продаже' },
          { title: 'Монстера', reason: 'Товара «Монстера» осталось 1 шт.' },
        ],
      },
    });
    expect(carts.stored.get(5)?.map((line) => [line.productId, line.quantity])).toEqual([
      [2, 2],
      [null, 1],
    ]);
  });

  it('says so when a bouquet’s flower is out of season', async () => {
    const { repeat } = setup(CONSTRUCTOR_FLOWERS.map((flower) => (flower.id === 301 ? { ...flower, available: false } : flower)));
    const answer = await repeat.execute(5, 7);
    expect(answer.ok && answer.value.unavailable).toContainEqual({ title: 'Собранный букет', reason: 'Цветок «Роза» сейчас недоступен' });
  });

  it('puts in as many of a bouquet as today’s stems allow and says why not the rest', async () => {
    const orders = new InMemoryOrders();
    orders.add(paidOrder({ id: 7, lines: [{ ...bouquetThen(), quantity: 2 }] }));
    const flowers = CONSTRUCTOR_FLOWERS.map((flower) => (flower.id === 301 ? { ...flower, stock: 4 } : flower));
    const catalogue = new InMemoryCatalogue([], flowers);
    const carts = new InMemoryCarts(snapshotOf([], flowers));
    const { ledger, stock } = inMemoryStock();
    ledger.flowers.set(301, { title: 'Роза', available: true, stock: 4 });
    const repeat = new RepeatOrder(orders.readModel, new AddToCart(carts, catalogue, stock), new AddBouquetToCart(carts, catalogue, stock), catalogue);
    expect(await repeat.execute(5, 7)).toEqual({
      ok: true,
      value: {
        added: [{ product_id: null, title: 'Собранный букет', quantity: 1, price: 750 }],
        unavailable: [{ title: 'Собранный букет', reason: 'Цветка «Роза» осталось 4 шт.' }],
      },
    });
  });

  it('answers «Заказ не найден» to anyone but the owner', async () => {
    const { repeat, carts } = setup();
    expect(await repeat.execute(6, 7)).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    expect(await repeat.execute(5, 404)).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    expect(carts.stored.size).toBe(0);
  });
});
