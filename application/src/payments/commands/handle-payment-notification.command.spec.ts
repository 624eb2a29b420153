import { Money } from '@shop/domain';
import { InMemoryUsers, userRecord } from '../../testing/accounts.fakes';
import { InMemoryOrders, confirmedOrder } from '../../testing/orders.fakes';
import { InMemoryPayments, ScriptedGateway } from '../../testing/payments.fakes';
import { FixedClock, ImmediateTransactions, RecordingMailer } from '../../testing/shared.fakes';
import { OrderNotifier } from '../../orders/order-notifier.service';
import { HandlePaymentNotification } from './handle-payment-notification.command';

const RECEIPT = { cardLast4: '4477', rrn: '1', authCode: '2', createdAt: '2026-05-01T10:00:00Z', fiscalDocumentNumber: null, shiftNumber: null };

async function setup() {
  const orders = new InMemoryOrders();
  orders.add(confirmedOrder());
  const users = new InMemoryUsers();
  users.add(userRecord({ id: 5, email: 'anna@example.com' }));
  const payments = new InMemoryPayments();
  const gateway = new ScriptedGateway();
  const mailer = new RecordingMailer();
  const clock = new FixedClock(new Date('2026-05-01T10:00:00Z'));
  const log = { incidents: [] as string[], failures: [] as string[] };
  const notifier = new OrderNotifier(users, mailer, { publicUrl: 'https://shop.example', paymentWindowHours: 72 }, () => undefined);
  const handler = new HandlePaymentNotification(new ImmediateTransactions(), payments, orders.repository, gateway, notifier, clock, {
    incident: (message) => log.incidents.push(message),
    failure: (message) => log.failures.push(message),
  });
  const created = await gateway.create({ idempotenceKey: 'k', orderId: 7, amount: Money.ofRoubles(9500), description: '', returnUrl: '', customer: { email: null, phone: null }, receiptLines: [] });
  if (created.kind === 'created') await payments.savePayment(created.payment);
  const notify = async (paymentId: string | null = 'pay-1') =>
    handler.apply(await handler.receive({ provider: 'yookassa', event: 'payment.succeeded', paymentId, payload: {}, remoteAddress: '127.0.0.1' }), paymentId);
  return { orders, payments, gateway, mailer, clock, log, notify };
}

describe('HandlePaymentNotification', () => {
  it('marks the order paid once the provider confirms success, records the receipt and thanks the customer', async () => {
    const { orders, payments, gateway, mailer, clock, notify } = await setup();
    gateway.settle('pay-1', 'succeeded', { receipt: RECEIPT });
    expect(await notify()).toBe('paid');
    expect(orders.orders.get(7)).toMatchObject({ status: 'paid', payment: { paymentId: 'pay-1', paidAt: clock.now() } });
    expect(payments.payments.get('pay-1')).toMatchObject({ status: 'succeeded', updatedAt: clock.now() });
    expect(payments.events.map((e) => e.outcome)).toEqual(['paid']);
    expect(mailer.sent.map((m) => m.subject)).toEqual(['Оплата заказа №7 получена — Зелёный уголок']);
    expect(await notify()).toBe('already-applied');
    expect(orders.saves).toHaveLength(1);
  });

  it('trusts the provider, not the notification: a pending or declined payment pays nothing', async () => {
    const { orders, gateway, notify } = await setup();
    expect(await notify()).toBe('already-applied');
    gateway.settle('pay-1', 'waiting_for_capture');
    expect(await notify()).toBe('pending');
    gateway.settle('pay-1', 'canceled', { cancellationReason: 'insufficient_funds' });
    expect(await notify()).toBe('payment-failed');
    expect(orders.orders.get(7)?.status).toBe('confirmed');
  });

  it('flags a payment whose amount differs from the order\'s total as an incident for the admin', async () => {
    const { orders, payments, gateway, log, notify } = await setup();
    gateway.settle('pay-1', 'succeeded', { amount: Money.ofRoubles(9000) });
    expect(await notify()).toBe('incident');
    expect(orders.orders.get(7)?.status).toBe('confirmed');
    expect(payments.payments.get('pay-1')?.incident).toBe('Сумма платежа не совпадает с суммой заказа (заказ в статусе «confirmed»)');
    expect(log.incidents).toHaveLength(1);
  });

  it('flags a payment for an order the shop does not have', async () => {
    const { orders, payments, gateway, notify } = await setup();
    orders.orders.delete(7);
    gateway.settle('pay-1', 'succeeded');
    expect(await notify()).toBe('unknown-order');
    expect(payments.payments.get('pay-1')?.incident).toBe('Оплата без заказа в магазине');
  });

  it('answers a notification without a known payment, and leaves one for the retry job when the provider is down', async () => {
    const { gateway, payments, log, notify } = await setup();
    expect(await notify(null)).toBe('no-payment-id');
    expect(await notify('pay-404')).toBe('unknown-payment');
    gateway.fetchFails = true;
    expect(await notify()).toBe('retry');
    expect(payments.events.at(-1)?.outcome).toBeNull();
    expect(log.failures).toEqual(['payment notification not applied']);
  });
});
