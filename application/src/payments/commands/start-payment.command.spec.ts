import { Money, ORDER_ERRORS, PAYMENT_ERRORS } from '@shop/domain';
import { InMemoryOrders, confirmedOrder, pendingOrder } from '../../testing/orders.fakes';
import { InMemoryPayments, ScriptedGateway } from '../../testing/payments.fakes';
import { StartPayment, receiptLines } from './start-payment.command';

function setup() {
  const orders = new InMemoryOrders();
  orders.add(confirmedOrder(), { username: 'anna', email: 'anna@account.example' });
  const payments = new InMemoryPayments();
  const gateway = new ScriptedGateway();
  return { orders, payments, gateway, start: new StartPayment(orders.readModel, payments, gateway, 'https://shop.example') };
}

describe('StartPayment', () => {
  it('creates one payment for the payable total, with a receipt that adds up to it', async () => {
    const { gateway, payments, start } = setup();
    expect(await start.execute(5, 7)).toEqual({ ok: true, value: { confirmationUrl: 'https://pay.example/pay-1' } });
    const [request] = gateway.created;
    expect(request).toMatchObject({
      orderId: 7,
      amount: Money.ofRoubles(9500),
      description: 'Заказ №7',
      returnUrl: 'https://shop.example/thanks?order=7',
      customer: { email: 'anna@account.example', phone: null },
    });
    expect(Money.sum(request.receiptLines.map((line) => line.unitPrice.multiply(line.quantity)))).toEqual(request.amount);
    expect(request.receiptLines.at(-1)).toEqual({ description: 'Доставка заказа', quantity: 1, unitPrice: Money.ofRoubles(500), subject: 'service' });
    expect(payments.attempts.map((a) => a.state)).toEqual(['created']);
  });

  it('returns the waiting payment on a second press instead of creating another', async () => {
    const { gateway, start } = setup();
    await start.execute(5, 7);
    expect(await start.execute(5, 7)).toEqual({ ok: true, value: { confirmationUrl: 'https://pay.example/pay-1' } });
    expect(gateway.created).toHaveLength(1);
  });

  it('keeps the attempt open after a provider failure (the retry reuses its key) and closes it after a refusal', async () => {
    const { gateway, payments, start } = setup();
    gateway.next = 'retryable';
    expect(await start.execute(5, 7)).toEqual({ ok: false, error: PAYMENT_ERRORS.providerUnavailable });
    gateway.next = 'created';
    await start.execute(5, 7);
    expect(gateway.created.map((r) => r.idempotenceKey)).toEqual(['key-1', 'key-1']);

    const refused = setup();
    refused.gateway.next = 'rejected';
    expect(await refused.start.execute(5, 7)).toEqual({ ok: false, error: PAYMENT_ERRORS.rejected });
    expect(refused.payments.attempts.map((a) => a.state)).toEqual(['failed']);
    expect(payments.attempts).toHaveLength(1);
  });

  it('says "Ошибка запуска оплаты" when the provider sends no confirmation page', async () => {
    const { gateway, start } = setup();
    gateway.next = 'no-confirmation';
    expect(await start.execute(5, 7)).toEqual({ ok: false, error: PAYMENT_ERRORS.rejected });
  });

  it('asks the order whether it may be paid, and hides other customers\' orders', async () => {
    const { orders, gateway, start } = setup();
    orders.add(pendingOrder({ id: 8 }));
    expect(await start.execute(5, 8)).toEqual({ ok: false, error: ORDER_ERRORS.notApproved });
    expect(await start.execute(6, 7)).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    expect(await start.execute(5, 99)).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    expect(gateway.created).toEqual([]);
  });

  it('puts no delivery line on the receipt of a free pickup', () => {
    expect(receiptLines(pendingOrder({ deliveryType: 'pickup', deliveryAddress: null })).map((line) => line.subject)).toEqual(['commodity']);
  });
});
