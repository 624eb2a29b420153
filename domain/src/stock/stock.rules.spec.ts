import fc from 'fast-check';
import { bouquetLine, productLine } from '../cart/cart-line.value-object';
import { CONSTRUCTOR_FLOWERS } from '../catalogue/constructor-flowers.data';
import { Money } from '../money/money.value-object';
import type { Order } from '../order/order.entity';
import { testProduct } from '../testing/catalogue.fixtures';
import { restoredOrder, testContact } from '../testing/order.fixtures';
import { reservationRelease } from './reservation-release.rules';
import { cartDemand, demandBeyond, demandOf, demandOn, isNoDemand, type StockDemand } from './stock-demand';
import { LOW_STOCK_THRESHOLD, isStockCount, stockLabel } from './stock-label.rules';
import { demandIsLimited, limitedPart, stockCovers, type StockLevels } from './stock-levels.rules';

const TERRARIUM = testProduct({ id: 2, title: 'Террариум «Лес»', price: Money.ofRoubles(4500), stock: 3 });
const FICUS = testProduct({ id: 6, title: 'Фикус' });
const [ROSE, PEONY] = CONSTRUCTOR_FLOWERS;
const entry = (flower: typeof ROSE, quantity: number) => ({ flowerId: flower.id, title: flower.title, quantity, unitPrice: flower.price, image: flower.image });
const demand = (products: [number, number][], flowers: [number, number][] = []): StockDemand => ({ products: new Map(products), flowers: new Map(flowers) });
const AT = new Date('2026-05-01T06:00:00Z');

/** A pending pickup order, contact given: 2 terrariums, a ficus and 2 bouquets of 3 roses and a peony. */
const placed = (): Order =>
  restoredOrder({
    id: 1,
    contact: { ...testContact({ deliveryDate: '2026-05-02', submittedAt: AT }), deliveryType: 'pickup', address: 'Самовывоз' },
    lines: [productLine(TERRARIUM, 2), productLine(FICUS, 1), bouquetLine([entry(ROSE, 3), entry(PEONY, 1)], 2)].map((line, index) => ({
      ...line,
      id: index + 1,
    })),
  });
const decided = (result: { ok: boolean; value?: Order; error?: { message: string } }): Order => {
  if (!result.ok || !result.value) throw new Error(result.error?.message);
  return result.value;
};

describe('the stock label', () => {
  it('says «Нет в наличии» at 0, «Осталось N шт.» from 1 to 3, nothing above or without a limit', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(3);
    expect([0, 1, 2, 3, 4, 50, null].map(stockLabel)).toEqual(['Нет в наличии', 'Осталось 1 шт.', 'Осталось 2 шт.', 'Осталось 3 шт.', null, null, null]);
  });

  it('takes a whole count from 0 or no limit as a stock', () => {
    expect([0, 7, null].map(isStockCount)).toEqual([true, true, true]);
    expect([-1, 1.5, Number.NaN].map(isStockCount)).toEqual([false, false, false]);
  });
});

describe('what lines take', () => {
  it("counts a product's pieces and a bouquet's stems times the bouquets, across lines", () => {
    expect(demandOf(placed().lines)).toEqual(
      demand(
        [
          [2, 2],
          [6, 1],
        ],
        [
          [301, 6],
          [302, 2],
        ],
      ),
    );
    const stored = [
      { id: 1, productId: 2, flowers: null, quantity: 1 },
      { id: 2, productId: null, flowers: [{ flowerId: 301, quantity: 2, unitPrice: null }], quantity: 3 },
      { id: 3, productId: null, flowers: [{ flowerId: 301, quantity: 1, unitPrice: null }], quantity: 1 },
    ];
    expect(cartDemand(stored)).toEqual(demand([[2, 1]], [[301, 7]]));
    expect(demandOn(cartDemand(stored), demand([], [[301, 1]]))).toEqual(demand([], [[301, 7]]));
  });

  it('gives what one demand has beyond another, never less than nothing', () => {
    expect(
      demandBeyond(
        demand(
          [
            [2, 3],
            [6, 1],
          ],
          [[301, 4]],
        ),
        demand(
          [
            [2, 1],
            [6, 5],
          ],
          [[301, 4]],
        ),
      ),
    ).toEqual(demand([[2, 2]]));
    expect(isNoDemand(demandBeyond(demand([[2, 1]]), demand([[2, 1]])))).toBe(true);
  });
});

