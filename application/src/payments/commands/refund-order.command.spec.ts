import { ORDER_ERRORS, PAYMENT_ERRORS } from '@shop/domain';
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
    const answers = await Promise.all([1, 2, 3].map(() => refunds.execute(ADMIN, 7, 'Нет в наличии')));
    expect(answers).toEqual(Array(3).fill({ ok: true, value: { refundId: 'refund-1', status: 'succeeded' } }));
    expect(gateway.calls.filter((call) => call.startsWith('refund'))).toEqual(['refund pay-1 refund-order-7']);
    const [{ request }] = gateway.refunds.values();
    expect(request).toMatchObject({ amount, description: 'Возврат по заказу №7: Нет в наличии', customer: { email: 'anna@example.com' } });
    expect(orders.orders.get(7)?.status).toBe('refunded');
    expect(payments.refunds.get(7)).toMatchObject({ id: 'refund-1', reason: 'Нет в наличии', status: 'succeeded' });
    expect(mailer.sent.map((m) => m.subject)).toContain('Возврат по заказу №7 — Зелёный уголок');
    expect(await refunds.execute(ADMIN, 7, 'ещё раз')).toEqual({ ok: true, value: { refundId: 'refund-1', status: 'succeeded' } });
  });

  it('refuses an order not paid, an unknown one, and a missing reason', async () => {
    const { refunds, gateway } = await paymentSetup();
    expect(await refunds.execute(ADMIN, 7, 'Причина')).toEqual({ ok: false, error: ORDER_ERRORS.notPaid });
    expect(await refunds.execute(ADMIN, 99, 'Причина')).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    expect(await refunds.execute(ADMIN, 7, '  ')).toEqual({ ok: false, error: PAYMENT_ERRORS.refundReasonRequired });
    expect(await refunds.execute(ADMIN, 7, 'я'.repeat(501))).toEqual({ ok: false, error: PAYMENT_ERRORS.refundReasonRequired });
    expect(gateway.calls.filter((call) => call.startsWith('refund'))).toEqual([]);
  });

  it('stores nothing when the provider fails or refuses', async () => {
    const { refunds, gateway, payments, orders } = await paidSetup();
    gateway.next.refund = 'retryable';
    expect(await refunds.execute(ADMIN, 7, 'Брак')).toEqual({ ok: false, error: PAYMENT_ERRORS.providerUnavailable });
    gateway.next.refund = 'rejected';
    expect(await refunds.execute(ADMIN, 7, 'Брак')).toEqual({ ok: false, error: PAYMENT_ERRORS.refundRejected });
    expect(payments.refunds.size).toBe(0);
    expect(orders.orders.get(7)?.status).toBe('paid');
  });

  it('keeps the order paid while the refund is pending, and refunds it when the provider says it succeeded', async () => {
    const { refunds, gateway, orders, notify } = await paidSetup();
    gateway.next.refundStatus = 'pending';
    expect(await refunds.execute(ADMIN, 7, 'Брак')).toEqual({ ok: true, value: { refundId: 'refund-1', status: 'pending' } });
    expect(orders.orders.get(7)?.status).toBe('paid');
    expect(await notify('refund-1', 'refund.succeeded')).toBe('already-applied');
    gateway.finishRefund('refund-1');
    expect(await notify('refund-1', 'refund.succeeded')).toBe('refund-applied');
    expect(orders.orders.get(7)?.status).toBe('refunded');
    expect(await notify('refund-404', 'refund.succeeded')).toBe('unknown-object');
  });
});
