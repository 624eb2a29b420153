import fc from 'fast-check';
import { BOUQUET_ERRORS } from '../bouquet/bouquet.errors';
import { CONSTRUCTOR_FLOWERS } from '../catalogue/constructor-flowers.data';
import { createFlowerCatalogue } from '../catalogue/flower.entity';
import { Money } from '../money/money.value-object';
import { ORDER_ERRORS } from '../order/order.errors';
import { testProduct } from '../testing/catalogue.fixtures';
import { CART_ERRORS } from './cart.errors';
import { lineTotal, linesTotal } from './cart-line.value-object';
import {
  ADD_TO_CART_QUANTITY,
  MAX_LINE_QUANTITY,
  addToCartError,
  checkoutLines,
  lineQuantityError,
  priceCartLine,
  requestedLineQuantity,
  type CartCatalogue,
  type StoredCartLine,
} from './cart.rules';

const FICUS = testProduct({ id: 6, price: Money.ofKopecks(70_050) });
const HIDDEN = testProduct({ id: 7, title: 'Монстера', visible: false });
const SERVICE = testProduct({ id: 8, category: 'ServiceFlowers', price: Money.ofRoubles(15_000), priceFrom: true });
const CATALOGUE: CartCatalogue = {
  products: new Map([FICUS, HIDDEN, SERVICE].map((product) => [product.id, product])),
  flowers: createFlowerCatalogue(CONSTRUCTOR_FLOWERS),
};

const productRow = (productId: number, quantity = 2): StoredCartLine => ({ id: productId * 10, productId, flowers: null, quantity });
const bouquetRow = (flowers: [number, number][], quantity = 1): StoredCartLine => ({
  id: 99,
  productId: null,
  flowers: flowers.map(([flowerId, count]) => ({ flowerId, quantity: count, unitPrice: null })),
  quantity,
});

describe('cart rules', () => {
  it('adds one piece per press and at most 99 of one line', () => {
    expect(ADD_TO_CART_QUANTITY).toBe(1);
    expect(lineQuantityError(1)).toBeNull();
    expect(lineQuantityError(MAX_LINE_QUANTITY)).toBeNull();
    expect(lineQuantityError(100)).toBe(CART_ERRORS.quantityLimit);
    expect(CART_ERRORS.quantityLimit.message).toBe('Можно добавить не более 99 шт. одного товара');
    for (const bad of [0, -1, 2.5, Number.NaN, '3', null]) expect(lineQuantityError(bad)).toBe(CART_ERRORS.invalidQuantity);
  });

  it('reads a requested quantity: 0 or less removes the line, more than 99 is refused', () => {
    expect(requestedLineQuantity(5)).toEqual({ ok: true, value: 5 });
    expect(requestedLineQuantity(0)).toEqual({ ok: true, value: 0 });
    expect(requestedLineQuantity(-3)).toEqual({ ok: true, value: 0 });
    expect(requestedLineQuantity(100)).toEqual({ ok: false, error: CART_ERRORS.quantityLimit });
    expect(requestedLineQuantity(2.5)).toEqual({ ok: false, error: CART_ERRORS.invalidQuantity });
    expect(requestedLineQuantity('2')).toEqual({ ok: false, error: CART_ERRORS.invalidQuantity });
  });

  it('lets only visible products with a fixed price into the cart', () => {
    expect(addToCartError(FICUS)).toBeNull();
    expect(addToCartError(null)).toBe(CART_ERRORS.unknownProduct);
    expect(addToCartError(HIDDEN)).toBe(CART_ERRORS.unknownProduct);
    expect(addToCartError(SERVICE)).toBe(CART_ERRORS.priceOnRequest);
  });

  describe('pricing stored lines', () => {
    it('prices a product line from the catalogue with its picture', () => {
      expect(priceCartLine(productRow(6), CATALOGUE)).toEqual({
        ok: true,
        value: {
          kind: 'product',
          key: 'product:6',
          productId: 6,
          title: 'Товар 6',
          unitPrice: Money.ofKopecks(70_050),
          quantity: 2,
          image: '/images/products/p6-1.svg',
        },
      });
    });

    it('prices a bouquet flower by flower (7 roses and 3 chrysanthemums: 2 800 ₽)', () => {
      const priced = priceCartLine(
        bouquetRow([
          [305, 3],
          [301, 7],
        ]),
        CATALOGUE,
      );
      expect(priced.ok && priced.value.unitPrice.toRoubles()).toBe(7 * 250 + 3 * 350);
      expect(priced.ok && priced.value.key).toBe('bouquet:301x7,305x3');
      expect(priced.ok && priced.value.title).toBe('Собранный букет');
    });

    it('refuses a line whose product or flower the catalogue lacks', () => {
      expect(priceCartLine(productRow(42), CATALOGUE)).toEqual({ ok: false, error: CART_ERRORS.lineNotFound });
      expect(priceCartLine(bouquetRow([[1, 1]]), CATALOGUE)).toEqual({ ok: false, error: BOUQUET_ERRORS.unknownFlower });
    });
  });

  describe('checkout', () => {
    it("snapshots every line at today's prices", () => {
      const lines = checkoutLines([productRow(6, 3), bouquetRow([[302, 2]], 2)], CATALOGUE);
      expect(lines.ok && linesTotal(lines.value).kopecks).toBe(3 * 70_050 + 2 * 2 * 60_000);
    });

    it('stops at a hidden product, a product priced on request or a bad bouquet', () => {
      expect(checkoutLines([productRow(6), productRow(7)], CATALOGUE)).toEqual({ ok: false, error: ORDER_ERRORS.productUnavailable('Монстера') });
      expect(ORDER_ERRORS.productUnavailable('Монстера').message).toBe('Товар «Монстера» больше недоступен. Удалите его из корзины');
      expect(checkoutLines([productRow(8)], CATALOGUE)).toEqual({ ok: false, error: CART_ERRORS.priceOnRequest });
      expect(checkoutLines([bouquetRow([[301, 0]])], CATALOGUE)).toEqual({ ok: false, error: BOUQUET_ERRORS.invalidQuantity });
    });

    it('never gains or loses a kopeck: the total is the sum of quantity × price of every line', () => {
      const row = fc.oneof(
        fc.record({ id: fc.nat(), productId: fc.constant(6), flowers: fc.constant(null), quantity: fc.integer({ min: 1, max: 99 }) }),
        fc.record({
          id: fc.nat(),
          productId: fc.constant(null),
          flowers: fc.uniqueArray(
            fc.record({ flowerId: fc.integer({ min: 301, max: 312 }), quantity: fc.integer({ min: 1, max: 99 }), unitPrice: fc.constant(null) }),
            {
              minLength: 1,
              maxLength: 12,
              selector: (flower) => flower.flowerId,
            },
          ),
          quantity: fc.integer({ min: 1, max: 99 }),
        }),
      );
      fc.assert(
        fc.property(fc.array(row, { maxLength: 20 }), (rows) => {
          const lines = checkoutLines(rows, CATALOGUE);
          if (!lines.ok) return false;
          const expected = rows.reduce((sum, stored) => {
            const unit = stored.flowers
              ? stored.flowers.reduce((bouquet, f) => bouquet + BigInt(CATALOGUE.flowers.get(f.flowerId)!.price.kopecks) * BigInt(f.quantity), 0n)
              : BigInt(FICUS.price.kopecks);
            return sum + unit * BigInt(stored.quantity);
          }, 0n);
          return BigInt(linesTotal(lines.value).kopecks) === expected && lines.value.every((line) => lineTotal(line).kopecks >= 0);
        }),
        { numRuns: 300 },
      );
    });
  });
});
