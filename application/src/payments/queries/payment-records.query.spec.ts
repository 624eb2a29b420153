import { Money, PAYMENT_ERRORS } from '@shop/domain';
import { InMemoryPayments } from '../../testing/payments.fakes';
import { PaymentRecordsQuery } from './payment-records.query';

describe('PaymentRecordsQuery', () => {
  it('gives the receipt of a succeeded payment only, and the incidents in roubles', async () => {
    const payments = new InMemoryPayments();
    const payment = {
      id: 'p1',
      status: 'succeeded' as const,
      amount: Money.ofRoubles(2100),
      orderId: 3,
      method: 'bank_card' as const,
      createdAt: new Date('2026-05-01T09:00:00Z'),
      confirmationUrl: null,
      cancellationReason: null,
      receipt: null,
    };
    await payments.record(payment);
    const query = new PaymentRecordsQuery(payments);
    expect(await query.receipt('p1')).toEqual({ ok: false, error: PAYMENT_ERRORS.receiptNotFound });
    await payments.update(payment, new Date('2026-05-01T10:00:00Z'));
    expect(await query.receipt('p1')).toMatchObject({ ok: true, value: { amount: { value: '2100.00', currency: 'RUB' } } });
    await payments.flagIncident('p1', 'Сумма платежа не совпадает');
    expect(await query.incidents()).toEqual([
      { payment_id: 'p1', order_id: 3, amount: 2100, status: 'succeeded', incident: 'Сумма платежа не совпадает', created_at: '2026-05-01T10:00:00.000Z' },
    ]);
  });
});
