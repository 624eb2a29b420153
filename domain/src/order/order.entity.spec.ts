import fc from 'fast-check';
import { bouquetLine, productLineKey } from '../cart/cart-line.value-object';
import { Money } from '../money/money.value-object';
import { type Result } from '../shared/result';
import { Order, type OrderProps, type PlaceOrderInput } from './order.entity';
import type { OrderLine } from './order-line';
import type { OrderContact } from './order-contact.value-object';
import { FULFILMENT_ERRORS } from './fulfilment.errors';
import { ORDER_ERRORS } from './order.errors';
import { ORDER_PROCESS, ORDER_STATUSES, PAYMENT_WINDOW_HOURS } from './order-status.state-machine';
import { statusChanges } from './order-event';
import { restoredOrder, testContact } from '../testing/order.fixtures';

const HOUR = 3_600_000;
const REASON = 'Товара нет в наличии';
const T0 = new Date('2025-05-01T09:00:00Z');
const at = (hours: number): Date => new Date(T0.getTime() + hours * HOUR);

const line = (productId: number, roubles: number, quantity: number): OrderLine => ({
  kind: 'product',
  key: productLineKey(productId),
  productId,
  title: `Товар ${productId}`,
  unitPrice: Money.ofRoubles(roubles),
  quantity,
  image: `/images/p${productId}.svg`,
  id: productId * 10,
});

const LINES: readonly OrderLine[] = [
  line(1, 8000, 1),
  line(2, 450.5, 3),
  { ...bouquetLine([{ flowerId: 301, title: 'Роза', quantity: 3, unitPrice: Money.ofRoubles(250), image: '/images/flowers/f301.svg' }], 1), id: 30 },
];

const input = (change: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
  id: 7,
  customerId: 5,
  deliveryType: 'yandex',
  deliveryAddress: 'Москва, ул. Тверская, 1',
  lines: LINES,
  createdAt: T0,
  ...change,
});

const value = <T>(result: Result<T, unknown>): T => {
  if (!result.ok) throw new Error(`unexpected ${JSON.stringify(result.error)}`);
  return result.value;
};

const placed = (change: Partial<PlaceOrderInput> = {}): Order => value(Order.place(input(change)));
const contact = (change: Partial<OrderContact> = {}): OrderContact => testContact({ cardText: 'С днём рождения!', submittedAt: at(0.5), ...change });
/** A placed order whose customer has sent the contact step: ready for the admin. */
const ready = (change: Partial<PlaceOrderInput> = {}): Order => {
  const order = placed(change);
  const pickup = order.deliveryType === 'pickup';
  return value(order.submitContact(contact(pickup ? { deliveryType: 'pickup', address: 'Самовывоз' } : { deliveryType: order.deliveryType }), null));
};
/** A placed order as the repository stores and reloads it (lines with their ids). */
const stored = (change: Partial<OrderProps> = {}): Order => restoredOrder({ id: 1, lines: LINES, createdAt: T0, ...change });
const DELIVERY = Money.ofRoubles(500);
const confirmed = (): Order => value(ready().approve(DELIVERY, at(1)));
const paid = (): Order => {
  const order = confirmed();
  return value(order.markPaid({ paymentId: 'pay-1', amount: order.totalPayable(), paidAt: at(2) }));
};

