import { Money } from '@shop/domain';
import { SendClosingReceipts } from './send-closing-receipts.command';
import { paymentSetup } from './payment-test-setup';

describe('SendClosingReceipts', () => {
  async function deliveredSetup() {
    const setup = await paymentSetup();
    await setup.customerPays();
    const paid = setup.orders.orders.get(7);
    if (!paid) throw new Error('no order 7');
    let order = paid;
    for (const stage of ['assembling', 'ready', 'out_for_delivery', 'delivered'] as const) {
      const moved = order.advanceFulfilment(stage, new Date('2026-05-02T10:00:00Z'));
      if (!moved.ok) throw new Error(moved.error.message);
      order = moved.value;
    }
    await setup.orders.repository.save(order, null);
    setup.payments.handedOver = [7];
    const closing = new SendClosingReceipts(setup.transactions, setup.orders.repository, setup.payments, setup.users, setup.gateway, setup.clock);
    return { ...setup, closing };
  }

  it('sends the receipt of a delivered order once, and retries it on the next run while the provider is down', async () => {
    const { closing, gateway, payments } = await deliveredSetup();
    gateway.next.receipt = 'retryable';
    expect(await closing.execute()).toEqual([]);
    expect(payments.closingReceipts.get(7)).toMatchObject({ paymentId: 'pay-1', receiptId: null, sentAt: null });
    gateway.next.receipt = 'done';
    expect(await closing.execute()).toEqual([7]);
    expect(await closing.execute()).toEqual([]);
    expect(gateway.calls.filter((call) => call.startsWith('receipt'))).toEqual([
      'receipt pay-1 closing-receipt-order-7',
      'receipt pay-1 closing-receipt-order-7',
    ]);
    const request = gateway.receipts.get('closing-receipt-order-7');
    expect(request?.amount).toEqual(Money.ofRoubles(9500));
    expect(request?.receiptLines.map((line) => [line.description, line.quantity])).toEqual([
      ['Товар 2', 2],
      ['Доставка заказа', 1],
    ]);
    expect(payments.closingReceipts.get(7)).toMatchObject({ receiptId: 'receipt-closing-receipt-order-7', sentAt: expect.any(Date) });
  });

  it('sends nothing for an order not handed over', async () => {
    const setup = await paymentSetup();
    await setup.customerPays();
    setup.payments.handedOver = [7];
    const closing = new SendClosingReceipts(setup.transactions, setup.orders.repository, setup.payments, setup.users, setup.gateway, setup.clock);
    expect(await closing.sendFor(7)).toBe('not-due');
    expect(await closing.sendFor(404)).toBe('not-due');
  });
});
