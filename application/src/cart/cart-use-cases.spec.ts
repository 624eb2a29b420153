import { BOUQUET_ERRORS, CART_ERRORS, Money } from '@shop/domain';
import { InMemoryCatalogue, product, snapshotOf } from '../testing/catalogue.fakes';
import { InMemoryCarts } from '../testing/orders.fakes';
import { inMemoryStock } from '../testing/stock.fakes';
import { AddBouquetToCart } from './commands/add-bouquet-to-cart.command';
import { AddToCart } from './commands/add-to-cart.command';
import { ClearCart } from './commands/clear-cart.command';
import { RemoveCartLine } from './commands/remove-cart-line.command';
import { SetCartLineQuantity } from './commands/set-cart-line-quantity.command';
import { CartQuery } from './queries/cart.query';

const FICUS = product({ id: 6, title: 'Фикус', price: Money.ofKopecks(70_050) });
const HIDDEN = product({ id: 7, visible: false });
const SERVICE = product({ id: 8, category: 'ServiceFlowers', priceFrom: true, price: Money.ofRoubles(15_000) });

function setup() {
  const catalogue = new InMemoryCatalogue([FICUS, HIDDEN, SERVICE]);
  const carts = new InMemoryCarts(snapshotOf(catalogue.products));
  const { ledger, stock } = inMemoryStock();
  return {
    carts,
    catalogue,
    ledger,
    add: new AddToCart(carts, catalogue, stock),
    addBouquet: new AddBouquetToCart(carts, catalogue, stock),
    setQuantity: new SetCartLineQuantity(carts, catalogue, stock),
    remove: new RemoveCartLine(carts),
    clear: new ClearCart(carts),
    cart: new CartQuery(carts, catalogue),
  };
}

describe("the cart's use cases", () => {
  it("adds one piece per press of a visible, priced product and lists it at today's price", async () => {
    const { add, cart } = setup();
    expect(await add.execute(5, 6)).toEqual({ ok: true, value: undefined });
    await add.execute(5, 6);
    expect(await cart.items(5)).toEqual([{ id: 1, product_id: 6, title: 'Фикус', price: 700.5, quantity: 2, images: ['/images/products/p6-1.svg'] }]);
    expect(await cart.count(5)).toBe(2);
    expect(await cart.items(6)).toEqual([]);
  });

  it('refuses unknown, hidden and priced-on-request products and bad quantities', async () => {
    const { add } = setup();
    expect(await add.execute(5, 404)).toEqual({ ok: false, error: CART_ERRORS.unknownProduct });
    expect(await add.execute(5, '6')).toEqual({ ok: false, error: CART_ERRORS.unknownProduct });
    expect(await add.execute(5, 7)).toEqual({ ok: false, error: CART_ERRORS.unknownProduct });
    expect(await add.execute(5, 8)).toEqual({ ok: false, error: CART_ERRORS.priceOnRequest });
    expect(await add.execute(5, 6, 0)).toEqual({ ok: false, error: CART_ERRORS.invalidQuantity });
    expect(await add.execute(5, 6, 100)).toEqual({ ok: false, error: CART_ERRORS.quantityLimit });
  });

  it('stops a line at 99 pieces', async () => {
    const { add, carts } = setup();
    expect((await add.execute(5, 6, 99)).ok).toBe(true);
    expect(await add.execute(5, 6)).toEqual({ ok: false, error: CART_ERRORS.quantityLimit });
    expect(carts.of(5)[0].quantity).toBe(99);
  });

  it('adds a collected bouquet priced from the flower catalogue; the same bouquet again makes quantity 2', async () => {
    const { addBouquet, cart, carts } = setup();
    const items = [
      { product_id: 305, quantity: 3 },
      { product_id: 301, quantity: 7 },
    ];
    expect((await addBouquet.execute(5, items)).ok).toBe(true);
    await addBouquet.execute(5, items);
    const [bouquet] = await cart.items(5);
    expect(bouquet).toMatchObject({ product_id: 0, title: 'Собранный букет', price: 7 * 250 + 3 * 350, quantity: 2 });
    expect(bouquet.composition?.map((f) => [f.title, f.quantity])).toEqual([
      ['Роза', 7],
      ['Хризантема кустовая', 3],
    ]);
    expect(carts.of(5)).toHaveLength(1);
    expect(await addBouquet.execute(5, [])).toEqual({ ok: false, error: BOUQUET_ERRORS.empty });
    expect(await addBouquet.execute(5, [{ product_id: 1, quantity: 1 }])).toEqual({ ok: false, error: BOUQUET_ERRORS.unknownFlower });
  });

  it('sets a quantity, removes the line at 0 or less, and refuses a line the caller does not have', async () => {
    const { add, setQuantity, carts } = setup();
    await add.execute(5, 6);
    expect(await setQuantity.execute(5, { productId: 6 }, 4)).toEqual({ ok: true, value: undefined });
    expect(carts.of(5)[0].quantity).toBe(4);
    expect(await setQuantity.execute(5, { productId: 6 }, 100)).toEqual({ ok: false, error: CART_ERRORS.quantityLimit });
    expect(await setQuantity.execute(5, { productId: 6 }, 1.5)).toEqual({ ok: false, error: CART_ERRORS.invalidQuantity });
    expect(await setQuantity.execute(6, { productId: 6 }, 2)).toEqual({ ok: false, error: CART_ERRORS.lineNotFound });
    expect(await setQuantity.execute(5, { productId: 6 }, -1)).toEqual({ ok: true, value: undefined });
    expect(carts.of(5)).toEqual([]);
  });

  it('removes a line by id and clears the cart', async () => {
    const { add, remove, clear, carts } = setup();
    await add.execute(5, 6);
    expect(await remove.execute(6, carts.of(5)[0].id)).toEqual({ ok: false, error: CART_ERRORS.lineNotFound });
    expect(await remove.execute(5, carts.of(5)[0].id)).toEqual({ ok: true, value: undefined });
    await add.execute(5, 6);
    await clear.execute(5);
    expect(carts.of(5)).toEqual([]);
  });

  it('leaves out a line the catalogue can no longer price', async () => {
    const { add, cart, catalogue } = setup();
    await add.execute(5, 6);
    catalogue.products = [];
    expect(await cart.items(5)).toEqual([]);
  });
});
