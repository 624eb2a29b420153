import { CATALOGUE_ERRORS, CONSTRUCTOR_FLOWERS, Money, STOCK_ERRORS } from '@shop/domain';
import { AddBouquetToCart } from '../cart/commands/add-bouquet-to-cart.command';
import { AddToCart } from '../cart/commands/add-to-cart.command';
import { SetCartLineQuantity } from '../cart/commands/set-cart-line-quantity.command';
import { CreateFlower } from '../catalogue/commands/create-flower.command';
import { UpdateFlower } from '../catalogue/commands/update-flower.command';
import { FlowerRepository } from '../catalogue/flower.repository.port';
import { AdminFlowersQuery } from '../catalogue/queries/admin-flowers.query';
import { StorefrontCatalogueQuery } from '../catalogue/queries/storefront-catalogue.query';
import { OrderChanges } from '../orders/order-changes.service';
import { PlaceOrder } from '../orders/commands/place-order.command';
import { PromoUses } from '../promo/promo-uses.service';
import { InMemoryPromoCodes } from '../testing/promo.fakes';
import { InMemoryCatalogue, product, snapshotOf } from '../testing/catalogue.fakes';
import { notifierFakes } from '../testing/notifications.fakes';
import { InMemoryCarts, InMemoryOrders } from '../testing/orders.fakes';
import { InMemoryUsers, userRecord } from '../testing/accounts.fakes';
import { FixedClock, ImmediateTransactions, MemoryFileStorage } from '../testing/shared.fakes';
import { inMemoryStock } from '../testing/stock.fakes';
import type { Flower, FlowerDetails } from '@shop/domain';

const TERRARIUM = product({ id: 2, title: 'Террариум «Лес»', price: Money.ofRoubles(4500), stock: 3 });
const FICUS = product({ id: 6, title: 'Фикус' });
const PEONY = CONSTRUCTOR_FLOWERS[1];

function setup() {
  const catalogue = new InMemoryCatalogue(
    [TERRARIUM, FICUS],
    CONSTRUCTOR_FLOWERS.map((flower) => (flower.id === PEONY.id ? { ...flower, stock: 4 } : flower)),
  );
  const carts = new InMemoryCarts(snapshotOf(catalogue.products));
  const { ledger, stock } = inMemoryStock();
  ledger.products.set(TERRARIUM.id, { title: TERRARIUM.title, stock: 3 });
  ledger.flowers.set(PEONY.id, { title: PEONY.title, available: true, stock: 4 });
  const orders = new InMemoryOrders();
  const transactions = new ImmediateTransactions();
  const users = new InMemoryUsers();
  users.add(userRecord({ id: 5, email: 'anna@example.com' }));
  const { notifier } = notifierFakes(users, transactions);
  return {
    carts,
    ledger,
    orders,
    add: new AddToCart(carts, catalogue, stock),
    addBouquet: new AddBouquetToCart(carts, catalogue, stock),
    setQuantity: new SetCartLineQuantity(carts, catalogue, stock),
    place: new PlaceOrder(transactions, carts, orders.repository, stock, new PromoUses(new InMemoryPromoCodes(orders)), new FixedClock()),
    changes: new OrderChanges(transactions, orders.repository, stock, notifier),
  };
}

