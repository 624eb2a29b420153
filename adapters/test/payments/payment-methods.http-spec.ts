import { DataSource } from 'typeorm';
import { RemindUnpaidOrders } from '@shop/application';
import { waitForMail } from '../accounts/outbox';
import { eventually } from '../support/eventually';
import { placeOrder, telegramOutbox } from '../support/order-journey';
import { useTestApp } from '../support/test-context';

const SUCCESS_CARD = '5555 5555 5555 4477';

describe('payment methods, the stale SBP payment and the payment deadline (sandbox)', () => {
  const ctx = useTestApp({ env: { PUBLIC_URL: 'https://shop.example', RATE_LIMIT_SCALE: '20' }, customers: ['mila'], admin: true });
  let db: DataSource;
  beforeAll(() => {
    db = ctx.t.app.get(DataSource);
  });

  /** Mila's approved courier order: two terrariums, and a third product when `twoLines`. */
  async function order({ twoLines = false } = {}): Promise<number> {
    if (twoLines) await ctx.api.request('POST', '/api/cart/add', { token: ctx.tokens.mila, body: { product_id: 3, quantity: 1 } });
    const id = await placeOrder(ctx, ctx.tokens.mila, {
      product: { id: 2, quantity: 2 },
      contact: { name: 'Мила Орлова', phone: '+79160000002', city: 'Москва' },
    });
    await ctx.api.request('POST', '/api/admin/approve-order', { token: ctx.tokens.admin, body: { order_id: id, delivery_price: 450.5 } });
    return id;
  }
  const start = (orderId: number, method?: unknown) =>
    ctx.api.request('POST', '/api/payment/start-payment', { token: ctx.tokens.mila, body: method === undefined ? { orderId } : { orderId, method } });
  const sandboxId = (confirmationUrl: string) => new URL(confirmationUrl).pathname.split('/').pop() as string;
  /** The customer confirms on the sandbox's page: with the test card, or in the bank's app for SBP, SberPay and T-Pay. */
  const pay = (confirmationUrl: string) =>
    ctx.t.app.inject({
      method: 'POST',
      url: new URL(confirmationUrl).pathname,
      payload: new URLSearchParams({ card: SUCCESS_CARD, action: 'pay' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const status = async (orderId: number) => (await db.query(`SELECT status FROM orders WHERE id = $1`, [orderId]))[0]?.status;
  const paymentsOf = (orderId: number): Promise<{ id: string; method: string; status: string; superseded: boolean; incident: string | null }[]> =>
    db.query(`SELECT id, method, status, superseded_at IS NOT NULL AS superseded, incident FROM payments WHERE order_id = $1 ORDER BY created_at, id`, [
      orderId,
    ]);

  it('refuses a method it does not know, and takes the spec’s call without one as a card', async () => {
    const id = await order();
    for (const method of ['card', 'SBP', 'yoo_money', 7]) {
      const answer = await start(id, method);
      expect([answer.statusCode, answer.json()]).toEqual([400, { error: 'Неизвестный способ оплаты' }]);
    }
    expect((await start(id)).statusCode).toBe(200);
    expect((await paymentsOf(id)).map((p) => p.method)).toEqual(['bank_card']);
  });

  it.each(['bank_card', 'sbp', 'sberbank', 'tinkoff_bank'])('pays by %s through the sandbox, one stage for SBP only', async (method) => {
    const id = await order();
    const { confirmation_url } = (await start(id, method)).json();
    const page = await ctx.t.app.inject({ method: 'GET', url: new URL(confirmation_url).pathname });
    expect(page.body).toContain({ bank_card: 'Номер карты', sbp: 'Оплатить через СБП', sberbank: 'СберБанк Онлайн', tinkoff_bank: 'Т-Банка' }[method]);
    expect((await pay(confirmation_url)).statusCode).toBe(303);
    await eventually(
      () => status(id),
      (s) => s === 'paid',
    );
    const [sandbox] = await db.query(`SELECT method, capture, status FROM sandbox_payments WHERE id = $1`, [sandboxId(confirmation_url)]);
    expect(sandbox).toEqual({ method, capture: method === 'sbp', status: 'succeeded' });
    expect(await paymentsOf(id)).toEqual([expect.objectContaining({ method, status: 'succeeded', superseded: false, incident: null })]);
    const history = (await ctx.api.request('GET', '/api/orders/user', { token: ctx.tokens.mila })).json();
    expect(history.find((o: { order_id: number }) => o.order_id === id)).toMatchObject({ payment_method: method, payment_deadline: null });
    const paidList = (await ctx.api.request('GET', `/api/admin/orders/paid?q=${id}`, { token: ctx.tokens.admin })).json();
    const paid = paidList.find((o: { order_id: number }) => o.order_id === id);
    expect(paid).toMatchObject({ payment_method: method });
    const receipt = (await ctx.api.request('GET', `/api/admin/receipt/${paid.payment_id}`, { token: ctx.tokens.admin })).json();
    expect(receipt.payment_method.type).toBe(method);
  });

  it('keeps one open payment per order across methods, whatever the presses race', async () => {
    const id = await order();
    const methods = ['sbp', 'bank_card', 'sberbank', 'tinkoff_bank'];
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => start(id, methods[i % methods.length])));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    const open = (await paymentsOf(id)).filter((p) => !p.superseded);
    expect(open).toHaveLength(1);
    // The page handed out last is the open payment's.
    const [latest] = await db.query(`SELECT confirmation_url FROM payments WHERE order_id = $1 AND superseded_at IS NULL`, [id]);
    expect(answers.map((a) => a.json().confirmation_url)).toContain(latest.confirmation_url);
  });

  it('refunds in full an SBP payment made for an order that changed meanwhile, alerts the shop and offers a new payment', async () => {
    const id = await order({ twoLines: true });
    const { confirmation_url } = (await start(id, 'sbp')).json();
    const removed = await ctx.api.request('DELETE', `/api/admin/products/3?orderId=${id}&reason=${encodeURIComponent('Нет в наличии')}`, {
      token: ctx.tokens.admin,
    });
    expect(removed.statusCode).toBe(204);
    // The customer had the SBP page open and confirmed it anyway: SBP takes the money at once.
    expect((await pay(confirmation_url)).statusCode).toBe(303);
    const [stale] = await eventually(
      () => paymentsOf(id),
      (rows) => rows[0]?.incident !== null,
    );
    expect(stale).toMatchObject({ method: 'sbp', status: 'succeeded', superseded: true, incident: expect.stringContaining('возвращена автоматически') });
    const refunds = await db.query(`SELECT amount_kopecks, idempotence_key, receipt_request FROM sandbox_refunds WHERE payment_id = $1`, [stale.id]);
    const [{ amount_kopecks: paidKopecks }] = await db.query(`SELECT amount_kopecks FROM sandbox_payments WHERE id = $1`, [stale.id]);
    expect(refunds).toEqual([expect.objectContaining({ amount_kopecks: paidKopecks, idempotence_key: `refund-stale-${stale.id}` })]);
    expect(await status(id)).toBe('confirmed');
    await waitForMail(ctx.t.config.mail.outboxDir, (m) => m.includes(`Оплата заказа №${id} возвращена`));
    const alert = await eventually(() =>
      telegramOutbox(ctx.t.config.shopAlerts.telegramOutboxDir).find((m) => m.text.startsWith(`Заказ №${id}: оплата СБП пришла после изменения заказа`)),
    );
    expect(alert.text).toContain('возвращён покупателю автоматически');

    // «Оплатить» again: a new payment for the new total, which pays the order.
    const again = (await start(id, 'sbp')).json().confirmation_url;
    expect(again).not.toBe(confirmation_url);
    await pay(again);
    await eventually(
      () => status(id),
      (s) => s === 'paid',
    );
    const incidents = (await ctx.api.request('GET', '/api/admin/payments/incidents', { token: ctx.tokens.admin })).json();
    expect(incidents.map((i: { payment_id: string }) => i.payment_id)).toContain(stale.id);
  });

  it('replaces a payment left unpaid for most of the provider’s hour with a new one', async () => {
    const id = await order();
    const first = (await start(id, 'sbp')).json().confirmation_url;
    expect((await start(id, 'sbp')).json().confirmation_url).toBe(first);
    await db.query(`UPDATE payments SET created_at = now() - interval '61 minutes' WHERE order_id = $1`, [id]);
    const second = (await start(id, 'sbp')).json().confirmation_url;
    expect(second).not.toBe(first);
    expect((await paymentsOf(id)).map((p) => p.superseded)).toEqual([true, false]);
  });

  it('shows the deadline in the history and on the payment page, and mails one reminder 12 hours before it', async () => {
    const id = await order();
    await db.query(`UPDATE orders SET confirmed_at = now() - interval '61 hours' WHERE id = $1`, [id]);
    const [{ deadline }] = await db.query(`SELECT confirmed_at + interval '72 hours' AS deadline FROM orders WHERE id = $1`, [id]);
    const history = (await ctx.api.request('GET', '/api/orders/user', { token: ctx.tokens.mila })).json();
    expect(history.find((o: { order_id: number }) => o.order_id === id).payment_deadline).toBe(deadline.toISOString());
    const page = (await ctx.api.request('GET', `/api/payment/order/${id}`, { token: ctx.tokens.mila })).json();
    expect(page.order.payment_deadline).toBe(deadline.toISOString());

    const remind = ctx.t.app.get(RemindUnpaidOrders);
    expect(await remind.execute()).toContain(id);
    expect(await remind.execute()).not.toContain(id);
    const mail = await waitForMail(ctx.t.config.mail.outboxDir, (m) => m.includes(`Заказ №${id} ждёт оплаты`));
    expect(mail).toContain('Оплатите до ');
    expect(mail).toContain(' МСК');
  });
});