describe('Order', () => {
  describe('place', () => {
    it('starts pending, unapproved, with lines snapshotted and courier delivery unpriced', () => {
      const order = placed();
      expect(order.status).toBe('pending');
      expect(order.isApproved).toBe(false);
      expect(order.id).toBe(7);
      expect(order.createdAt).toBe(T0);
      expect(order.deliveryType).toBe('yandex');
      expect(order.deliveryPrice).toBeNull();
      expect(order.confirmedAt).toBeNull();
      expect(order.payment).toBeNull();
      expect(order.lines).toEqual(LINES.map((line) => ({ ...line, id: null })));
      expect(order.customerId).toBe(5);
      expect(order.events).toEqual([{ type: 'placed', at: T0 }]);
    });

    it('sums goods from the lines (8 000 + 3 × 450,50 + 750)', () => {
      expect(placed().goodsTotal().kopecks).toBe(800000 + 135150 + 75000);
      expect(placed().totalPayable().kopecks).toBe(1010150);
    });

    it('makes pickup free from the start and needs no address', () => {
      const order = placed({ deliveryType: 'pickup', deliveryAddress: '  ' });
      expect(order.deliveryPrice?.isZero()).toBe(true);
      expect(order.deliveryAddress).toBeNull();
    });

    it('refuses an empty order and a courier order without an address', () => {
      expect(Order.place(input({ lines: [] }))).toEqual({ ok: false, error: ORDER_ERRORS.empty });
      expect(Order.place(input({ deliveryAddress: ' ' }))).toEqual({ ok: false, error: ORDER_ERRORS.addressRequired });
      expect(Order.place(input({ deliveryType: 'moscow', deliveryAddress: null }))).toEqual({
        ok: false,
        error: ORDER_ERRORS.addressRequired,
      });
    });
  });

  describe('limits', () => {
    it('takes no order above 10 000 000 ₽ online, in goods at placing or with the delivery at approval', () => {
      const dear = { ...line(9, 1_000_000, 10), id: null };
      expect(Order.place(input({ lines: [dear] })).ok).toBe(true);
      expect(Order.place(input({ lines: [{ ...dear, quantity: 11 }] }))).toEqual({ ok: false, error: ORDER_ERRORS.totalTooLarge });
      const atLimit = value(Order.place(input({ lines: [dear] })));
      const contacted = value(atLimit.submitContact(contact(), null));
      expect(contacted.approve(Money.ofRoubles(1), at(1))).toEqual({ ok: false, error: ORDER_ERRORS.totalTooLarge });
      expect(ORDER_ERRORS.totalTooLarge.message).toContain('10\u00a0000\u00a0000\u00a0₽');
    });
  });

  describe('approve', () => {
    it('confirms, approves and fixes the delivery price; payable = goods + delivery', () => {
      const order = confirmed();
      expect(order.status).toBe('confirmed');
      expect(order.isApproved).toBe(true);
      expect(order.confirmedAt).toEqual(at(1));
      expect(order.deliveryPrice).toBe(DELIVERY);
      expect(order.totalPayable().kopecks).toBe(order.goodsTotal().kopecks + 50000);
      expect(order.paymentDue()).toEqual({ ok: true, value: order.totalPayable() });
      expect(statusChanges(order.events)).toEqual([{ type: 'status-changed', from: 'pending', to: 'confirmed', command: 'approve', at: at(1) }]);
    });

    it.each([[null], [Money.ZERO]])('refuses a courier order with delivery price %p', (price) => {
      expect(ready().approve(price, at(1))).toEqual({ ok: false, error: ORDER_ERRORS.deliveryPriceRequired });
      expect(ready({ deliveryType: 'moscow' }).approve(price, at(1))).toEqual({
        ok: false,
        error: ORDER_ERRORS.deliveryPriceRequired,
      });
      expect(ORDER_ERRORS.deliveryPriceRequired.message).toBe('Укажите стоимость доставки');
    });

    it('keeps pickup free whatever price is passed', () => {
      const order = value(ready({ deliveryType: 'pickup' }).approve(Money.ofRoubles(300), at(1)));
      expect(order.deliveryPrice?.isZero()).toBe(true);
      expect(value(ready({ deliveryType: 'pickup' }).approve(null, at(1))).status).toBe('confirmed');
    });

    it('refuses an order without contact details, without lines or costing nothing', () => {
      expect(placed().approve(DELIVERY, at(1))).toEqual({ ok: false, error: ORDER_ERRORS.contactMissing });
      expect(stored({ contact: contact(), lines: [] }).approve(DELIVERY, at(1))).toEqual({ ok: false, error: ORDER_ERRORS.noLines });
      const free = stored({ contact: contact(), lines: [{ ...LINES[0], unitPrice: Money.ZERO }] });
      expect(free.approve(DELIVERY, at(1))).toEqual({ ok: false, error: ORDER_ERRORS.zeroTotal });
    });

    it('refuses a second approval: "Заказ уже обработан"', () => {
      expect(confirmed().approve(DELIVERY, at(2))).toEqual({ ok: false, error: ORDER_ERRORS.alreadyProcessed });
      expect(ORDER_ERRORS.alreadyProcessed.message).toBe('Заказ уже обработан');
    });
  });

  describe('reject', () => {
    it('cancels a pending order', () => {
      const order = value(placed().reject(at(1)));
      expect(order.status).toBe('canceled');
      expect(order.canceledAt).toEqual(at(1));
      expect(order.paymentDue()).toEqual({ ok: false, error: ORDER_ERRORS.alreadyCanceled });
    });

    it('refuses once the order was approved, paid or rejected', () => {
      expect(confirmed().reject(at(2))).toEqual({ ok: false, error: ORDER_ERRORS.alreadyProcessed });
      expect(paid().reject(at(2))).toEqual({ ok: false, error: ORDER_ERRORS.alreadyPaid });
      expect(value(placed().reject(at(1))).reject(at(2))).toEqual({ ok: false, error: ORDER_ERRORS.alreadyCanceled });
    });
  });

  describe('markPaid', () => {
    it('moves a confirmed order to paid with the payment recorded', () => {
      const order = paid();
      expect(order.status).toBe('paid');
      expect(order.payment).toEqual({ paymentId: 'pay-1', paidAt: at(2) });
      expect(order.paymentDue()).toEqual({ ok: false, error: ORDER_ERRORS.alreadyPaid });
    });

    it('refuses an amount other than goods + delivery', () => {
      const order = confirmed();
      expect(order.markPaid({ paymentId: 'p', amount: order.goodsTotal(), paidAt: at(2) })).toEqual({
        ok: false,
        error: ORDER_ERRORS.paymentAmountMismatch,
      });
    });

    it('refuses a pending order and a second payment', () => {
      const order = placed();
      expect(order.markPaid({ paymentId: 'p', amount: order.totalPayable(), paidAt: at(2) })).toEqual({
        ok: false,
        error: ORDER_ERRORS.notApproved,
      });
      const done = paid();
      expect(done.markPaid({ paymentId: 'p2', amount: done.totalPayable(), paidAt: at(3) })).toEqual({
        ok: false,
        error: ORDER_ERRORS.alreadyPaid,
      });
    });

    it('refuses a stored confirmed order that was never approved', () => {
      const order = stored({ status: 'confirmed' });
      expect(order.paymentDue()).toEqual({ ok: false, error: ORDER_ERRORS.notApproved });
      expect(order.markPaid({ paymentId: 'p', amount: order.totalPayable(), paidAt: at(1) })).toEqual({
        ok: false,
        error: ORDER_ERRORS.notApproved,
      });
    });
  });

  describe('refund', () => {
    it('moves a paid order to refunded, which nothing leaves', () => {
      const refunded = value(paid().refund(at(5)));
      expect(refunded).toMatchObject({ status: 'refunded', refundedAt: at(5) });
      expect(statusChanges(refunded.events).at(-1)).toMatchObject({ from: 'paid', to: 'refunded', command: 'refund' });
      expect(refunded.refund(at(6))).toEqual({ ok: false, error: ORDER_ERRORS.alreadyRefunded });
      expect(refunded.allowedActions('admin')).toEqual([]);
      expect(refunded.delete(REASON, at(6))).toEqual({ ok: false, error: ORDER_ERRORS.paidOrderNotDeletable });
    });

    it('refuses an order that was not paid', () => {
      expect(confirmed().refund(at(5))).toEqual({ ok: false, error: ORDER_ERRORS.notPaid });
      expect(paid().allowedActions('admin')).toContain('refund');
    });
  });

  describe('holdsReservation', () => {
    it('holds its place, stock and stems while open or paid, and gives them back once canceled', () => {
      expect([placed(), ready(), confirmed(), paid()].map((order) => order.holdsReservation())).toEqual([true, true, true, true]);
      expect(value(placed().reject(at(2))).holdsReservation()).toBe(false);
      expect(value(confirmed().delete(REASON, at(2))).holdsReservation()).toBe(false);
      expect(value(confirmed().cancelUnpaid(at(1 + PAYMENT_WINDOW_HOURS))).holdsReservation()).toBe(false);
    });

    it('gives them back on a refund before the order leaves the shop, and keeps them once it has left', () => {
      expect(value(paid().refund(at(5))).holdsReservation()).toBe(false);
      const readyToGo = value(value(paid().advanceFulfilment('assembling', at(3))).advanceFulfilment('ready', at(4)));
      expect(value(readyToGo.refund(at(5))).holdsReservation()).toBe(false);
      const onItsWay = value(readyToGo.advanceFulfilment('out_for_delivery', at(5)));
      expect(value(onItsWay.refund(at(6))).holdsReservation()).toBe(true);
    });
  });

  describe('cancelUnpaid', () => {
    it(`cancels a confirmed order once ${PAYMENT_WINDOW_HOURS} hours have passed since approval`, () => {
      expect(confirmed().cancelUnpaid(at(1 + PAYMENT_WINDOW_HOURS - 0.01))).toEqual({
        ok: false,
        error: ORDER_ERRORS.paymentWindowOpen,
      });
      const canceled = value(confirmed().cancelUnpaid(at(1 + PAYMENT_WINDOW_HOURS)));
      expect(canceled.status).toBe('canceled');
      expect(canceled.canceledAt).toEqual(at(1 + PAYMENT_WINDOW_HOURS));
      expect(statusChanges(canceled.events).map((event) => event.command)).toEqual(['approve', 'cancelUnpaid']);
    });

    it('takes the payment window the shop configures', () => {
      expect(confirmed().cancelUnpaid(at(1 + 23.99), 24)).toEqual({ ok: false, error: ORDER_ERRORS.paymentWindowOpen });
      expect(value(confirmed().cancelUnpaid(at(1 + 24), 24)).status).toBe('canceled');
    });

    it('counts from creation when the approval time is unknown', () => {
      const order = stored({ status: 'confirmed', isApproved: true });
      expect(value(order.cancelUnpaid(at(PAYMENT_WINDOW_HOURS))).status).toBe('canceled');
    });

    it('leaves pending orders to the admin and paid orders alone', () => {
      expect(placed().cancelUnpaid(at(1000))).toEqual({ ok: false, error: ORDER_ERRORS.notApproved });
      expect(paid().cancelUnpaid(at(1000))).toEqual({ ok: false, error: ORDER_ERRORS.alreadyPaid });
    });
  });

  describe('removeLine', () => {
    it("removes the product's line of an unpaid order, the totals follow and the removal is recorded with the reason", () => {
      const order = value(stored({ status: 'confirmed', isApproved: true }).removeLine({ productId: 1 }, REASON, at(3)));
      expect(order.lines.map((l) => l.key)).toEqual(['product:2', 'bouquet:301x3']);
      expect(order.goodsTotal().kopecks).toBe(135150 + 75000);
      expect(order.events).toEqual([{ type: 'lines-removed', lines: [LINES[0]], reason: REASON, at: at(3) }]);
    });

    it('removes a bouquet by its line id', () => {
      const order = value(stored().removeLine({ lineId: 30 }, REASON, at(3)));
      expect(order.lines.map((l) => l.key)).toEqual(['product:1', 'product:2']);
    });

    it('deletes the order with its last line: canceled by the shop, its lines kept for the history', () => {
      const single = stored({ contact: contact(), lines: [LINES[0]] });
      const order = value(single.removeLine({ productId: 1 }, REASON, at(3)));
      expect(order).toMatchObject({ status: 'canceled', canceledByShop: true, cancelReason: REASON, deletedAt: at(3) });
      expect(order.lines).toEqual([LINES[0]]);
      expect(order.events.map((event) => event.type)).toEqual(['status-changed', 'deleted']);
    });

    it('refuses a paid order: "Нельзя удалить товар из оплаченного заказа."', () => {
      expect(stored({ status: 'paid' }).removeLine({ productId: 1 }, REASON, at(3))).toEqual({ ok: false, error: ORDER_ERRORS.paidLineNotDeletable });
      expect(ORDER_ERRORS.paidLineNotDeletable.message).toBe('Нельзя удалить товар из оплаченного заказа.');
    });

    it('refuses an unknown line, and any line of an order the admin deleted', () => {
      expect(stored().removeLine({ productId: 99 }, REASON, at(3))).toEqual({ ok: false, error: ORDER_ERRORS.lineNotFound });
      expect(stored().removeLine({ lineId: 10 * 99 }, REASON, at(3))).toEqual({ ok: false, error: ORDER_ERRORS.lineNotFound });
      expect(stored({ status: 'canceled', deletedAt: at(2) }).removeLine({ productId: 1 }, REASON, at(3))).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    });
  });

  describe('delete', () => {
    it('cancels an open order for the customer ("Отменён магазином", with the reason) and takes it off the admin\'s lists', () => {
      for (const open of [placed(), confirmed()]) {
        const order = value(open.delete(REASON, at(4)));
        expect(order).toMatchObject({ status: 'canceled', canceledAt: at(4), cancelReason: REASON, canceledByShop: true, deletedAt: at(4) });
        expect(statusChanges(order.events).at(-1)).toMatchObject({ from: open.status, to: 'canceled', command: 'cancelByShop' });
        expect(order.events.at(-1)).toEqual({ type: 'deleted', reason: REASON, at: at(4) });
        expect(order.allowedActions('admin')).toEqual([]);
        expect(order.allowedActions('customer')).toEqual([]);
      }
    });

    it('only takes a rejected or expired order off the lists: its reading stays', () => {
      const rejected = value(placed().reject(at(1)));
      const order = value(rejected.delete(REASON, at(4)));
      expect(order).toMatchObject({ status: 'canceled', canceledAt: at(1), cancelReason: null, canceledByShop: false, deletedAt: at(4) });
      expect(order.events.slice(rejected.events.length)).toEqual([{ type: 'deleted', reason: REASON, at: at(4) }]);
    });

    it('finds nothing to delete twice, and keeps a paid order: "Нельзя удалить оплаченный заказ."', () => {
      expect(value(placed().delete(REASON, at(4))).delete(REASON, at(5))).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
      expect(stored({ status: 'paid' }).delete(REASON, at(4))).toEqual({ ok: false, error: ORDER_ERRORS.paidOrderNotDeletable });
    });
  });

  describe('submitContact', () => {
    const quote = { price: Money.ofRoubles(700), note: 'Тариф по Москве' };

    it('stores the courier details: the price waits for the admin, the quote is kept for them', () => {
      const order = value(placed({ deliveryType: 'pickup', deliveryAddress: null }).submitContact(contact(), quote));
      expect(order.contact).toEqual(contact());
      expect(order.deliveryType).toBe('yandex');
      expect(order.deliveryAddress).toBe('Москва, ул. Тверская, 7');
      expect(order.deliveryPrice).toBeNull();
      expect(order.deliveryQuote).toEqual(quote);
      expect(order.events.at(-1)).toEqual({ type: 'contact-submitted', at: at(0.5) });
      expect(order.contactChangedAt).toBeNull();
    });

    it('takes the details again while the order waits: replaced, marked changed, no second submission', () => {
      const first = value(placed().submitContact(contact(), quote));
      const again = value(first.submitContact(contact({ cardText: 'Другой текст', submittedAt: at(0.75) }), quote));
      expect(again.contact?.cardText).toBe('Другой текст');
      expect(again.contactChangedAt).toEqual(at(0.75));
      expect(again.events.map((event) => event.type)).toEqual(['placed', 'contact-submitted', 'contact-changed']);
    });

    it('makes a pickup free and drops any quote', () => {
      const order = value(placed().submitContact(contact({ deliveryType: 'pickup', address: 'Самовывоз' }), quote));
      expect(order.deliveryPrice?.isZero()).toBe(true);
      expect(order.deliveryQuote).toBeNull();
    });

    it('is closed once the admin decided, and says what happened to the order', () => {
      expect(confirmed().submitContact(contact(), quote)).toEqual({ ok: false, error: ORDER_ERRORS.contactLocked });
      expect(value(placed().reject(at(2))).submitContact(contact(), quote)).toEqual({ ok: false, error: ORDER_ERRORS.alreadyCanceled });
      expect(paid().submitContact(contact(), quote)).toEqual({ ok: false, error: ORDER_ERRORS.alreadyPaid });
      expect(value(paid().refund(at(4))).submitContact(contact(), quote)).toEqual({ ok: false, error: ORDER_ERRORS.alreadyRefunded });
    });
  });

  describe('allowedActions', () => {
    it('asks the state machine what each role may do next', () => {
      expect(placed().allowedActions('customer')).toEqual(['submit-contact']);
      expect(placed().allowedActions('admin')).toEqual(['approve', 'reject', 'remove-line', 'delete']);
      expect(confirmed().allowedActions('customer')).toEqual(['pay']);
      expect(confirmed().allowedActions('admin')).toEqual(['remove-line', 'delete']);
      expect(paid().allowedActions('customer')).toEqual([]);
      expect(paid().allowedActions('admin')).toEqual(['refund', 'advance-fulfilment']);
      expect(value(placed().reject(at(1))).allowedActions('admin')).toEqual(['remove-line', 'delete']);
      expect(stored({ status: 'confirmed' }).allowedActions('customer')).toEqual([]);
    });

    it('offers no line removal on an order without lines', () => {
      expect(stored({ lines: [] }).allowedActions('admin')).toEqual(['approve', 'reject', 'delete']);
    });
  });

  describe('fulfilment after payment', () => {
    const PHOTO = '/uploads/orders/7-a.jpg';
    const assembling = () => value(paid().advanceFulfilment('assembling', at(3)));

    it('walks a courier order stage by stage and records each step', () => {
      let order = paid();
      expect(order.nextFulfilmentStage()).toBe('assembling');
      for (const stage of ['assembling', 'ready', 'out_for_delivery', 'delivered'] as const) order = value(order.advanceFulfilment(stage, at(3)));
      expect(order.fulfilmentStage).toBe('delivered');
      expect(order.nextFulfilmentStage()).toBeNull();
      expect(order.events.filter((event) => event.type === 'fulfilment-advanced').map((event) => 'to' in event && event.to)).toEqual([
        'assembling',
        'ready',
        'out_for_delivery',
        'delivered',
      ]);
      expect(order.allowedActions('admin')).toEqual(['refund']);
    });

    it('refuses a skipped stage, a step back, the same stage again and a stage of the other route, each with its reason', () => {
      const ready = value(assembling().advanceFulfilment('ready', at(4)));
      expect(paid().advanceFulfilment('ready', at(3))).toEqual({ ok: false, error: FULFILMENT_ERRORS.skipped('Собирается') });
      expect(ready.advanceFulfilment('assembling', at(5))).toEqual({ ok: false, error: FULFILMENT_ERRORS.backwards('Готов к отправке') });
      expect(ready.advanceFulfilment('ready', at(5))).toEqual({ ok: false, error: FULFILMENT_ERRORS.alreadyAt('Готов к отправке') });
      expect(ready.advanceFulfilment('picked_up', at(5))).toEqual({ ok: false, error: FULFILMENT_ERRORS.notOnRoute('Получен', true) });
      expect(ready.advanceFulfilment('delivered', at(5))).toEqual({ ok: false, error: FULFILMENT_ERRORS.skipped('Передан курьеру') });
    });

    it('takes a pickup order through ready to picked up', () => {
      const confirmedPickup = value(ready({ deliveryType: 'pickup', deliveryAddress: null }).approve(null, at(1)));
      let order = value(confirmedPickup.markPaid({ paymentId: 'p', amount: confirmedPickup.totalPayable(), paidAt: at(2) }));
      for (const stage of ['assembling', 'ready', 'picked_up'] as const) order = value(order.advanceFulfilment(stage, at(3)));
      expect(order.fulfilmentStage).toBe('picked_up');
      expect(
        value(confirmedPickup.markPaid({ paymentId: 'p', amount: confirmedPickup.totalPayable(), paidAt: at(2) })).advanceFulfilment('out_for_delivery', at(3)),
      ).toEqual({
        ok: false,
        error: FULFILMENT_ERRORS.notOnRoute('Передан курьеру', false),
      });
    });

    it('has no stages before payment or after a refund', () => {
      expect(confirmed().advanceFulfilment('assembling', at(3))).toEqual({ ok: false, error: FULFILMENT_ERRORS.notPaid });
      expect(confirmed().nextFulfilmentStage()).toBeNull();
      const refunded = value(value(assembling().attachPhoto(PHOTO, at(3))).refund(at(4)));
      expect(refunded.advanceFulfilment('ready', at(5))).toEqual({ ok: false, error: FULFILMENT_ERRORS.refunded });
      expect(refunded.advanceFulfilmentOverridingChangeRequest('ready', at(5))).toEqual({ ok: false, error: FULFILMENT_ERRORS.refunded });
      expect(refunded.attachPhoto(PHOTO, at(5))).toEqual({ ok: false, error: FULFILMENT_ERRORS.refunded });
      expect(refunded.answerPhoto({ approved: false, comment: null, at: at(5) })).toEqual({ ok: false, error: FULFILMENT_ERRORS.refunded });
      expect(FULFILMENT_ERRORS.refunded.message).toBe('Деньги за заказ возвращены: он больше не выполняется');
      expect(confirmed().attachPhoto(PHOTO, at(3))).toEqual({ ok: false, error: FULFILMENT_ERRORS.notPaid });
    });

    it('takes a photo while assembling or ready; a new photo waits for a new answer', () => {
      expect(paid().attachPhoto(PHOTO, at(3))).toEqual({ ok: false, error: FULFILMENT_ERRORS.photoNotNow });
      const withPhoto = value(assembling().attachPhoto(PHOTO, at(3)));
      expect(withPhoto.photo).toEqual({ url: PHOTO, uploadedAt: at(3), response: null });
      expect(withPhoto.allowedActions('customer')).toEqual(['answer-photo']);
      const answered = value(withPhoto.answerPhoto({ approved: false, comment: 'Больше зелени', at: at(4) }));
      expect(answered.photo?.response).toEqual({ approved: false, comment: 'Больше зелени', at: at(4) });
      expect(answered.events.at(-1)).toEqual({ type: 'photo-answered', response: { approved: false, comment: 'Больше зелени', at: at(4) }, alertShop: true });
      expect(value(answered.attachPhoto('/uploads/orders/7-b.jpg', at(5))).photo).toEqual({
        url: '/uploads/orders/7-b.jpg',
        uploadedAt: at(5),
        response: null,
      });
    });

    it('takes an answer only to a photo, and only until the order leaves', () => {
      expect(assembling().answerPhoto({ approved: true, comment: null, at: at(4) })).toEqual({ ok: false, error: FULFILMENT_ERRORS.noPhoto });
      const sent = value(value(value(assembling().attachPhoto(PHOTO, at(3))).advanceFulfilment('ready', at(4))).advanceFulfilment('out_for_delivery', at(5)));
      expect(sent.answerPhoto({ approved: true, comment: null, at: at(6) })).toEqual({
        ok: false,
        error: FULFILMENT_ERRORS.photoAnswerClosed('передан курьеру'),
      });
      expect(FULFILMENT_ERRORS.photoAnswerClosed('передан курьеру').message).toBe('Заказ уже передан курьеру: изменить букет нельзя');
      expect(sent.attachPhoto(PHOTO, at(6))).toEqual({ ok: false, error: FULFILMENT_ERRORS.photoNotNow });
      expect(sent.allowedActions('customer')).toEqual([]);
      const delivered = value(sent.advanceFulfilment('delivered', at(6)));
      expect(delivered.answerPhoto({ approved: false, comment: null, at: at(7) })).toEqual({
        ok: false,
        error: FULFILMENT_ERRORS.photoAnswerClosed('доставлен'),
      });
    });

    it('alerts the shop of a change request only when the answer is new, at most once in 10 minutes', () => {
      const minutes = (m: number) => new Date(at(4).getTime() + m * 60_000);
      const answer = (order: Order, approved: boolean, comment: string | null, minute: number) =>
        value(order.answerPhoto({ approved, comment, at: minutes(minute) }));
      const alerted = (order: Order) => order.events.at(-1)?.type === 'photo-answered' && (order.events.at(-1) as { alertShop: boolean }).alertShop;
      let order = value(assembling().attachPhoto(PHOTO, at(3)));
      order = answer(order, false, 'Больше зелени', 0);
      expect([alerted(order), order.photoAlertedAt]).toEqual([true, minutes(0)]);
      order = answer(order, false, 'Больше зелени', 3);
      expect(alerted(order)).toBe(false);
      order = answer(order, false, 'Меньше зелени', 5);
      expect([alerted(order), order.photoAlertedAt]).toEqual([false, minutes(0)]);
      order = answer(order, true, null, 7);
      expect(alerted(order)).toBe(false);
      order = answer(order, false, 'Всё-таки больше', 9);
      expect(alerted(order)).toBe(false);
      order = answer(order, false, 'Всё-таки больше', 14);
      expect(alerted(order)).toBe(false);
      order = answer(order, false, 'Больше роз', 14);
      expect([alerted(order), order.photoAlertedAt]).toEqual([true, minutes(14)]);
      expect(order.photo?.response).toEqual({ approved: false, comment: 'Больше роз', at: minutes(14) });
    });

    it('replaces an earlier photo and names the replaced one in its event, for the storage to drop', () => {
      const first = value(assembling().attachPhoto(PHOTO, at(3)));
      expect(first.events.at(-1)).toEqual({ type: 'photo-attached', url: PHOTO, replaced: null, at: at(3) });
      const second = value(first.attachPhoto('/uploads/orders/7-b.jpg', at(4)));
      expect(second.events.at(-1)).toEqual({ type: 'photo-attached', url: '/uploads/orders/7-b.jpg', replaced: PHOTO, at: at(4) });
    });

    describe('a bouquet the customer asked to change', () => {
      const CHANGE = { approved: false, comment: 'Больше зелени', at: at(4) };
      const readyWithChangeRequest = (order = paid()) =>
        value(
          value(value(value(order.advanceFulfilment('assembling', at(3))).attachPhoto(PHOTO, at(3))).advanceFulfilment('ready', at(4))).answerPhoto(CHANGE),
        );
      const pickupPaid = () => {
        const confirmedPickup = value(ready({ deliveryType: 'pickup', deliveryAddress: null }).approve(null, at(1)));
        return value(confirmedPickup.markPaid({ paymentId: 'p', amount: confirmedPickup.totalPayable(), paidAt: at(2) }));
      };

      it('is not sent on past «Готов» while the latest answer is «Хочу изменить» and no newer photo exists', () => {
        expect(readyWithChangeRequest().advanceFulfilment('out_for_delivery', at(5))).toEqual({
          ok: false,
          error: FULFILMENT_ERRORS.changeRequested('Передан курьеру'),
        });
        expect(readyWithChangeRequest(pickupPaid()).advanceFulfilment('picked_up', at(5))).toEqual({
          ok: false,
          error: FULFILMENT_ERRORS.changeRequested('Получен'),
        });
        expect(FULFILMENT_ERRORS.changeRequested('Получен').message).toBe(
          'Покупатель просил изменить букет, а нового фото ещё нет: заказ нельзя перевести в «Получен». Загрузите новое фото или подтвердите перевод без изменений.',
        );
      });

      it('still reaches «Готов» and still refuses a skipped stage before the change request', () => {
        const assembled = value(value(assembling().attachPhoto(PHOTO, at(3))).answerPhoto(CHANGE));
        expect(assembled.advanceFulfilment('out_for_delivery', at(5))).toEqual({ ok: false, error: FULFILMENT_ERRORS.skipped('Готов к отправке') });
        expect(value(assembled.advanceFulfilment('ready', at(5))).fulfilmentStage).toBe('ready');
      });

      it('goes on once a newer photo is uploaded or the customer approves', () => {
        const rephotographed = value(readyWithChangeRequest().attachPhoto('/uploads/orders/7-b.jpg', at(5)));
        expect(value(rephotographed.advanceFulfilment('out_for_delivery', at(6))).events.at(-1)).toEqual({
          type: 'fulfilment-advanced',
          from: 'ready',
          to: 'out_for_delivery',
          at: at(6),
        });
        const approved = value(readyWithChangeRequest().answerPhoto({ approved: true, comment: null, at: at(5) }));
        expect(value(approved.advanceFulfilment('out_for_delivery', at(6))).fulfilmentStage).toBe('out_for_delivery');
      });

      it('goes on when the admin overrides, and each step it overrides says so', () => {
        const sent = value(readyWithChangeRequest().advanceFulfilmentOverridingChangeRequest('out_for_delivery', at(5)));
        expect(sent.events.at(-1)).toEqual({ type: 'fulfilment-advanced', from: 'ready', to: 'out_for_delivery', at: at(5), overrodeChangeRequest: true });
        expect(sent.advanceFulfilment('delivered', at(6))).toEqual({ ok: false, error: FULFILMENT_ERRORS.changeRequested('Доставлен') });
        const delivered = value(sent.advanceFulfilmentOverridingChangeRequest('delivered', at(6)));
        expect(delivered.events.at(-1)).toEqual({
          type: 'fulfilment-advanced',
          from: 'out_for_delivery',
          to: 'delivered',
          at: at(6),
          overrodeChangeRequest: true,
        });
      });

      it('records no override where there was nothing to override, and an override never skips a stage', () => {
        const order = value(paid().advanceFulfilmentOverridingChangeRequest('assembling', at(3)));
        expect(order.events.at(-1)).toEqual({ type: 'fulfilment-advanced', from: null, to: 'assembling', at: at(3) });
        expect(
          value(
            value(readyWithChangeRequest().answerPhoto({ approved: true, comment: null, at: at(5) })).advanceFulfilmentOverridingChangeRequest(
              'out_for_delivery',
              at(6),
            ),
          ).events.at(-1),
        ).not.toHaveProperty('overrodeChangeRequest');
        expect(readyWithChangeRequest().advanceFulfilmentOverridingChangeRequest('delivered', at(5))).toEqual({
          ok: false,
          error: FULFILMENT_ERRORS.skipped('Передан курьеру'),
        });
        expect(confirmed().advanceFulfilmentOverridingChangeRequest('assembling', at(3))).toEqual({ ok: false, error: FULFILMENT_ERRORS.notPaid });
      });
    });

    it("is on the board on the day chosen at checkout, or a dateless pickup's payment day in Moscow", () => {
      expect(paid().fulfilmentDay()).toBe('2025-05-02');
      const late = stored({ status: 'paid', payment: { paymentId: 'p', paidAt: new Date('2025-05-01T22:30:00Z') } });
      expect(late.fulfilmentDay()).toBe('2025-05-02');
      expect(stored().fulfilmentDay()).toBeNull();
    });
  });

  it('knows its owner', () => {
    expect(placed().isOwnedBy(5)).toBe(true);
    expect(placed().isOwnedBy(6)).toBe(false);
  });

  describe('properties', () => {
    type Command =
      | { type: 'approve'; price: number | null; hours: number }
      | { type: 'reject' }
      | { type: 'markPaid'; exact: boolean; hours: number }
      | { type: 'cancelUnpaid'; hours: number }
      | { type: 'removeLine'; index: number }
      | { type: 'delete' }
      | { type: 'submitContact' };

    const command: fc.Arbitrary<Command> = fc.oneof(
      fc.record({
        type: fc.constant('approve' as const),
        price: fc.option(fc.integer({ min: 0, max: 300_000 })),
        hours: fc.integer({ min: 0, max: 100 }),
      }),
      fc.constant({ type: 'reject' as const }),
      fc.record({ type: fc.constant('markPaid' as const), exact: fc.boolean(), hours: fc.integer({ min: 0, max: 100 }) }),
      fc.record({ type: fc.constant('cancelUnpaid' as const), hours: fc.integer({ min: 0, max: 200 }) }),
      fc.record({ type: fc.constant('removeLine' as const), index: fc.nat(3) }),
      fc.constant({ type: 'delete' as const }),
      fc.constant({ type: 'submitContact' as const }),
    );

    const run = (order: Order, cmd: Command): Result<Order, unknown> => {
      switch (cmd.type) {
        case 'approve':
          return order.approve(cmd.price === null ? null : Money.ofKopecks(cmd.price), at(cmd.hours));
        case 'reject':
          return order.reject(at(1));
        case 'markPaid':
          return order.markPaid({
            paymentId: 'p',
            amount: cmd.exact ? order.totalPayable() : order.totalPayable().add(Money.ofKopecks(1)),
            paidAt: at(cmd.hours),
          });
        case 'cancelUnpaid':
          return order.cancelUnpaid(at(cmd.hours));
        case 'removeLine': {
          const line = order.lines[cmd.index];
          return order.removeLine(line?.kind === 'product' ? { productId: line.productId } : { lineId: line?.id ?? -1 }, REASON, at(1));
        }
        case 'delete':
          return order.delete(REASON, at(1));
        case 'submitContact':
          return order.submitContact(contact(), null);
      }
    };

    const start = fc.record({
      deliveryType: fc.constantFrom('pickup' as const, 'moscow' as const, 'yandex' as const),
      lines: fc.subarray([...LINES], { minLength: 1 }),
    });

    it('no sequence of commands reaches a state outside the transition table, and every change is recorded', () => {
      const reached = new Set<string>();
      fc.assert(
        fc.property(start, fc.array(command, { maxLength: 30 }), (change, commands) => {
          let order = ready(change);
          let statusBefore = order.status;
          for (const cmd of commands) {
            const result = run(order, cmd);
            if (!result.ok) continue;
            const next = result.value;
            if (!ORDER_STATUSES.includes(next.status)) return false;
            if (next.status !== order.status && !ORDER_PROCESS.canTransitionTo(order.status, next.status)) return false;
            if (next.status === 'confirmed' && !next.isApproved) return false;
            const approved = next.status === 'confirmed' || next.status === 'paid';
            if (approved && next.deliveryType !== 'pickup' && (next.deliveryPrice?.isZero() ?? true)) return false;
            if (next.events.length <= order.events.length) return false;
            order = next;
            reached.add(order.status);
          }
          const recorded = statusChanges(order.events);
          for (const change of recorded) {
            if (change.from !== statusBefore) return false;
            statusBefore = change.to;
          }
          return statusBefore === order.status;
        }),
        { numRuns: 1000 },
      );
      // The generator does drive orders through the whole lifecycle.
      expect([...reached].sort()).toEqual(['canceled', 'confirmed', 'paid', 'pending']);
    });

    it('a paid order never changes', () => {
      fc.assert(
        fc.property(fc.array(command, { minLength: 1, maxLength: 30 }), (commands) => {
          const order = stored({ status: 'paid', isApproved: true });
          const before = JSON.stringify(order);
          return commands.every((cmd) => !run(order, cmd).ok) && JSON.stringify(order) === before;
        }),
        { numRuns: 500 },
      );
    });

    it('the payable total always equals the sum of the lines plus delivery', () => {
      fc.assert(
        fc.property(start, fc.array(command, { maxLength: 20 }), (change, commands) => {
          let order = ready(change);
          for (const cmd of commands) {
            const result = run(order, cmd);
            if (result.ok) order = result.value;
            const lines = order.lines.reduce((sum, l) => sum + l.unitPrice.kopecks * l.quantity, 0);
            if (order.goodsTotal().kopecks !== lines) return false;
            if (order.totalPayable().kopecks !== lines + (order.deliveryPrice?.kopecks ?? 0)) return false;
          }
          return true;
        }),
      );
    });
  });
});
