import { Money, ORDER_ERRORS, PAYMENT_ERRORS, productLine } from '@shop/domain';
import { product } from '../../testing/catalogue.fakes';
import { InMemoryUsers, userRecord } from '../../testing/accounts.fakes';
import { InMemoryOrders, asStored, confirmedOrder, pendingOrder } from '../../testing/orders.fakes';
import { InMemoryPayments, ScriptedGateway } from '../../testing/payments.fakes';
import { CountingSecureTokens, FixedClock, ImmediateTransactions } from '../../testing/shared.fakes';
import { PaymentReturnLinks } from '../payment-return-links';
import { StartPayment, receiptLines } from './start-payment.command';

function setup() {
  const orders = new InMemoryOrders();
  // A contact e-mail given at checkout, which nothing mails.
  orders.add(asStored(confirmedOrder(), { contact: { ...confirmedOrder().contact!, email: 'someone@else.example' } }));
  const users = new InMemoryUsers();
  users.add(userRecord({ id: 5, email: 'anna@account.example' }));
  const payments = new InMemoryPayments();
  const transactions = new ImmediateTransactions();
  const clock = new FixedClock();
  const gateway = new ScriptedGateway(clock);
  const start = new StartPayment(
    transactions,
    orders.repository,
    payments,
    users,
    gateway,
    clock,
    new PaymentReturnLinks(new CountingSecureTokens(), 'https://shop.example'),
  );
  return { orders, payments, gateway, clock, start };
}

