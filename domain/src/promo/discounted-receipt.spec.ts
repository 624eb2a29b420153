import fc from 'fast-check';
import { productLineKey } from '../cart/cart-line.value-object';
import { Money } from '../money/money.value-object';
import type { OrderLine } from '../order/order-line';
import { closingReceiptContent } from '../payment/closing-receipt';
import { orderReceiptItems, planRefund } from '../payment/refund-plan';
import { restoredOrder } from '../testing/order.fixtures';
import { offerDiscount } from './promo-discount.rules';

const line = (productId: number, kopecks: number, quantity: number): OrderLine => ({
  kind: 'product',
  key: productLineKey(productId),
  productId,
  title: `Товар ${productId}`,
  unitPrice: Money.ofKopecks(kopecks),
  quantity,
  image: null,
  id: productId,
});

const itemsSum = (items: readonly { unitPrice: Money; quantity: number }[]) => items.reduce((sum, item) => sum + item.unitPrice.kopecks * item.quantity, 0);

/** A paid order of `lines` with a percent promo over all of them and a delivery. */
const paidOrder = (lines: OrderLine[], percent: number, deliveryKopecks: number) => {
  const eligibleKeys = lines.map((entry) => entry.key);
  const goods = Money.sum(lines.map((entry) => entry.unitPrice.multiply(entry.quantity)));
  const offer = { kind: 'percent' as const, percent };
  return restoredOrder({
    id: 9,
    lines,
    status: 'paid',
    isApproved: true,
    deliveryPrice: Money.ofKopecks(deliveryKopecks),
    payment: { paymentId: 'pay-9', paidAt: new Date('2025-05-01T10:00:00Z') },
    promo: { code: 'SPRING', offer, eligibleKeys, discount: offerDiscount(offer, goods) },
  });
};

describe('the 54-FZ items of an order with a promo discount', () => {
  it('carry each line at its price after the discount, a line split in two when it does not divide', () => {
    const order = paidOrder([line(1, 1000_00, 3), line(2, 333_33, 1)], 15, 500_00);
    expect(order.discount()).toEqual(Money.ofKopecks(499_99));
    const items = orderReceiptItems(order);
    expect(items.map((item) => [item.lineId, item.unitPrice.kopecks, item.quantity])).toEqual([
      [1, 850_01, 1],
      [1, 850_00, 2],
      [2, 283_33, 1],
      [0, 500_00, 1],
    ]);
    expect(itemsSum(items)).toBe(order.totalPayable().kopecks);
  });

  it('add up to the payable total; a full refund and the closing receipt return and settle exactly that', () => {
    const linesArb = fc.array(fc.record({ kopecks: fc.integer({ min: 1, max: 5_000_000 }), quantity: fc.integer({ min: 1, max: 99 }) }), {
      minLength: 1,
      maxLength: 6,
    });
    fc.assert(
      fc.property(linesArb, fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 100_000 }), (drawn, percent, delivery) => {
        const order = paidOrder(
          drawn.map((entry, index) => line(index + 1, entry.kopecks, entry.quantity)),
          percent,
          delivery,
        );
        const payable = order.totalPayable();
        expect(itemsSum(orderReceiptItems(order))).toBe(payable.kopecks);
        // A paid order had something to pay: a 100 % discount of a pickup order leaves nothing to
        // capture, so nothing to refund or settle.
        fc.pre(!payable.isZero());
        const refund = planRefund(order, payable, [], { kind: 'full' });
        expect(refund.ok && itemsSum(refund.value.receipt)).toBe(payable.kopecks);
        expect(itemsSum(closingReceiptContent(order, payable, [])?.items ?? [])).toBe(payable.kopecks);
      }),
    );
  });

  it('refunds pieces of a split line in order, the dearer first, and what is left adds up', () => {
    const order = paidOrder([line(1, 1000_00, 3)], 10, 0);
    const payable = order.totalPayable();
    const first = planRefund(order, payable, [], { kind: 'lines', lines: [{ lineId: 1, quantity: 2 }] });
    expect(first.ok && first.value.receipt.map((item) => [item.unitPrice.kopecks, item.quantity])).toEqual([[900_00, 2]]);
    expect(first.ok && first.value.amount).toEqual(Money.ofKopecks(1800_00));
  });
});

describe('an order placed with a promo code', () => {
  it('spreads the discount again over the eligible lines left when the admin removes a line', () => {
    const lines = [line(1, 1000_00, 1), line(2, 500_00, 2)];
    const offer = { kind: 'percent' as const, percent: 10 };
    const order = restoredOrder({
      id: 3,
      lines,
      promo: { code: 'SPRING', offer, eligibleKeys: ['product:1', 'product:2'], discount: Money.ofKopecks(200_00) },
    });
    const removed = order.removeLine({ productId: 1 }, 'Нет в наличии', new Date('2025-05-01T10:00:00Z'));
    expect(removed.ok && [removed.value.discount(), removed.value.totalPayable(), removed.value.promo?.eligibleKeys]).toEqual([
      Money.ofKopecks(100_00),
      Money.ofKopecks(900_00),
      ['product:2'],
    ]);
  });
});
