import { DEFAULT_CANCEL_REASON, Money, ORDER_ERRORS, formatCustomerRoubles, productLine, statusChanges } from '@shop/domain';
import { product } from '../../testing/catalogue.fakes';
import { InMemoryUsers, userRecord } from '../../testing/accounts.fakes';
import { InMemoryOrders, confirmedOrder, listRequest, pendingOrder } from '../../testing/orders.fakes';
import { InMemoryPayments } from '../../testing/payments.fakes';
import { notifierFakes } from '../../testing/notifications.fakes';
import { FixedClock, ImmediateTransactions, settle } from '../../testing/shared.fakes';
import { OrderChanges } from '../order-changes.service';
import { OrderPayments } from '../order-payments.service';
import { ApproveOrder } from './approve-order.command';
import { DeleteOrder } from './delete-order.command';
import { RejectOrder } from './reject-order.command';
import { RemoveOrderLine } from './remove-order-line.command';
import { inMemoryStock } from '../../testing/stock.fakes';

const ADMIN = 1;

function setup() {
  const orders = new InMemoryOrders();
  const users = new InMemoryUsers();
  users.add(userRecord({ id: 5, email: 'anna@example.com', fullName: 'Иванова Анна' }));
  const clock = new FixedClock(new Date('2026-05-01T08:00:00Z'));
  const transactions = new ImmediateTransactions();
  const { notifier, mailer, jobs } = notifierFakes(users, transactions);
  const { ledger, stock } = inMemoryStock();
  const changes = new OrderChanges(transactions, orders.repository, stock, notifier);
  const payments = new InMemoryPayments();
  const orderPayments = new OrderPayments(transactions, payments, clock);
  return {
    orders,
    ledger,
    mailer,
    clock,
    jobs,
    approve: new ApproveOrder(changes, clock),
    reject: new RejectOrder(changes, clock),
    payments,
    removeLine: new RemoveOrderLine(changes, orderPayments),
    deleteOrder: new DeleteOrder(changes, orderPayments),
  };
}