describe('stock in the cart and at placement', () => {
  it('refuses to add or raise a line beyond the stock, counting what the cart holds; made-to-order products never ask the stock', async () => {
    const { add, setQuantity, ledger } = setup();
    expect((await add.execute(5, TERRARIUM.id, 2)).ok).toBe(true);
    expect(await add.execute(5, TERRARIUM.id, 2)).toEqual({ ok: false, error: STOCK_ERRORS.productShort(TERRARIUM.title, 3) });
    expect(await setQuantity.execute(5, { productId: TERRARIUM.id }, 4)).toEqual({ ok: false, error: STOCK_ERRORS.productShort(TERRARIUM.title, 3) });
    expect((await setQuantity.execute(5, { productId: TERRARIUM.id }, 3)).ok).toBe(true);
    expect((await add.execute(5, FICUS.id, 99)).ok).toBe(true);
    ledger.products.set(TERRARIUM.id, { title: TERRARIUM.title, stock: 1 });
    expect((await setQuantity.execute(5, { productId: TERRARIUM.id }, 2)).ok).toBe(true);
  });

  it("refuses a bouquet beyond a flower's stems, counting the cart's other bouquets", async () => {
    const { addBouquet } = setup();
    expect((await addBouquet.execute(5, [{ product_id: PEONY.id, quantity: 3 }])).ok).toBe(true);
    expect(await addBouquet.execute(5, [{ product_id: PEONY.id, quantity: 2 }])).toEqual({ ok: false, error: STOCK_ERRORS.flowerShort(PEONY.title, 4) });
  });

  it('takes the stock when the order is placed, takes nothing and places nothing when any of it is short, and gives it back on rejection', async () => {
    const { add, addBouquet, place, changes, ledger, orders, carts } = setup();
    await add.execute(5, TERRARIUM.id, 2);
    await addBouquet.execute(5, [{ product_id: PEONY.id, quantity: 2 }]);
    ledger.flowers.set(PEONY.id, { title: PEONY.title, available: true, stock: 1 });
    expect(await place.execute(5, { deliveryType: 'pickup', deliveryAddress: '' })).toEqual({ ok: false, error: STOCK_ERRORS.flowerShort(PEONY.title, 1) });
    expect(ledger.taken).toEqual([]);
    expect(orders.saves).toEqual([]);
    expect(carts.of(5)).toHaveLength(2);

    ledger.flowers.set(PEONY.id, { title: PEONY.title, available: true, stock: 4 });
    const placed = await place.execute(5, { deliveryType: 'pickup', deliveryAddress: '' });
    expect(placed.ok).toBe(true);
    expect([ledger.products.get(TERRARIUM.id)?.stock, ledger.flowers.get(PEONY.id)?.stock]).toEqual([1, 2]);

    const orderId = placed.ok ? placed.value.id : 0;
    expect(await changes.apply(orderId, 1, (order) => order.reject(new Date('2026-05-01T08:00:00Z')))).toMatchObject({ ok: true });
    expect([ledger.products.get(TERRARIUM.id)?.stock, ledger.flowers.get(PEONY.id)?.stock]).toEqual([3, 4]);
    // A change that refuses gives nothing back.
    expect(await changes.apply(orderId, 1, (order) => order.reject(new Date('2026-05-01T09:00:00Z')))).toMatchObject({ ok: false });
    expect(ledger.givenBack).toHaveLength(1);
  });

  it('writes no stock for an order of made-to-order goods, and only the limited rows of a mixed one', async () => {
    const { add, place, ledger } = setup();
    await add.execute(5, FICUS.id, 2);
    expect((await place.execute(5, { deliveryType: 'pickup', deliveryAddress: '' })).ok).toBe(true);
    expect(ledger.taken).toEqual([]);

    await add.execute(5, FICUS.id, 1);
    await add.execute(5, TERRARIUM.id, 1);
    expect((await place.execute(5, { deliveryType: 'pickup', deliveryAddress: '' })).ok).toBe(true);
    expect(ledger.taken).toEqual([{ products: new Map([[TERRARIUM.id, 1]]), flowers: new Map() }]);
  });

  it('refuses a flower out of season at the checkout', async () => {
    const { addBouquet, place, ledger } = setup();
    await addBouquet.execute(5, [{ product_id: PEONY.id, quantity: 1 }]);
    ledger.flowers.set(PEONY.id, { title: PEONY.title, available: false, stock: 4 });
    expect(await place.execute(5, { deliveryType: 'pickup', deliveryAddress: '' })).toEqual({ ok: false, error: STOCK_ERRORS.flowerUnavailable(PEONY.title) });
  });
});

class InMemoryFlowers extends FlowerRepository {
  readonly stored = new Map<number, Flower>(CONSTRUCTOR_FLOWERS.map((flower) => [flower.id, flower]));
  async create(details: FlowerDetails): Promise<Flower> {
    const flower = { ...details, id: Math.max(...this.stored.keys()) + 1 };
    this.stored.set(flower.id, flower);
    return flower;
  }
  async update(id: number, change: Partial<FlowerDetails>): Promise<Flower | null> {
    const before = this.stored.get(id);
    if (!before) return null;
    this.stored.set(id, { ...before, ...change });
    return this.stored.get(id)!;
  }
  async all(): Promise<Flower[]> {
    return [...this.stored.values()];
  }
}

describe('the flowers the admin manages', () => {
  it('adds a flower in season and unlimited unless told, edits any of its fields, and refuses what the rules refuse', async () => {
    const flowers = new InMemoryFlowers();
    let changes = 0;
    const storage = new MemoryFileStorage();
    const create = new CreateFlower(flowers, storage, () => (changes += 1));
    const update = new UpdateFlower(flowers, storage, () => (changes += 1));
    expect(await create.execute({ title: ' Гортензия ', price: 450.5, image: '/images/flowers/f301.svg' }, 1)).toEqual({
      ok: true,
      value: { id: 313, title: 'Гортензия', price: 450.5, image: '/images/flowers/f301.svg', available: true, stock: null },
    });
    expect(await update.execute(313, { stock: 4, available: false }, 1)).toMatchObject({ ok: true, value: { price: 450.5, stock: 4, available: false } });
    expect(await update.execute(999, { price: 1 }, 1)).toEqual({ ok: false, error: CATALOGUE_ERRORS.flowerNotFound });
    expect(await update.execute(301, { title: ' ' }, 1)).toEqual({ ok: false, error: CATALOGUE_ERRORS.flowerTitleRequired });
    expect(await update.execute(301, { stock: -1 }, 1)).toEqual({ ok: false, error: CATALOGUE_ERRORS.badStock });
    expect(await update.execute(301, { image: 'https://evil.example/a.png' }, 1)).toEqual({ ok: false, error: CATALOGUE_ERRORS.badImage });
    expect(await update.execute(301, { price: 10_001 }, 1)).toEqual({ ok: false, error: CATALOGUE_ERRORS.flowerPriceTooHigh });
    expect(changes).toBe(2);
    expect((await new AdminFlowersQuery(flowers).execute()).map((flower) => flower.id)).toHaveLength(13);
  });

  it('shows the constructor only the flowers in season, with their stems', async () => {
    const catalogue = new InMemoryCatalogue(
      [],
      [
        { ...PEONY, stock: 2 },
        { ...CONSTRUCTOR_FLOWERS[0], available: false },
      ],
    );
    expect(await new StorefrontCatalogueQuery(catalogue).listFlowers()).toEqual([expect.objectContaining({ id: PEONY.id, stock: 2 })]);
  });
});