describe('StartPayment', () => {
  it('creates one two-stage payment for the payable total, with a receipt that adds up to it', async () => {
    const { gateway, payments, start } = setup();
    expect(await start.execute(5, 7)).toEqual({ ok: true, value: { confirmationUrl: 'https://pay.example/pay-1' } });
    const [request] = gateway.created;
    expect(request).toMatchObject({
      method: 'bank_card',
      capture: false,
      orderId: 7,
      amount: Money.ofRoubles(9500),
      description: 'Заказ №7',
      returnUrl: 'https://shop.example/thanks?order=7&check=signed-payment-return-7',
      customer: { email: 'anna@account.example', phone: '+79161234567' },
    });
    expect(Money.sum(request.receiptLines.map((line) => line.unitPrice.multiply(line.quantity)))).toEqual(request.amount);
    expect(request.receiptLines.at(-1)).toEqual({ description: 'Доставка заказа', quantity: 1, unitPrice: Money.ofRoubles(500), subject: 'service' });
    expect(payments.attempts.map((a) => a.state)).toEqual(['created']);
  });

  it('makes one payment of ten presses at once, and hands its page out again', async () => {
    const { gateway, start } = setup();
    const answers = await Promise.all(Array.from({ length: 10 }, () => start.execute(5, 7)));
    expect(new Set(answers.map((a) => a.ok && a.value.confirmationUrl))).toEqual(new Set(['https://pay.example/pay-1']));
    expect(gateway.created).toHaveLength(1);
  });

  it('supersedes a payment for an amount no longer due and creates one for the new total', async () => {
    const { orders, payments, gateway, clock, start } = setup();
    const twoLines = [productLine(product({ id: 2, price: Money.ofRoubles(4500) }), 2), productLine(product({ id: 3, price: Money.ofRoubles(1000) }), 1)];
    orders.add(confirmedOrder({ lines: twoLines }));
    await start.execute(5, 7);
    const removed = orders.orders.get(7)!.removeLine({ productId: 3 }, 'Нет в наличии', clock.now());
    if (removed.ok) orders.add(asStored(removed.value));
    expect(await start.execute(5, 7)).toEqual({ ok: true, value: { confirmationUrl: 'https://pay.example/pay-2' } });
    expect(gateway.created.map((r) => r.amount.toRoubles())).toEqual([10500, 9500]);
    expect(payments.payments.get('pay-1')?.supersededAt).toEqual(clock.now());
    expect(payments.payments.get('pay-2')?.supersededAt).toBeNull();
  });

  it('keeps the attempt open after a provider failure (the retry reuses its key) and closes it after a refusal', async () => {
    const { gateway, payments, start } = setup();
    gateway.next.create = 'retryable';
    expect(await start.execute(5, 7)).toEqual({ ok: false, error: PAYMENT_ERRORS.providerUnavailable });
    gateway.next.create = 'done';
    await start.execute(5, 7);
    expect(gateway.created.map((r) => r.idempotenceKey)).toEqual(['key-1', 'key-1']);

    const refused = setup();
    refused.gateway.next.create = 'rejected';
    expect(await refused.start.execute(5, 7)).toEqual({ ok: false, error: PAYMENT_ERRORS.rejected });
    expect(refused.payments.attempts.map((a) => a.state)).toEqual(['failed']);
    expect(payments.attempts).toHaveLength(1);
  });

  it('pays by the method chosen: SBP in one stage, SberPay and T-Pay held like a card; an unknown method is refused', async () => {
    const { gateway, payments, start } = setup();
    expect(await start.execute(5, 7, 'card')).toEqual({ ok: false, error: PAYMENT_ERRORS.unknownMethod });
    for (const method of ['sbp', 'sberbank', 'tinkoff_bank', 'bank_card']) await start.execute(5, 7, method);
    expect(gateway.created.map(({ method, capture }) => [method, capture])).toEqual([
      ['sbp', true],
      ['sberbank', false],
      ['tinkoff_bank', false],
      ['bank_card', false],
    ]);
    // One open payment whatever the method: each new choice superseded the one before it.
    expect([...payments.payments.values()].map((row) => [row.payment.method, row.supersededAt === null])).toEqual([
      ['sbp', false],
      ['sberbank', false],
      ['tinkoff_bank', false],
      ['bank_card', true],
    ]);
    expect(payments.attempts.map((a) => a.method)).toEqual(['sbp', 'sberbank', 'tinkoff_bank', 'bank_card']);
  });

  it("replaces a payment nobody paid for most of the provider's hour instead of handing out a page about to be canceled", async () => {
    const { gateway, clock, start } = setup();
    await start.execute(5, 7, 'sbp');
    clock.current = new Date(clock.current.getTime() + 49 * 60_000);
    expect(await start.execute(5, 7, 'sbp')).toEqual({ ok: true, value: { confirmationUrl: 'https://pay.example/pay-1' } });
    clock.current = new Date(clock.current.getTime() + 11 * 60_000);
    expect(await start.execute(5, 7, 'sbp')).toEqual({ ok: true, value: { confirmationUrl: 'https://pay.example/pay-2' } });
    expect(gateway.created).toHaveLength(2);
  });

  it('says "Ошибка запуска оплаты" when the provider sends no confirmation page', async () => {
    const { gateway, start } = setup();
    gateway.next.create = 'no-confirmation';
    expect(await start.execute(5, 7)).toEqual({ ok: false, error: PAYMENT_ERRORS.rejected });
  });

  it("asks the order whether it may be paid, and hides other customers' orders", async () => {
    const { orders, gateway, start } = setup();
    orders.add(pendingOrder({ id: 8 }));
    expect(await start.execute(5, 8)).toEqual({ ok: false, error: ORDER_ERRORS.notApproved });
    orders.add(asStored(confirmedOrder({ id: 9 }), { lines: [] }));
    expect(await start.execute(5, 9)).toEqual({ ok: false, error: ORDER_ERRORS.noLines });
    expect(await start.execute(6, 7)).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    expect(await start.execute(5, 99)).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    expect(gateway.created).toEqual([]);
  });

  it('puts no delivery line on the receipt of a free pickup', () => {
    expect(receiptLines(pendingOrder({ deliveryType: 'pickup', deliveryAddress: null })).map((line) => line.subject)).toEqual(['commodity']);
  });
});
