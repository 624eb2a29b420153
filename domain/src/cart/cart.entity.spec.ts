import fc from 'fast-check';
import { BOUQUET_ERRORS } from '../bouquet/bouquet.errors';
import { CONSTRUCTOR_FLOWERS } from '../catalogue/constructor-flowers.data';
import { createFlowerCatalogue } from '../catalogue/flower.entity';
import { Product } from '../catalogue/product.entity';
import { Money } from '../money/money.value-object';
import { type Result } from '../shared/result';
import { CART_ERRORS } from './cart.errors';
import { ADD_TO_CART_QUANTITY, Cart } from './cart.entity';
import { lineTotal, MAX_LINE_QUANTITY, productLineKey, type CartLine } from './cart-line.value-object';

const flowers = createFlowerCatalogue(CONSTRUCTOR_FLOWERS);

const product = (id: number, roubles: number, priceFrom = false): Product => {
  const created = Product.create({
    id,
    title: `Товар ${id}`,
    description: '',
    price: Money.ofRoubles(roubles),
    priceFrom,
    category: priceFrom ? 'ServiceFlowers' : 'plants',
    image: '/a.jpg',
    images: ['/a.jpg', '/b.jpg'],
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
};

const PRODUCTS = [product(1, 8000), product(2, 450.5), product(3, 0.01), product(4, 99_999.99), product(5, 700.07)];
const SERVICE = product(8, 15_000, true);

const value = <T>(result: Result<T, unknown>): T => {
  if (!result.ok) throw new Error(`unexpected ${JSON.stringify(result.error)}`);
  return result.value;
};

describe('Cart', () => {
  it('adds one piece per click and merges repeated adds', () => {
    expect(ADD_TO_CART_QUANTITY).toBe(1);
    const cart = value(value(Cart.empty().add(PRODUCTS[1])).add(PRODUCTS[1]));
    expect(cart.lines).toEqual([
      { kind: 'product', key: 'product:2', productId: 2, title: 'Товар 2', unitPrice: Money.ofKopecks(45050), quantity: 2 },
    ]);
    expect(cart.total().kopecks).toBe(90100);
    expect(cart.itemCount()).toBe(2);
  });

  it('refuses the 100th piece of one line', () => {
    const full = value(value(Cart.empty().add(PRODUCTS[0])).setQuantity('product:1', MAX_LINE_QUANTITY));
    expect(full.add(PRODUCTS[0])).toEqual({ ok: false, error: CART_ERRORS.quantityLimit });
    expect(CART_ERRORS.quantityLimit.message).toBe('Можно добавить не более 99 шт. одного товара');
  });

  it('refuses a product priced "from" (the composition service is priced individually)', () => {
    expect(Cart.empty().add(SERVICE)).toEqual({ ok: false, error: CART_ERRORS.priceOnRequest });
  });

  it('sets a quantity; 0 or less removes the line', () => {
    const cart = value(Cart.empty().add(PRODUCTS[0]));
    expect(value(cart.setQuantity('product:1', 5)).line('product:1')?.quantity).toBe(5);
    expect(value(cart.setQuantity('product:1', 0)).isEmpty()).toBe(true);
    expect(value(cart.setQuantity('product:1', -3)).isEmpty()).toBe(true);
  });

  it.each([
    [100, CART_ERRORS.quantityLimit],
    [2.5, CART_ERRORS.invalidQuantity],
    [Number.NaN, CART_ERRORS.invalidQuantity],
  ])('refuses quantity %p', (quantity, error) => {
    expect(value(Cart.empty().add(PRODUCTS[0])).setQuantity('product:1', quantity)).toEqual({ ok: false, error });
  });

  it('refuses to change or remove a line it does not hold', () => {
    expect(Cart.empty().setQuantity('product:1', 2)).toEqual({ ok: false, error: CART_ERRORS.lineNotFound });
    expect(Cart.empty().setQuantity('product:1', 0)).toEqual({ ok: false, error: CART_ERRORS.lineNotFound });
    expect(Cart.empty().remove('product:1')).toEqual({ ok: false, error: CART_ERRORS.lineNotFound });
  });

  it('removes a line and clears everything', () => {
    const cart = value(value(Cart.empty().add(PRODUCTS[0])).add(PRODUCTS[1]));
    expect(value(cart.remove('product:1')).lines.map((line) => line.key)).toEqual(['product:2']);
    expect(cart.clear().isEmpty()).toBe(true);
    expect(cart.lines).toHaveLength(2);
  });

  it('adds a collected bouquet priced from the flower catalogue', () => {
    const cart = value(Cart.empty().addBouquet(new Map([[301, 7], [305, 3]]), flowers));
    const [line] = cart.lines;
    expect(line).toMatchObject({ kind: 'bouquet', key: 'bouquet:301x7,305x3', title: 'Собранный букет', quantity: 1 });
    expect(line.unitPrice.toRoubles()).toBe(7 * 250 + 3 * 350);
    expect(line.kind === 'bouquet' && line.composition.map((entry) => [entry.title, entry.quantity])).toEqual([
      ['Роза', 7],
      ['Хризантема кустовая', 3],
    ]);
  });

  it('counts the same bouquet twice as quantity 2 and a different one as a new line', () => {
    let cart = value(Cart.empty().addBouquet(new Map([[301, 3]]), flowers));
    cart = value(cart.addBouquet(new Map([[301, 3]]), flowers));
    cart = value(cart.addBouquet(new Map([[301, 4]]), flowers));
    expect(cart.lines.map((line) => [line.key, line.quantity])).toEqual([
      ['bouquet:301x3', 2],
      ['bouquet:301x4', 1],
    ]);
  });

  it('refuses an empty or unknown bouquet', () => {
    expect(Cart.empty().addBouquet(new Map(), flowers)).toEqual({ ok: false, error: BOUQUET_ERRORS.empty });
    expect(Cart.empty().addBouquet(new Map([[1, 1]]), flowers)).toEqual({ ok: false, error: BOUQUET_ERRORS.unknownFlower });
  });

  it('restores a stored cart, refusing bad quantities and repeated keys', () => {
    const line: CartLine = { kind: 'product', key: productLineKey(1), productId: 1, title: 'x', unitPrice: Money.ZERO, quantity: 2 };
    expect(value(Cart.restore([line])).itemCount()).toBe(2);
    expect(Cart.restore([line, line])).toEqual({ ok: false, error: CART_ERRORS.duplicateLine });
    expect(Cart.restore([{ ...line, quantity: 0 }])).toEqual({ ok: false, error: CART_ERRORS.invalidQuantity });
    expect(Cart.restore([{ ...line, quantity: 120 }])).toEqual({ ok: false, error: CART_ERRORS.quantityLimit });
  });

  describe('properties', () => {
    type Command =
      | { readonly type: 'add'; readonly product: number }
      | { readonly type: 'bouquet'; readonly flowers: [number, number][] }
      | { readonly type: 'set'; readonly line: number; readonly quantity: number }
      | { readonly type: 'remove'; readonly line: number }
      | { readonly type: 'clear' };

    const command: fc.Arbitrary<Command> = fc.oneof(
      { weight: 4, arbitrary: fc.record({ type: fc.constant('add' as const), product: fc.nat(PRODUCTS.length) }) },
      {
        weight: 2,
        arbitrary: fc.record({
          type: fc.constant('bouquet' as const),
          flowers: fc.array(fc.tuple(fc.integer({ min: 301, max: 312 }), fc.integer({ min: 1, max: 12 })), { maxLength: 4 }),
        }),
      },
      {
        weight: 3,
        arbitrary: fc.record({ type: fc.constant('set' as const), line: fc.nat(8), quantity: fc.integer({ min: -2, max: 110 }) }),
      },
      { weight: 1, arbitrary: fc.record({ type: fc.constant('remove' as const), line: fc.nat(8) }) },
      { weight: 1, arbitrary: fc.constant({ type: 'clear' as const }) },
    );

    const apply = (cart: Cart, cmd: Command): Cart => {
      const keyAt = (index: number): string => cart.lines[index % Math.max(cart.lines.length, 1)]?.key ?? 'missing';
      const result = (() => {
        switch (cmd.type) {
          case 'add':
            return cart.add(cmd.product === PRODUCTS.length ? SERVICE : PRODUCTS[cmd.product]);
          case 'bouquet':
            return cart.addBouquet(new Map(cmd.flowers), flowers);
          case 'set':
            return cart.setQuantity(keyAt(cmd.line), cmd.quantity);
          case 'remove':
            return cart.remove(keyAt(cmd.line));
          case 'clear':
            return { ok: true as const, value: cart.clear() };
        }
      })();
      return result.ok ? result.value : cart;
    };

    /**
     * An independent model: line key → quantity and unit price in BigInt kopecks, computed from the
     * spec's rouble prices as written, with the cart's rules restated plainly.
     */
    const ROUBLE_PRICES: Record<number, string> = { 1: '8000.00', 2: '450.50', 3: '0.01', 4: '99999.99', 5: '700.07' };
    const FLOWER_ROUBLES: Record<number, bigint> = {
      301: 250n, 302: 600n, 303: 250n, 304: 550n, 305: 350n, 306: 350n,
      307: 600n, 308: 250n, 309: 190n, 310: 400n, 311: 750n, 312: 650n,
    };
    type Model = Map<string, { quantity: number; unit: bigint }>;

    const bump = (model: Model, key: string, unit: bigint): void => {
      const quantity = (model.get(key)?.quantity ?? 0) + 1;
      if (quantity <= 99) model.set(key, { quantity, unit: model.get(key)?.unit ?? unit });
    };

    const applyModel = (model: Model, cmd: Command): void => {
      const keys = [...model.keys()];
      const keyAt = (index: number): string => keys[index % Math.max(keys.length, 1)] ?? 'missing';
      if (cmd.type === 'add' && cmd.product < PRODUCTS.length) {
        const id = PRODUCTS[cmd.product].id;
        bump(model, `product:${id}`, BigInt(ROUBLE_PRICES[id].replace('.', '')));
      }
      if (cmd.type === 'bouquet' && cmd.flowers.length > 0) {
        const chosen = [...new Map(cmd.flowers).entries()].sort(([a], [b]) => a - b);
        const unit = chosen.reduce((sum, [id, count]) => sum + FLOWER_ROUBLES[id] * 100n * BigInt(count), 0n);
        bump(model, `bouquet:${chosen.map(([id, count]) => `${id}x${count}`).join(',')}`, unit);
      }
      if (cmd.type === 'set' && model.has(keyAt(cmd.line))) {
        const key = keyAt(cmd.line);
        if (cmd.quantity <= 0) model.delete(key);
        else if (cmd.quantity <= 99) model.set(key, { ...model.get(key)!, quantity: cmd.quantity });
      }
      if (cmd.type === 'remove') model.delete(keyAt(cmd.line));
      if (cmd.type === 'clear') model.clear();
    };

    it('money never loses a kopeck through any sequence of cart operations', () => {
      fc.assert(
        fc.property(fc.array(command, { maxLength: 60 }), (commands) => {
          let cart = Cart.empty();
          const model: Model = new Map();
          for (const cmd of commands) {
            cart = apply(cart, cmd);
            applyModel(model, cmd);
            const expected = [...model.values()].reduce((sum, { quantity, unit }) => sum + unit * BigInt(quantity), 0n);
            if (!Number.isSafeInteger(cart.total().kopecks) || BigInt(cart.total().kopecks) !== expected) return false;
            const lines = cart.lines.map((line) => [line.key, line.quantity, BigInt(line.unitPrice.kopecks)]);
            const modelled = [...model.entries()].map(([key, { quantity, unit }]) => [key, quantity, unit]);
            if (JSON.stringify(lines, (_, v) => (typeof v === 'bigint' ? v.toString() : v)) !==
                JSON.stringify(modelled, (_, v) => (typeof v === 'bigint' ? v.toString() : v))) return false;
          }
          return true;
        }),
        { numRuns: 500 },
      );
    });

    it('the total always equals the sum of the lines, and every line stays within 1…99', () => {
      fc.assert(
        fc.property(fc.array(command, { maxLength: 60 }), (commands) => {
          let cart = Cart.empty();
          for (const cmd of commands) {
            cart = apply(cart, cmd);
            const sum = cart.lines.reduce((total, line) => total + lineTotal(line).kopecks, 0);
            if (cart.total().kopecks !== sum) return false;
            if (!cart.lines.every((line) => Number.isInteger(line.quantity) && line.quantity >= 1 && line.quantity <= 99)) {
              return false;
            }
            if (new Set(cart.lines.map((line) => line.key)).size !== cart.lines.length) return false;
          }
          return true;
        }),
        { numRuns: 500 },
      );
    });
  });
});