describe("the admin's order decisions", () => {
  it("approves with the admin's price as typed, saves it as the admin's act and mails the payment link", async () => {
    const { orders, mailer, clock, approve } = setup();
    orders.add(pendingOrder());
    const approved = await approve.execute(ADMIN, 7, '1 500,5');
    expect(approved.ok && approved.value).toMatchObject({ status: 'confirmed', confirmedAt: clock.now() });
    expect(orders.orders.get(7)?.deliveryPrice).toEqual(Money.ofKopecks(150_050));
    expect(orders.saves.map((s) => [s.actorUserId, statusChanges(s.order.events).map((c) => c.to)])).toEqual([[ADMIN, ['confirmed']]]);
    await settle();
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: 'anna@example.com', subject: 'Заказ №7 подтверждён — Зелёный уголок' });
    expect(mailer.sent[0].text).toContain(`К оплате с учётом доставки: ${formatCustomerRoubles(Money.ofKopecks(1_050_050))}`);
    expect(mailer.sent[0].text).toContain('https://shop.example/payment/order/7');
  });

  it('refuses a negative price, an unpriced courier, an unknown order and a second decision, saving nothing', async () => {
    const { orders, mailer, approve } = setup();
    orders.add(pendingOrder());
    expect(await approve.execute(ADMIN, 7, '-5')).toMatchObject({ ok: false, error: { code: 'MONEY.NEGATIVE' } });
    expect(await approve.execute(ADMIN, 7, 'abc')).toEqual({ ok: false, error: ORDER_ERRORS.deliveryPriceRequired });
    expect(await approve.execute(ADMIN, 99, 500)).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    orders.add(confirmedOrder({ id: 8 }));
    expect(await approve.execute(ADMIN, 8, 500)).toEqual({ ok: false, error: ORDER_ERRORS.alreadyProcessed });
    expect(orders.saves).toEqual([]);
    await settle();
    expect(mailer.sent).toEqual([]);
  });

  it('rejects a pending order and apologises by e-mail', async () => {
    const { orders, mailer, clock, reject } = setup();
    orders.add(pendingOrder());
    expect(await reject.execute(ADMIN, 7)).toMatchObject({ ok: true, value: { status: 'canceled', canceledAt: clock.now() } });
    await settle();
    expect(mailer.sent.map((m) => m.subject)).toEqual(['Заказ №7 отклонён — Зелёный уголок']);
    expect(mailer.sent[0].text).toContain('Здравствуйте!');
    expect(mailer.sent[0].text).toContain('Напишите нам — подберём замену или другое время доставки: hello@zelenyi-ugolok.ru');
    expect(await reject.execute(ADMIN, 7)).toEqual({ ok: false, error: ORDER_ERRORS.alreadyCanceled });
  });

  it('keeps the decision when the mail cannot go, reports the failure and leaves the mail for a retry', async () => {
    const { orders, mailer, jobs, reject } = setup();
    mailer.failWith = new Error('SMTP down');
    orders.add(pendingOrder());
    expect((await reject.execute(ADMIN, 7)).ok).toBe(true);
    await settle();
    expect(orders.orders.get(7)?.status).toBe('canceled');
    expect(jobs.runs).toMatchObject([{ job: 'deliver-notification', outcome: 'retry', attempts: 1, reason: 'SMTP down' }]);
  });

  const twoLines = () => confirmedOrder({ lines: [productLine(product({ id: 2, title: 'Фикус' }), 1), productLine(product({ id: 3, title: 'Монстера' }), 1)] });

  it('removes one of several lines of an unpaid order: the total follows and the customer is mailed it with the reason', async () => {
    const { orders, mailer, removeLine } = setup();
    orders.add(twoLines());
    const removed = await removeLine.execute(ADMIN, 7, { productId: 3 }, 'Монстеры нет в наличии');
    expect(removed.ok && removed.value.lines.map((line) => line.title)).toEqual(['Фикус']);
    expect(orders.saves[0].order.events.map((e) => e.type)).toEqual(['lines-removed']);
    expect(await removeLine.execute(ADMIN, 7, { lineId: 42 }, undefined)).toEqual({ ok: false, error: ORDER_ERRORS.lineNotFound });
    await settle();
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([['anna@example.com', 'Состав заказа №7 изменён — Зелёный уголок']]);
    for (const words of [
      'Мы убрали из заказа №7: «Монстера».',
      'Причина: Монстеры нет в наличии',
      'Теперь к оплате:',
      'https://shop.example/payment/order/7',
    ]) {
      expect(mailer.sent[0].text).toContain(words);
    }
  });

  it('supersedes the open payments of a confirmed order whose line was removed or that was deleted', async () => {
    const { orders, payments, clock, removeLine, deleteOrder } = setup();
    orders.add(twoLines());
    await payments.record({
      id: 'pay-1',
      status: 'pending',
      amount: Money.ofRoubles(18_500),
      orderId: 7,
      method: 'bank_card',
      createdAt: new Date('2026-05-01T09:00:00Z'),
      confirmationUrl: 'https://pay.example/1',
      cancellationReason: null,
      receipt: null,
    });
    expect((await removeLine.execute(ADMIN, 7, { productId: 3 }, null)).ok).toBe(true);
    expect(payments.payments.get('pay-1')?.supersededAt).toEqual(clock.now());
    await payments.record({
      id: 'pay-2',
      status: 'pending',
      amount: Money.ofRoubles(9_500),
      orderId: 7,
      method: 'bank_card',
      createdAt: new Date('2026-05-01T09:00:00Z'),
      confirmationUrl: 'https://pay.example/2',
      cancellationReason: null,
      receipt: null,
    });
    expect((await deleteOrder.execute(ADMIN, 7, 'Покупатель передумал')).ok).toBe(true);
    expect(payments.payments.get('pay-2')?.supersededAt).toEqual(clock.now());
  });

  it('deletes an unpaid order: canceled for the customer with the reason, mailed, off the admin lists; a paid one stays', async () => {
    const { orders, mailer, deleteOrder } = setup();
    orders.add(pendingOrder());
    expect((await deleteOrder.execute(ADMIN, 7, '  Букет этого сорта закончился ')).ok).toBe(true);
    expect(orders.orders.get(7)).toMatchObject({ status: 'canceled', canceledByShop: true, cancelReason: 'Букет этого сорта закончился' });
    expect((await orders.readModel.listedPage(listRequest())).items).toEqual([]);
    expect((await orders.readModel.ofCustomer(5)).map((view) => view.order.id)).toEqual([7]);
    await settle();
    expect(mailer.sent.map((m) => m.subject)).toEqual(['Заказ №7 отменён магазином — Зелёный уголок']);
    expect(mailer.sent[0].text).toContain('Причина: Букет этого сорта закончился');
    expect(await deleteOrder.execute(ADMIN, 7, null)).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    expect(await deleteOrder.execute(ADMIN, 7, 'я'.repeat(501))).toEqual({ ok: false, error: ORDER_ERRORS.cancelReasonInvalid });

    const paid = confirmedOrder({ id: 9 }).markPaid({ paymentId: 'p', amount: Money.ofRoubles(9500), paidAt: new Date('2026-05-01T09:00:00Z') });
    orders.add(paid.ok ? paid.value : pendingOrder());
    expect(await deleteOrder.execute(ADMIN, 9, null)).toEqual({ ok: false, error: ORDER_ERRORS.paidOrderNotDeletable });
    expect(orders.orders.get(9)?.status).toBe('paid');
  });

  it('deletes the order with its last line, and mails a default reason when the admin gave none', async () => {
    const { orders, mailer, removeLine } = setup();
    orders.add(confirmedOrder());
    expect((await removeLine.execute(ADMIN, 7, { productId: 2 }, undefined)).ok).toBe(true);
    expect(orders.orders.get(7)).toMatchObject({ status: 'canceled', cancelReason: DEFAULT_CANCEL_REASON, lines: [expect.objectContaining({ productId: 2 })] });
    await settle();
    expect(mailer.sent.map((m) => m.subject)).toEqual(['Заказ №7 отменён магазином — Зелёный уголок']);
  });

  it('takes a rejected order off the lists without a second mail', async () => {
    const { orders, mailer, reject, deleteOrder } = setup();
    orders.add(pendingOrder());
    await reject.execute(ADMIN, 7);
    expect((await deleteOrder.execute(ADMIN, 7, 'Дубль')).ok).toBe(true);
    expect(orders.orders.get(7)).toMatchObject({ status: 'canceled', canceledByShop: false });
    await settle();
    expect(mailer.sent.map((m) => m.subject)).toEqual(['Заказ №7 отклонён — Зелёный уголок']);
  });
});
