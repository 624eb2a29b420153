import { Money } from '@shop/domain';
import { asStored } from '../../testing/orders.fakes';
import { paymentSetup } from './payment-test-setup';

const RECEIPT = { cardLast4: '4477', rrn: '1', authCode: '2', createdAt: '2026-05-01T10:00:00Z', fiscalDocumentNumber: null, shiftNumber: null };

describe('HandlePaymentNotification', () => {
  it("captures a held payment for exactly the order's total, marks the order paid and thanks the customer", async () => {
    const { orders, payments, gateway, mailer, messenger, clock, customerPays, notify } = await paymentSetup();
    gateway.settle('pay-1', 'pending', { receipt: RECEIPT });
    expect(await customerPays()).toBe('paid');
    expect(gateway.calls).toEqual(['capture pay-1 capture-pay-1']);
    expect(orders.orders.get(7)).toMatchObject({ status: 'paid', payment: { paymentId: 'pay-1', paidAt: clock.now() } });
    expect(payments.payments.get('pay-1')?.payment.status).toBe('succeeded');
    expect(payments.events.map((e) => e.outcome)).toEqual(['paid']);
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ['anna@example.com', 'Оплата заказа №7 получена — Зелёный уголок'],
      ['shop@example.com', 'Оплачен заказ №7 — Зелёный уголок'],
    ]);
    expect(messenger.sent.map((alert) => alert.text.split('\n')[0])).toEqual(['Оплачен заказ №7']);
    for (const fact of ['Дата и время доставки: сб, 2 мая 2026 г., 10:00–13:00 МСК', 'Оплачен: 1 мая 2026 г.']) expect(messenger.sent[0].text).toContain(fact);
    expect(await notify('pay-1', 'payment.succeeded')).toBe('already-applied');
    expect(orders.saves).toHaveLength(1);
  });

  it('releases the hold of a payment the order no longer takes: superseded, another paid, or not payable', async () => {
    const superseded = await paymentSetup();
    await superseded.payments.supersede((await superseded.payments.ofOrder(7)).map((p) => p.supersede(superseded.clock.now())));
    expect(await superseded.customerPays()).toBe('released');
    expect(superseded.gateway.calls).toEqual(['cancel pay-1 cancel-pay-1']);
    expect(superseded.orders.orders.get(7)?.status).toBe('confirmed');
    expect(superseded.payments.payments.get('pay-1')?.payment.status).toBe('canceled');
    expect(superseded.log.info).toEqual(['payment hold released']);

    const canceled = await paymentSetup();
    const rejected = canceled.orders.orders.get(7)!.cancelUnpaid(new Date('2026-06-01T00:00:00Z'));
    if (rejected.ok) canceled.orders.add(asStored(rejected.value));
    expect(await canceled.customerPays()).toBe('released');
    expect(canceled.orders.orders.get(7)?.status).toBe('canceled');
  });

  it('releases a hold for an amount other than the total, and a second payment once one was captured', async () => {
    const setup = await paymentSetup();
    setup.gateway.settle('pay-1', 'pending', { amount: Money.ofRoubles(9000) });
    expect(await setup.customerPays()).toBe('released');

    const twice = await paymentSetup();
    await twice.customerPays('pay-1');
    const second = await twice.gateway.create({ ...twice.gateway.created[0], idempotenceKey: 'other' });
    if (second.kind === 'done') await twice.payments.record(second.value);
    expect(await twice.customerPays('pay-2')).toBe('released');
    expect(twice.gateway.calls).toEqual(['capture pay-1 capture-pay-1', 'cancel pay-2 cancel-pay-2']);
  });

  it('leaves the decision to the retry when the provider does not answer the capture, then captures once', async () => {
    const { gateway, orders, payments, log, customerPays, notify } = await paymentSetup();
    gateway.next.settle = 'retryable';
    expect(await customerPays()).toBe('retry');
    expect(orders.orders.get(7)?.status).toBe('confirmed');
    expect(log.failures).toEqual(['payment notification not applied']);
    gateway.next.settle = 'done';
    expect(await notify()).toBe('paid');
    expect(payments.events.map((e) => e.outcome)).toEqual([null, 'paid']);
  });

  it('applies a payment the provider reports succeeded on its own, and flags one that does not fit the order', async () => {
    const setup = await paymentSetup();
    setup.gateway.settle('pay-1', 'succeeded');
    expect(await setup.notify('pay-1', 'payment.succeeded')).toBe('paid');

    const mismatch = await paymentSetup();
    mismatch.gateway.settle('pay-1', 'succeeded', { amount: Money.ofRoubles(9000) });
    expect(await mismatch.notify('pay-1', 'payment.succeeded')).toBe('incident');
    expect(mismatch.payments.payments.get('pay-1')?.incident).toBe('Сумма платежа не совпадает с суммой заказа (заказ в статусе «confirmed»)');
    expect(mismatch.log.incidents).toHaveLength(1);
  });

  it('records a declined card, and flags money for an order the shop does not have', async () => {
    const declined = await paymentSetup();
    declined.gateway.settle('pay-1', 'canceled', { cancellationReason: 'insufficient_funds' });
    expect(await declined.notify('pay-1', 'payment.canceled')).toBe('payment-failed');
    expect(declined.orders.orders.get(7)?.status).toBe('confirmed');

    const orphan = await paymentSetup();
    orphan.orders.orders.delete(7);
    orphan.payments.payments.delete('pay-1');
    orphan.gateway.settle('pay-1', 'succeeded', { orderId: null });
    expect(await orphan.notify('pay-1', 'payment.succeeded')).toBe('unknown-order');
    expect(orphan.payments.payments.get('pay-1')?.incident).toBe('Оплата без заказа в магазине');
  });

  it('answers notifications it cannot tie to anything, and keeps them for the retry job when the provider is down', async () => {
    const { gateway, payments, notify, retryJob, orders } = await paymentSetup();
    expect(await notify(null)).toBe('no-object-id');
    expect(await notify('pay-404')).toBe('unknown-object');
    gateway.fetchFails = true;
    gateway.settle('pay-1', 'waiting_for_capture');
    expect(await notify()).toBe('retry');
    expect(await payments.unprocessedEvents()).toEqual([{ id: 3, event: 'payment.waiting_for_capture', objectId: 'pay-1' }]);
    expect(await retryJob.execute()).toEqual([3]);
    expect(await payments.unprocessedEvents()).toHaveLength(1);

    gateway.fetchFails = false;
    expect(await retryJob.execute()).toEqual([3]);
    expect([await payments.unprocessedEvents(), orders.orders.get(7)?.status]).toEqual([[], 'paid']);
    expect(await retryJob.execute()).toEqual([]);
  });

  it('keeps the money SBP took in one stage when it pays the order now: no capture, the order paid', async () => {
    const { orders, gateway, notify } = await paymentSetup('sbp');
    expect(gateway.created[0]).toMatchObject({ method: 'sbp', capture: true });
    gateway.settle('pay-1', 'succeeded');
    expect(await notify('pay-1', 'payment.succeeded')).toBe('paid');
    expect(gateway.calls).toEqual([]);
    expect(orders.orders.get(7)?.status).toBe('paid');
  });

  it('refunds in full, once, an SBP payment that came after the order changed; alerts the shop and offers a new payment', async () => {
    const { orders, payments, gateway, mailer, messenger, log, start, notify } = await paymentSetup('sbp');
    // The delivery was repriced while the customer paid: 9 700 ₽ due now.
    orders.add(asStored(orders.orders.get(7)!, { deliveryPrice: Money.ofRoubles(700) }));
    gateway.settle('pay-1', 'succeeded');
    expect(await notify('pay-1', 'payment.succeeded')).toBe('stale-refunded');
    expect(await notify('pay-1', 'payment.succeeded')).toBe('already-applied');
    expect(gateway.calls).toEqual(['refund pay-1 refund-stale-pay-1']);
    const [{ request }] = gateway.refunds.values();
    expect(request).toMatchObject({ amount: Money.ofRoubles(9500), customer: { email: 'anna@example.com' } });
    expect(request.receiptLines).toEqual([{ description: 'Оплата заказа №7', quantity: 1, unitPrice: Money.ofRoubles(9500), subject: 'commodity' }]);
    expect(orders.orders.get(7)?.status).toBe('confirmed');
    expect(payments.payments.get('pay-1')?.incident).toBe('Оплата СБП пришла после изменения заказа и возвращена автоматически (возврат refund-1)');
    expect(log.incidents).toEqual(['a one-stage payment came for an order that no longer takes it']);
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ['anna@example.com', 'Оплата заказа №7 возвращена — Зелёный уголок'],
      ['shop@example.com', 'Заказ №7: оплата СБП пришла после изменения заказа — Зелёный уголок'],
    ]);
    expect(messenger.sent.map((alert) => alert.text.split('\n')[1].replace(/\u00a0/g, ' '))).toEqual([
      'Платёж pay-1 на 9 500 ₽ возвращён покупателю автоматически; заказ снова ждёт оплаты.',
    ]);
    // The next «Оплатить» makes a new payment, and its money is captured: the refunded one pays nothing.
    expect(await start.execute(5, 7, 'bank_card')).toEqual({ ok: true, value: { confirmationUrl: 'https://pay.example/pay-2' } });
    gateway.settle('pay-2', 'waiting_for_capture', { amount: orders.orders.get(7)!.totalPayable() });
    expect(await notify('pay-2')).toBe('paid');
  });

  it('refunds an SBP payment superseded by another method, and retries the refund while the provider is down', async () => {
    const { orders, gateway, start, notify } = await paymentSetup('sbp');
    await start.execute(5, 7, 'bank_card');
    gateway.settle('pay-1', 'succeeded');
    gateway.next.refund = 'retryable';
    expect(await notify('pay-1', 'payment.succeeded')).toBe('retry');
    gateway.next.refund = 'done';
    expect(await notify('pay-1', 'payment.succeeded')).toBe('stale-refunded');
    expect(gateway.refunds.size).toBe(1);
    expect(orders.orders.get(7)?.status).toBe('confirmed');
  });
});