describe('whether the stock covers a demand', () => {
  const levels: StockLevels = {
    products: new Map([[2, { title: 'Террариум «Лес»', stock: 2 }]]),
    flowers: new Map([
      [301, { title: 'Роза', available: true, stock: 5 }],
      [303, { title: 'Тюльпан', available: false, stock: null }],
    ]),
  };

  it('refuses the first product short of pieces, then a flower out of season or short of stems, naming what is left', () => {
    expect(stockCovers(demand([[2, 3]]), levels)).toEqual({
      ok: false,
      error: { code: 'STOCK.PRODUCT_SHORT', message: 'Товара «Террариум «Лес»» осталось 2 шт.' },
    });
    expect(stockCovers(demand([], [[301, 6]]), levels)).toEqual({ ok: false, error: { code: 'STOCK.FLOWER_SHORT', message: 'Цветка «Роза» осталось 5 шт.' } });
    expect(stockCovers(demand([], [[303, 1]]), levels)).toEqual({
      ok: false,
      error: { code: 'STOCK.FLOWER_UNAVAILABLE', message: 'Цветок «Тюльпан» сейчас недоступен' },
    });
    expect(
      stockCovers(
        demand(
          [
            [2, 2],
            [6, 99],
          ],
          [
            [301, 5],
            [302, 99],
          ],
        ),
        levels,
      ),
    ).toEqual({ ok: true, value: undefined });
  });

  it('asks the stock only about what is limited or out of season', () => {
    expect(demandIsLimited(demand([[6, 1]], [[302, 1]]), levels)).toBe(false);
    expect(demandIsLimited(demand([[2, 1]]), levels)).toBe(true);
    expect(demandIsLimited(demand([], [[303, 1]]), levels)).toBe(true);
  });

  it('takes only what is limited: nothing of a made-to-order product, an unlimited flower or one out of season without a stem count', () => {
    expect(
      limitedPart(
        demand(
          [
            [2, 1],
            [6, 3],
          ],
          [
            [301, 2],
            [302, 1],
            [303, 1],
          ],
        ),
        levels,
      ),
    ).toEqual(demand([[2, 1]], [[301, 2]]));
    expect(isNoDemand(limitedPart(demand([[6, 1]], [[302, 1]]), levels))).toBe(true);
  });

  it('covers exactly the demands within every limit (property)', () => {
    fc.assert(
      fc.property(fc.nat(10), fc.nat(10), fc.nat(10), fc.nat(10), (stock, stems, wanted, wantedStems) => {
        const limits: StockLevels = { products: new Map([[1, { title: 'A', stock }]]), flowers: new Map([[9, { title: 'B', available: true, stock: stems }]]) };
        return stockCovers(demand([[1, wanted]], [[9, wantedStems]]), limits).ok === (wanted <= stock && wantedStems <= stems);
      }),
    );
  });
});

describe('what an order gives back (reservationRelease)', () => {
  it('gives everything back once when the order stops holding it: rejected, deleted, expired', () => {
    const order = placed();
    const everything = demandOf(order.lines);
    const rejected = decided(order.reject(AT));
    expect(reservationRelease(order, rejected)).toEqual(everything);
    expect(isNoDemand(reservationRelease(rejected, decided(rejected.delete('', AT))))).toBe(true);
    expect(reservationRelease(order, decided(order.delete('Нет в наличии', AT)))).toEqual(everything);
    const confirmed = decided(order.approve(Money.ZERO, AT));
    expect(isNoDemand(reservationRelease(order, confirmed))).toBe(true);
    const expired = decided(confirmed.cancelUnpaid(new Date(AT.getTime() + 100 * 3_600_000), 72));
    expect(reservationRelease(confirmed, expired)).toEqual(everything);
  });

  it('gives back a refunded order before it left the shop, not after', () => {
    const confirmed = decided(placed().approve(Money.ZERO, AT));
    const paid = decided(confirmed.markPaid({ paymentId: 'p', amount: confirmed.totalPayable(), paidAt: AT }));
    expect(isNoDemand(reservationRelease(confirmed, paid))).toBe(true);
    expect(reservationRelease(paid, decided(paid.refund(AT)))).toEqual(demandOf(paid.lines));
    const handedOver = ['assembling', 'ready', 'picked_up'].reduce((order, stage) => decided(order.advanceFulfilment(stage as never, AT)), paid);
    expect(isNoDemand(reservationRelease(handedOver, decided(handedOver.refund(AT))))).toBe(true);
  });

  it('gives back the lines the admin removed while the order holds the rest, and all of it with the last line', () => {
    const order = placed();
    const withoutTerrarium = decided(order.removeLine({ productId: 2 }, 'Закончился', AT));
    expect(reservationRelease(order, withoutTerrarium)).toEqual(demand([[2, 2]]));
    const bouquet = withoutTerrarium.lines.find((line) => line.kind === 'bouquet')!;
    const onlyFicus = decided(withoutTerrarium.removeLine({ lineId: bouquet.id! }, 'Закончились', AT));
    expect(reservationRelease(withoutTerrarium, onlyFicus)).toEqual(
      demand(
        [],
        [
          [301, 6],
          [302, 2],
        ],
      ),
    );
    expect(reservationRelease(onlyFicus, decided(onlyFicus.removeLine({ productId: 6 }, 'Закончился', AT)))).toEqual(demand([[6, 1]]));
  });
});
