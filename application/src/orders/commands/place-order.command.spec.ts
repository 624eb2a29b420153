import { CART_ERRORS, ORDER_ERRORS, Money } from '@shop/domain';
import { InMemoryCarts, InMemoryOrders } from '../../testing/orders.fakes';
import { product, snapshotOf } from '../../testing/catalogue.fakes';
import { FixedClock, ImmediateTransactions } from '../../testing/shared.fakes';
import { PlaceOrder } from './place-order.command';
import { inMemoryStock } from '../../testing/stock.fakes';
import { InMemoryPromoCodes } from '../../testing/promo.fakes';
import { PromoUses } from '../../promo/promo-uses.service';

const FICUS = product({ id: 6, price: Money.ofRoubles(700) });
const HIDDEN = product({ id: 7, title: 'Монстера', visible: false });

function setup() {
  const orders = new InMemoryOrders();
  const carts = new InMemoryCarts(snapshotOf([FICUS, HIDDEN]));
  const transactions = new ImmediateTransactions();
  const clock = new FixedClock();
  const { ledger, stock } = inMemoryStock();
  const promos = new InMemoryPromoCodes(orders);
  return {
    orders,
    carts,
    transactions,
    clock,
    ledger,
    promos,
    placeOrder: new PlaceOrder(transactions, carts, orders.repository, stock, new PromoUses(promos), clock),
  };
}

describe('PlaceOrder', () => {
  it("turns the caller's cart into a pending order at catalogue prices in one transaction and empties the cart", async () => {
    const { orders, carts, transactions, clock, placeOrder } = setup();
    await carts.addProduct(5, 6, 3, 99);
    await carts.addBouquet(5, 'bouquet:301x2', [{ flowerId: 301, quantity: 2, unitPrice: Money.ofRoubles(250) }], 1, 99);

    const placed = await placeOrder.execute(5, { deliveryType: 'pickup', deliveryAddress: '' });

    expect(placed.ok).toBe(true);
    const order = orders.orders.get(1)!;
    expect(order).toMatchObject({ id: 1, customerId: 5, status: 'pending', deliveryType: 'pickup', createdAt: clock.now() });
    expect(order.goodsTotal().toRoubles()).toBe(3 * 700 + 2 * 250);
    expect(orders.saves.map((save) => [save.order.id, save.order.events.map((event) => event.type), save.actorUserId])).toEqual([[1, ['placed'], 5]]);
    expect(carts.of(5)).toEqual([]);
    expect(carts.locked).toEqual([5]);
    expect(transactions.opened).toBe(1);
  });

  it('never takes a delivery type the checkout does not offer, and touches nothing then', async () => {
    const { carts, transactions, placeOrder } = setup();
    for (const deliveryType of ['moscow', '', 42, undefined]) {
      expect(await placeOrder.execute(5, { deliveryType, deliveryAddress: 'x' })).toEqual({ ok: false, error: ORDER_ERRORS.deliveryTypeRequired });
    }
    expect(transactions.opened).toBe(0);
    expect(carts.locked).toEqual([]);
  });

  it('refuses an empty cart, a hidden product or a courier order without an address, and keeps the cart', async () => {
    const { orders, carts, placeOrder } = setup();
    expect(await placeOrder.execute(5, { deliveryType: 'pickup', deliveryAddress: null })).toEqual({ ok: false, error: ORDER_ERRORS.empty });

    await carts.addProduct(5, 6, 1, 99);
    expect(await placeOrder.execute(5, { deliveryType: 'yandex', deliveryAddress: '   ' })).toEqual({ ok: false, error: ORDER_ERRORS.addressRequired });

    await carts.addProduct(5, 7, 1, 99);
    expect(await placeOrder.execute(5, { deliveryType: 'pickup', deliveryAddress: null })).toEqual({
      ok: false,
      error: ORDER_ERRORS.productUnavailable('Монстера'),
    });
    expect(orders.saves).toEqual([]);
    expect(carts.of(5)).toHaveLength(2);
  });

  it('keeps at most 500 characters of the address', async () => {
    const { orders, carts, placeOrder } = setup();
    await carts.addProduct(5, 6, 1, 99);
    await placeOrder.execute(5, { deliveryType: 'yandex', deliveryAddress: ` ${'д'.repeat(600)} ` });
    expect(orders.orders.get(1)?.deliveryAddress).toHaveLength(500);
    expect(CART_ERRORS.priceOnRequest.code).toBe('CART.PRICE_ON_REQUEST');
  });
});
