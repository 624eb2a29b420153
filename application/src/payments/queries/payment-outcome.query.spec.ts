import { PAYMENT_ERRORS } from '@shop/domain';
import { paymentSetup } from '../commands/payment-test-setup';
import { PaymentOutcomeQuery } from './payment-outcome.query';

/** Order 7 of customer 5, confirmed, with its payment pay-1 started (paymentSetup). */
async function setup() {
  const payment = await paymentSetup();
  const query = new PaymentOutcomeQuery(payment.returnLinks, payment.orders.readModel, payment.payments, payment.gateway);
  const check = payment.gateway.created[0].returnUrl.split('check=')[1];
  return { ...payment, ask: (orderId = 7, given: unknown = check) => query.execute(orderId, given) };
}

describe('PaymentOutcomeQuery: the outcome behind a return link', () => {
  it('answers only to the check the shop put in the return address', async () => {
    const { ask, gateway } = await setup();
    expect(gateway.created[0].returnUrl).toBe('https://shop.example/thanks?order=7&check=signed-payment-return-7');
    expect(await ask()).toEqual({ ok: true, value: { order_id: 7, outcome: 'checking' } });
    for (const wrong of [null, '', 'signed-payment-return-8', ['signed-payment-return-7']])
      expect(await ask(7, wrong)).toEqual({ ok: false, error: PAYMENT_ERRORS.outcomeNotFound });
    expect(await ask(8, 'signed-payment-return-8')).toEqual({ ok: false, error: PAYMENT_ERRORS.outcomeNotFound });
    expect(await ask(0, 'signed-payment-return-0')).toEqual({ ok: false, error: PAYMENT_ERRORS.outcomeNotFound });
  });

  it('says paid once the payment is applied', async () => {
    const { ask, customerPays } = await setup();
    expect(await customerPays()).toBe('paid');
    expect(await ask()).toEqual({ ok: true, value: { order_id: 7, outcome: 'paid' } });
  });

  it('says not completed at once when the provider declined or canceled, before its notification arrives', async () => {
    const { ask, gateway, payments } = await setup();
    gateway.settle('pay-1', 'canceled', { cancellationReason: 'insufficient_funds' });
    expect(payments.payments.get('pay-1')?.payment.status).toBe('pending');
    expect(await ask()).toEqual({ ok: true, value: { order_id: 7, outcome: 'not-completed' } });
  });

  it('keeps checking while the money is held, and while the provider cannot be reached', async () => {
    const { ask, gateway } = await setup();
    gateway.settle('pay-1', 'waiting_for_capture');
    expect(await ask()).toEqual({ ok: true, value: { order_id: 7, outcome: 'checking' } });
    gateway.fetchFails = true;
    expect(await ask()).toEqual({ ok: true, value: { order_id: 7, outcome: 'checking' } });
  });
});
