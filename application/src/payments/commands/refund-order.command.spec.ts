import { Money, ORDER_ERRORS, PAYMENT_ERRORS, formatCustomerRoubles } from '@shop/domain';
import { paymentSetup } from './payment-test-setup';

const ADMIN = 1;

async function paidSetup() {
  const setup = await paymentSetup();
  await setup.customerPays();
  return setup;
}

describe('RefundOrder', () => {
  it("returns a paid order's money in full once, however many presses, and the order becomes refunded", async () => {
    const { refunds, gateway, orders, payments, mailer, amount } = await paidSetup();
    const answers = await Promise.all([1, 2, 3].map(() => refunds.execute(ADMIN, 7, { reason: 'Нет в наличии' })));
    expect(answers).toEqual(Array(3).fill({ ok: true, value: { refundId: 'refund-1', status: 'succeeded', amount } }));
    expect(gateway.calls.filter((call) => call.startsWith('refund'))).toEqual(['refund pay-1 refund-order-7']);
    const [{ request }] = gateway.refunds.values();
    expect(request).toMatchObject({ amount, description: 'Возврат по заказу №7: Нет в наличии', customer: { email: 'anna@example.com' } });
    expect(orders.orders.get(7)?.status).toBe('refunded');
    expect(payments.refunds.get('refund-1')).toMatchObject({
      orderId: 7,
      key: 'refund-order-7',
      reason: 'Нет в наличии',
      status: 'succeeded',
      lines: [
        { lineId: 1, quantity: 2 },
        { lineId: 0, quantity: 1 },
      ],
    });
    expect(request.receiptLines.map((line) => [line.description, line.quantity])).toEqual([
      ['Товар 2', 2],
      ['Доставка заказа', 1],
    ]);
    expect(mailer.sent.map((m) => m.subject)).toContain('Возврат по заказу №7 — Зелёный уголок');
    expect(await refunds.execute(ADMIN, 7, { reason: 'ещё раз' })).toEqual({ ok: true, value: { refundId: 'refund-1', status: 'succeeded', amount } });
  });

  it('refuses an order not paid, an unknown one, and a missing reason', async () => {
    const { refunds, gateway } = await paymentSetup();
    expect(await refunds.execute(ADMIN, 7, { reason: 'Причина' })).toEqual({ ok: false, error: ORDER_ERRORS.notPaid });
    expect(await refunds.execute(ADMIN, 99, { reason: 'Причина' })).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    expect(await refunds.execute(ADMIN, 7, { reason: '  ' })).toEqual({ ok: false, error: PAYMENT_ERRORS.refundReasonRequired });
    expect(await refunds.execute(ADMIN, 7, { reason: 'я'.repeat(501) })).toEqual({ ok: false, error: PAYMENT_ERRORS.refundReasonRequired });
    expect(gateway.calls.filter((call) => call.startsWith('refund'))).toEqual([]);
  });

  it('stores nothing when the provider fails or refuses', async () => {
    const { refunds, gateway, payments, orders } = await paidSetup();
    gateway.next.refund = 'retryable';
    expect(await refunds.execute(ADMIN, 7, { reason: 'Брак' })).toEqual({ ok: false, error: PAYMENT_ERRORS.providerUnavailable });
    gateway.next.refund = 'rejected';
    expect(await refunds.execute(ADMIN, 7, { reason: 'Брак' })).toEqual({ ok: false, error: PAYMENT_ERRORS.refundRejected });
    expect(payments.refunds.size).toBe(0);
    expect(orders.orders.get(7)?.status).toBe('paid');
  });

  it('keeps the order paid while the refund is pending, and refunds it when the provider says it succeeded', async () => {
    const { refunds, gateway, orders, notify } = await paidSetup();
    gateway.next.refundStatus = 'pending';
    expect(await refunds.execute(ADMIN, 7, { reason: 'Брак' })).toMatchObject({ ok: true, value: { refundId: 'refund-1', status: 'pending' } });
    expect(orders.orders.get(7)?.status).toBe('paid');
    expect(await notify('refund-1', 'refund.succeeded')).toBe('already-applied');
    gateway.finishRefund('refund-1');
    expect(await notify('refund-1', 'refund.succeeded')).toBe('refund-applied');
    expect(orders.orders.get(7)?.status).toBe('refunded');
    expect(await notify('refund-404', 'refund.succeeded')).toBe('unknown-object');
  });

  it('returns chosen lines and amounts while they fit, keeps the order paid, and the last kopeck makes it refunded', async () => {
    const { refunds, gateway, orders, mailer } = await paidSetup();
    const one = await refunds.execute(ADMIN, 7, { reason: 'Сломан', lines: [{ line_id: 1, quantity: 1 }] });
    expect(one).toEqual({ ok: true, value: { refundId: 'refund-1', status: 'succeeded', amount: Money.ofRoubles(4500) } });
    expect(await refunds.execute(ADMIN, 7, { reason: 'Сломан', lines: [{ line_id: 1, quantity: 1 }] })).toEqual(one);
    expect(orders.orders.get(7)?.status).toBe('paid');
    expect(mailer.sent.map((m) => m.subject)).toContain('Частичный возврат по заказу №7 — Зелёный уголок');
    const [first] = gateway.refunds.values();
    expect(first.request.receiptLines).toEqual([{ description: 'Товар 2', quantity: 1, unitPrice: Money.ofRoubles(4500), subject: 'commodity' }]);
    expect(await refunds.execute(ADMIN, 7, { reason: 'Ещё', lines: [{ line_id: 1, quantity: 2 }] })).toEqual({
      ok: false,
      error: PAYMENT_ERRORS.refundLineExceedsLeft('Товар 2', 1),
    });
    expect(await refunds.execute(ADMIN, 7, { reason: 'Ещё', amount: 5000.01 })).toEqual({
      ok: false,
      error: PAYMENT_ERRORS.refundExceedsLeft(formatCustomerRoubles(Money.ofRoubles(5000))),
    });
    const amount = await refunds.execute(ADMIN, 7, { reason: 'Скидка', amount: 1000.5 });
    expect(amount).toMatchObject({ ok: true, value: { amount: Money.ofKopecks(100_050) } });
    expect([...gateway.refunds.values()][1].request.receiptLines).toEqual([
      { description: 'Возврат по заказу №7', quantity: 1, unitPrice: Money.ofKopecks(100_050), subject: 'service' },
    ]);
    const rest = await refunds.execute(ADMIN, 7, { reason: 'Закрываем' });
    expect(rest).toMatchObject({ ok: true, value: { amount: Money.ofKopecks(399_950) } });
    expect(orders.orders.get(7)?.status).toBe('refunded');
    expect(await refunds.execute(ADMIN, 7, { reason: 'Опять', amount: 1 })).toMatchObject({ ok: false });
  });

  it('refuses lines and an amount together, an unknown line, and nonsense quantities or amounts', async () => {
    const { refunds, gateway } = await paidSetup();
    expect(await refunds.execute(ADMIN, 7, { reason: 'x', amount: 1, lines: [{ line_id: 1, quantity: 1 }] })).toEqual({
      ok: false,
      error: PAYMENT_ERRORS.refundChoiceAmbiguous,
    });
    expect(await refunds.execute(ADMIN, 7, { reason: 'x', lines: [{ line_id: 9, quantity: 1 }] })).toEqual({
      ok: false,
      error: PAYMENT_ERRORS.refundLineNotInOrder(9),
    });
    expect(await refunds.execute(ADMIN, 7, { reason: 'x', lines: [{ line_id: 1, quantity: 0 }] })).toEqual({
      ok: false,
      error: PAYMENT_ERRORS.refundLinesInvalid,
    });
    expect(await refunds.execute(ADMIN, 7, { reason: 'x', lines: [] })).toEqual({ ok: false, error: PAYMENT_ERRORS.refundLinesInvalid });
    expect(await refunds.execute(ADMIN, 7, { reason: 'x', amount: 0.001 })).toEqual({ ok: false, error: PAYMENT_ERRORS.refundAmountInvalid });
    expect(await refunds.execute(ADMIN, 7, { reason: 'x', amount: 0 })).toEqual({ ok: false, error: PAYMENT_ERRORS.refundAmountInvalid });
    expect(gateway.calls.filter((call) => call.startsWith('refund'))).toEqual([]);
  });

  it('returns the delivery as a line and, after a refused request, the money is still there', async () => {
    const { refunds, gateway, orders } = await paidSetup();
    gateway.next.refund = 'rejected';
    expect(await refunds.execute(ADMIN, 7, { reason: 'Курьер опоздал', lines: [{ line_id: 0, quantity: 1 }] })).toEqual({
      ok: false,
      error: PAYMENT_ERRORS.refundRejected,
    });
    gateway.next.refund = 'done';
    expect(await refunds.execute(ADMIN, 7, { reason: 'Курьер опоздал ', lines: [{ line_id: 0, quantity: 1 }] })).toMatchObject({
      ok: true,
      value: { amount: Money.ofRoubles(500) },
    });
    expect(await refunds.execute(ADMIN, 7, { reason: 'Всё', lines: [{ line_id: 1, quantity: 2 }] })).toMatchObject({
      ok: true,
      value: { amount: Money.ofRoubles(9000) },
    });
    expect(orders.orders.get(7)?.status).toBe('refunded');
  });
});
