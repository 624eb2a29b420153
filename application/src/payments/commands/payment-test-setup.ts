// The pieces the payment use cases' specs share: an order of customer 5 confirmed for 9 500 ₽,
// its payment at a scripted provider, and the use cases wired to in-memory ports.
import { Money, type PaymentMethod } from '@shop/domain';
import { InMemoryUsers, userRecord } from '../../testing/accounts.fakes';
import { InMemoryOrders, confirmedOrder } from '../../testing/orders.fakes';
import { InMemoryPayments, ScriptedGateway } from '../../testing/payments.fakes';
import { notifierFakes } from '../../testing/notifications.fakes';
import { CountingSecureTokens, FixedClock, ImmediateTransactions } from '../../testing/shared.fakes';
import { PaymentReturnLinks } from '../payment-return-links';
import { HandlePaymentNotification } from './handle-payment-notification.command';
import { RefundOrder } from './refund-order.command';
import { RetryPaymentNotifications } from './retry-payment-notifications.command';
import { StartPayment } from './start-payment.command';
import { inMemoryStock } from '../../testing/stock.fakes';

/** Customer 5 (with `accountEmail`), their confirmed order 7 and the in-memory ports a payment use case needs. */
export function paymentPorts(accountEmail = 'anna@example.com') {
  const orders = new InMemoryOrders();
  orders.add(confirmedOrder());
  const users = new InMemoryUsers();
  users.add(userRecord({ id: 5, email: accountEmail }));
  const clock = new FixedClock(new Date('2026-05-01T10:00:00Z'));
  return { orders, users, clock, payments: new InMemoryPayments(), gateway: new ScriptedGateway(clock), transactions: new ImmediateTransactions() };
}

/** The order's first payment, by `method` (a card unless told). */
export async function paymentSetup(method: PaymentMethod = 'bank_card') {
  const { orders, users, clock, payments, gateway, transactions } = paymentPorts();
  const log = { incidents: [] as string[], failures: [] as string[], info: [] as string[] };
  const { notifier, mailer, messenger } = notifierFakes(users, transactions);
  const { ledger, stock } = inMemoryStock();
  const refunds = new RefundOrder(transactions, orders.repository, stock, payments, users, gateway, notifier, clock);
  const handler = new HandlePaymentNotification(transactions, payments, orders.repository, gateway, refunds, users, notifier, clock, {
    incident: (message) => log.incidents.push(message),
    failure: (message) => log.failures.push(message),
    info: (message) => log.info.push(message),
  });
  const returnLinks = new PaymentReturnLinks(new CountingSecureTokens(), 'https://shop.example');
  const start = new StartPayment(transactions, orders.repository, payments, users, gateway, clock, returnLinks);
  await start.execute(5, 7, method);
  const notify = async (objectId: string | null = 'pay-1', event = 'payment.waiting_for_capture') =>
    handler.apply(await handler.receive({ provider: 'yookassa', event, objectId, payload: {}, remoteAddress: '127.0.0.1' }), event, objectId);
  /** The customer pays on the provider's page: the money is held, then the notification comes. */
  const customerPays = async (paymentId = 'pay-1') => {
    gateway.settle(paymentId, 'waiting_for_capture');
    return notify(paymentId);
  };
  const retryJob = new RetryPaymentNotifications(payments, handler);
  return {
    orders,
    users,
    payments,
    transactions,
    gateway,
    mailer,
    messenger,
    clock,
    log,
    start,
    refunds,
    ledger,
    notify,
    customerPays,
    retryJob,
    returnLinks,
    amount: Money.ofRoubles(9500),
  };
}
