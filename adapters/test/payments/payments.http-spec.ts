import { DataSource } from 'typeorm';
import { ExpireUnpaidOrders } from '@shop/application';
import { waitForMail } from '../accounts/outbox';
import { placeOrder } from '../support/order-journey';
import { useTestApp } from '../support/test-context';

const SUCCESS_CARD = '5555 5555 5555 4477';
const DECLINED_CARD = '5555 5555 5555 4592';

describe('payments in sandbox mode', () => {
  // Mila checks out a dozen orders within minutes: the per-customer limits are raised here (rate-limits.http-spec tests them).
  const ctx = useTestApp({ env: { PUBLIC_URL: 'https://shop.example', RATE_LIMIT_SCALE: '20' }, customers: ['mila', 'oleg'], admin: true });
  let db: DataSource;
  beforeAll(async () => {
    db = ctx.t.app.get(DataSource);
  });

  /** Mila's courier order of two terrariums, approved with a 450,50 ₽ delivery unless `approve` says otherwise (`null`: left pending). */
  async function order(options: { approve?: number | null } = {}): Promise<number> {
    const id = await placeOrder(ctx, ctx.tokens.mila, {
      product: { id: 2, quantity: 2 },
      contact: { name: 'Мила Орлова', phone: '+79160000002', city: 'Москва' },
      address: 'Лесная, 5',
    });
    if (options.approve !== null)
      await ctx.api.request('POST', '/api/admin/approve-order', { token: ctx.tokens.admin, body: { order_id: id, delivery_price: options.approve ?? 450.5 } });
    return id;
  }
  const start = (orderId: number, token = ctx.tokens.mila) => ctx.api.request('POST', '/api/payment/start-payment', { token, body: { orderId } });
  const pay = (paymentUrl: string, card: string, action = 'pay') =>
    ctx.t.app.inject({
      method: 'POST',
      url: new URL(paymentUrl).pathname,
      payload: new URLSearchParams({ card, action }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const status = async (orderId: number) => (await db.query(`SELECT status FROM orders WHERE id = $1`, [orderId]))[0]?.status;
  /** Notifications are applied just after the webhook answers; wait for that. */
  const settled = async () => {
    for (let i = 0; i < 100; i++) {
      const [{ open }] = await db.query(`SELECT count(*)::int AS open FROM payment_events WHERE processed_at IS NULL`);
      if (open === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('notifications were not processed');
  };
  const notify = (body: unknown, remoteAddress = '127.0.0.1') =>
    ctx.t.app.inject({ method: 'POST', url: '/api/payment/webhook/yookassa', payload: body as object, remoteAddress });

  it('refuses to start a payment for a pending, a canceled or another customer’s order', async () => {
    const pending = await order({ approve: null });
    expect((await start(pending)).json()).toEqual({ error: 'Заказ ещё не подтверждён администратором' });
    expect((await start(pending)).statusCode).toBe(409);
    await ctx.api.request('POST', '/api/admin/reject-order', { token: ctx.tokens.admin, body: { order_id: pending } });
    expect((await start(pending)).json()).toEqual({ error: 'Заказ отменён' });
    const mine = await order();
    const foreign = await start(mine, ctx.tokens.oleg);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Заказ не найден' });
    expect((await ctx.api.request('POST', '/api/payment/start-payment', { body: { orderId: mine } })).statusCode).toBe(401);
  });

  it('pays a confirmed order through the sandbox page, exactly once, with a receipt for the admin', async () => {
    const id = await order();
    const first = await start(id);
    expect(first.statusCode).toBe(200);
    const { confirmation_url } = first.json();
    expect(confirmation_url).toMatch(/^https:\/\/shop\.example\/sandbox\/pay\/sbx_/);
    expect((await start(id)).json().confirmation_url).toBe(confirmation_url);

    const page = await ctx.t.app.inject({ method: 'GET', url: new URL(confirmation_url).pathname });
    expect(page.body).toContain('ТЕСТОВЫЙ РЕЖИМ');
    expect(page.body).toContain('9\u00a0450,50');

    const paid = await pay(confirmation_url, SUCCESS_CARD);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(new RegExp(`^https://shop\\.example/thanks\\?order=${id}&check=[A-Za-z0-9_-]{43}$`));
    await settled();
    expect(await status(id)).toBe('paid');
    expect((await start(id)).json()).toEqual({ error: 'Заказ уже оплачен' });

    const list = (await ctx.api.request('GET', '/api/admin/orders/paid', { token: ctx.tokens.admin })).json();
    const entry = list.find((o: { order_id: number }) => o.order_id === id);
    expect(entry).toMatchObject({
      username: 'mila',
      delivery_price: 450.5,
      total_amount: 9000,
      items: [expect.objectContaining({ quantity: 2, item_price: 4500 })],
    });
    const receipt = (await ctx.api.request('GET', `/api/admin/receipt/${entry.payment_id}`, { token: ctx.tokens.admin })).json();
    expect(receipt).toMatchObject({
      amount: { value: '9450.50', currency: 'RUB' },
      payment_method: { type: 'bank_card', card: { last4: '4477' } },
      authorization_details: { rrn: expect.stringMatching(/^\d{12}$/) },
    });
    expect(receipt.fiscal_document_number).not.toBe('');
    expect((await ctx.api.request('GET', `/api/admin/receipt/${entry.payment_id}`, { token: ctx.tokens.mila })).statusCode).toBe(403);
    await waitForMail(ctx.t.config.mail.outboxDir, (m) => m.includes(`Оплата заказа №${id} получена`));
  });

  it('leaves the order payable after a declined card, and the next press starts a new payment', async () => {
    const id = await order();
    const { confirmation_url } = (await start(id)).json();
    const declined = await pay(confirmation_url, DECLINED_CARD);
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('Банк отклонил оплату');
    await settled();
    expect(await status(id)).toBe('confirmed');
    const again = (await start(id)).json().confirmation_url;
    expect(again).not.toBe(confirmation_url);
  });

  describe('the outcome behind the return address, without a session (GET /api/payment/outcome)', () => {
    /** The return address the sandbox keeps for a payment (YooKassa's return_url). */
    const returnAddress = async (confirmationUrl: string): Promise<string> =>
      (await db.query(`SELECT return_url FROM sandbox_payments WHERE id = $1`, [new URL(confirmationUrl).pathname.split('/').pop()]))[0].return_url;
    /** What the thanks page asks with that address. */
    const outcomeAt = (thanks: string) => {
      const url = new URL(thanks);
      return ctx.api.request('GET', `/api/payment/outcome?order=${url.searchParams.get('order')}&check=${url.searchParams.get('check')}`);
    };

    it('says paid after a successful payment, and nothing but the order number and the outcome', async () => {
      const id = await order();
      const { confirmation_url } = (await start(id)).json();
      const thanks = (await pay(confirmation_url, SUCCESS_CARD)).headers.location as string;
      expect(thanks).toBe(await returnAddress(confirmation_url));
      await settled();
      const answer = await outcomeAt(thanks);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json()).toEqual({ order_id: id, outcome: 'paid' });
    });

    it('says not completed at once after a decline or a cancel on the provider’s page, and checking while it is open', async () => {
      const id = await order();
      const { confirmation_url } = (await start(id)).json();
      const thanks = await returnAddress(confirmation_url);
      expect((await outcomeAt(thanks)).json()).toEqual({ order_id: id, outcome: 'checking' });
      await pay(confirmation_url, DECLINED_CARD);
      // Before the shop has applied the provider's notification, the provider itself is asked.
      expect((await outcomeAt(thanks)).json()).toEqual({ order_id: id, outcome: 'not-completed' });
      await settled();
      expect((await outcomeAt(thanks)).json()).toEqual({ order_id: id, outcome: 'not-completed' });

      const again = (await start(id)).json().confirmation_url;
      const canceled = await pay(again, '', 'cancel');
      expect(canceled.statusCode).toBe(303);
      expect((await outcomeAt(canceled.headers.location as string)).json()).toEqual({ order_id: id, outcome: 'not-completed' });
    });

    it('answers 404 to an unknown order, a wrong check, another order’s check or none', async () => {
      const id = await order();
      const { confirmation_url } = (await start(id)).json();
      const check = new URL((await pay(confirmation_url, SUCCESS_CARD)).headers.location as string).searchParams.get('check');
      for (const url of [
        `/api/payment/outcome?order=${id + 1000}&check=${check}`,
        `/api/payment/outcome?order=${id}&check=${check?.slice(1)}x`,
        `/api/payment/outcome?order=${id - 1}&check=${check}`,
        `/api/payment/outcome?order=${id}`,
        `/api/payment/outcome?order=abc&check=${check}`,
      ]) {
        const answer = await ctx.api.request('GET', url);
        expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({ url, status: 404, body: { error: 'Платёж не найден' } });
      }
    });
  });

  it('refuses notifications from addresses outside the allowlist', async () => {
    const res = await notify({ type: 'notification', event: 'payment.succeeded', object: { id: 'x' } }, '8.8.8.8');
    expect(res.statusCode).toBe(403);
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM payment_events WHERE object_id = 'x'`);
    expect(count).toBe(0);
  });

  it('ignores a forged body: the provider’s own answer decides', async () => {
    const id = await order();
    const { confirmation_url } = (await start(id)).json();
    const paymentId = new URL(confirmation_url).pathname.split('/').pop();
    const forged = {
      type: 'notification',
      event: 'payment.succeeded',
      object: { id: paymentId, status: 'succeeded', paid: true, amount: { value: '9450.50', currency: 'RUB' }, metadata: { order_id: String(id) } },
    };
    expect((await notify(forged)).statusCode).toBe(200);
    await settled();
    expect(await status(id)).toBe('confirmed');
  });

  it('captures a held payment once, however often its notification is delivered at once', async () => {
    const id = await order();
    const { confirmation_url } = (await start(id)).json();
    const paymentId = new URL(confirmation_url).pathname.split('/').pop() as string;
    // Authorised at the provider without its own notification, then YooKassa's replayed 10 times.
    await db.query(
      `UPDATE sandbox_payments SET status = 'waiting_for_capture', card_last4 = '4477', rrn = '123456789012', auth_code = 'A1B2C3' WHERE id = $1`,
      [paymentId],
    );
    const body = { type: 'notification', event: 'payment.waiting_for_capture', object: { id: paymentId } };
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    await settled();
    expect(await status(id)).toBe('paid');
    const events = await db.query(`SELECT to_status FROM order_events WHERE order_id = $1 AND to_status = 'paid'`, [id]);
    expect(events).toHaveLength(1);
    const payments = await db.query(`SELECT status FROM payments WHERE order_id = $1`, [id]);
    expect(payments).toEqual([{ status: 'succeeded' }]);
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM payment_events WHERE object_id = $1`, [paymentId]);
    expect(count).toBe(10);
    const [sandbox] = await db.query(`SELECT status, captured_at FROM sandbox_payments WHERE id = $1`, [paymentId]);
    expect(sandbox.status).toBe('succeeded');
  });

  it('answers 200 to a notification about an unknown payment and records it', async () => {
    expect((await notify({ type: 'notification', event: 'payment.succeeded', object: { id: 'sbx_unknown' } })).statusCode).toBe(200);
    await settled();
    const [event] = await db.query(`SELECT outcome FROM payment_events WHERE object_id = 'sbx_unknown'`);
    expect(event.outcome).toBe('unknown-object');
  });

  it('makes one payment of ten parallel presses', async () => {
    const id = await order();
    const answers = await Promise.all(Array.from({ length: 10 }, () => start(id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json().confirmation_url)).size).toBe(1);
    expect(await db.query(`SELECT id FROM payments WHERE order_id = $1`, [id])).toHaveLength(1);
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM sandbox_payments WHERE metadata->>'order_id' = $1`, [String(id)]);
    expect(count).toBe(1);
  });

  it('replaces the payment when a line is removed after it started: the stale hold is released, the new total captured once', async () => {
    await ctx.api.request('POST', '/api/cart/add', { token: ctx.tokens.mila, body: { product_id: 6, quantity: 1 } });
    const id = await order();
    const stale = (await start(id)).json().confirmation_url;
    // The admin removes a line after the customer opened the pay page: that payment is now too big.
    expect((await ctx.api.request('DELETE', `/api/admin/products/6?orderId=${id}`, { token: ctx.tokens.admin })).statusCode).toBe(204);
    const fresh = (await start(id)).json().confirmation_url;
    expect(fresh).not.toBe(stale);

    await pay(stale, SUCCESS_CARD);
    await settled();
    expect(await status(id)).toBe('confirmed');
    await pay(fresh, SUCCESS_CARD);
    await settled();
    expect(await status(id)).toBe('paid');
    const payments = await db.query(
      `SELECT p.status, p.amount_kopecks, s.status AS at_provider FROM payments p JOIN sandbox_payments s ON s.id = p.id WHERE p.order_id = $1 ORDER BY p.created_at`,
      [id],
    );
    expect(payments).toEqual([
      { status: 'canceled', amount_kopecks: 1_015_050, at_provider: 'canceled' },
      { status: 'succeeded', amount_kopecks: 945_050, at_provider: 'succeeded' },
    ]);
    expect((await ctx.api.request('GET', '/api/admin/payments/incidents', { token: ctx.tokens.admin })).json()).toEqual([]);
  });

  it('refuses to pay an order whose last line the admin removed (canceled by the shop), or to confirm one without contact details', async () => {
    const id = await order();
    await ctx.api.request('DELETE', `/api/admin/products/2?orderId=${id}`, { token: ctx.tokens.admin });
    const emptied = await start(id);
    expect(emptied.statusCode).toBe(409);
    expect(emptied.json()).toEqual({ error: 'Заказ отменён' });

    await ctx.api.request('POST', '/api/cart/add', { token: ctx.tokens.mila, body: { product_id: 2, quantity: 1 } });
    const { order_id } = (
      await ctx.api.request('POST', '/api/payment/create', { token: ctx.tokens.mila, body: { deliveryType: 'pickup', delivery_address_full: '', items: [] } })
    ).json();
    const approved = await ctx.api.request('POST', '/api/admin/approve-order', { token: ctx.tokens.admin, body: { order_id, delivery_price: 0 } });
    expect(approved.statusCode).toBe(409);
    expect(approved.json()).toEqual({ error: 'Покупатель ещё не указал контактные данные и не дал согласие на их обработку' });
  });

  it('refunds a paid order once for three parallel presses, tells the customer, and shows the refund to the admin', async () => {
    const id = await order();
    await pay((await start(id)).json().confirmation_url, SUCCESS_CARD);
    await settled();
    const refund = () =>
      ctx.api.request('POST', `/api/admin/orders/${id}/refund`, { token: ctx.tokens.admin, body: { reason: 'Растение погибло при доставке' } });
    const answers = await Promise.all([refund(), refund(), refund()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const [first] = answers.map((a) => a.json());
    expect(first).toEqual({ refund_id: expect.stringMatching(/^sbr_/), status: 'succeeded', amount: 9450.5 });
    expect(answers.map((a) => a.json().refund_id)).toEqual(Array(3).fill(first.refund_id));
    expect((await refund()).json()).toEqual(first);
    expect(await db.query(`SELECT id FROM sandbox_refunds WHERE id = $1`, [first.refund_id])).toHaveLength(1);
    expect(await status(id)).toBe('refunded');
    await waitForMail(ctx.t.config.mail.outboxDir, (m) => m.includes(`Возврат по заказу №${id}`) && m.includes('9\u00a0450,50'));

    const listed = (await ctx.api.request('GET', '/api/admin/orders/paid', { token: ctx.tokens.admin }))
      .json()
      .find((o: { order_id: number }) => o.order_id === id);
    expect(listed).toMatchObject({
      status: 'refunded',
      allowed_actions: [],
      refund: { refund_id: first.refund_id, status: 'succeeded', amount: 9450.5, reason: 'Растение погибло при доставке' },
    });
    const history = (await ctx.api.request('GET', '/api/orders/user', { token: ctx.tokens.mila })).json().find((o: { order_id: number }) => o.order_id === id);
    expect(history.status).toBe('refunded');
  });

  it('shows the customer what the card was charged and when, and what came back with its reason, without a query per order', async () => {
    const [refunded, kept] = [await order(), await order()];
    for (const id of [refunded, kept]) await pay((await start(id)).json().confirmation_url, SUCCESS_CARD);
    await settled();
    await ctx.api.request('POST', `/api/admin/orders/${refunded}/refund`, { token: ctx.tokens.admin, body: { reason: 'Растение погибло при доставке' } });
    const [paidAt] = await db.query(`SELECT id, paid_at FROM orders WHERE id = ANY($1) ORDER BY id`, [[refunded, kept]]);
    const [refundRow] = await db.query(`SELECT created_at FROM refunds WHERE order_id = $1`, [refunded]);

    // Every statement TypeORM sends passes its logger.
    const logged = jest.spyOn(db.logger, 'logQuery');
    const history = await ctx.api.request('GET', '/api/orders/user', { token: ctx.tokens.mila });
    const sent = logged.mock.calls.map(([sql]) => sql);
    logged.mockRestore();
    // One query each for payments and refunds, however many orders the history holds.
    expect(sent.filter((sql) => /FROM "?(payments|refunds)\b/.test(sql))).toHaveLength(2);

    const byId = (id: number) => history.json().find((o: { order_id: number }) => o.order_id === id);
    expect(byId(refunded)).toMatchObject({
      status: 'refunded',
      total_amount: 9000,
      paid_amount: 9450.5,
      paid_at: paidAt.paid_at.toISOString(),
      refunds: [{ amount: 9450.5, created_at: refundRow.created_at.toISOString(), reason: 'Растение погибло при доставке' }],
    });
    expect(byId(kept)).toMatchObject({ status: 'paid', paid_amount: 9450.5, paid_at: expect.any(String), refunds: [] });
    expect(history.json().filter((o: { status: string }) => o.status === 'confirmed')).toEqual(
      expect.arrayContaining([expect.objectContaining({ paid_amount: null, paid_at: null, refunds: [] })]),
    );
  });

  it('refuses a refund of an unpaid order, without a reason, or by a customer', async () => {
    const id = await order();
    const refund = (body: unknown, token = ctx.tokens.admin) => ctx.api.request('POST', `/api/admin/orders/${id}/refund`, { token, body });
    expect((await refund({ reason: 'Ошибка' })).json()).toEqual({ error: 'Вернуть деньги можно только по оплаченному заказу' });
    expect((await refund({ reason: 'Ошибка' })).statusCode).toBe(409);
    expect((await refund({ reason: ' ' })).statusCode).toBe(400);
    expect((await refund({})).json()).toEqual({ error: 'Укажите причину возврата (не длиннее 500 символов)' });
    expect((await refund({ reason: 'Ошибка' }, ctx.tokens.mila)).statusCode).toBe(403);
  });

  it("cancels an order left unpaid past the window, tells the customer, and releases a late payment's hold", async () => {
    const id = await order();
    const { confirmation_url } = (await start(id)).json();
    await db.query(`UPDATE orders SET confirmed_at = now() - interval '73 hours' WHERE id = $1`, [id]);
    const canceled = await ctx.t.app.get(ExpireUnpaidOrders).execute();
    expect(canceled).toContain(id);
    expect(await status(id)).toBe('canceled');
    await waitForMail(ctx.t.config.mail.outboxDir, (m) => m.includes(`Заказ №${id} не был оплачен в течение 72 часов`));

    await pay(confirmation_url, SUCCESS_CARD);
    await settled();
    expect(await status(id)).toBe('canceled');
    const [payment] = await db.query(`SELECT status, incident FROM payments WHERE order_id = $1`, [id]);
    expect(payment).toEqual({ status: 'canceled', incident: null });
  });

  it('shows the payment page’s order to its owner and to an admin only', async () => {
    const id = await order();
    const mine = await ctx.api.request('GET', `/api/payment/order/${id}`, { token: ctx.tokens.mila });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      order: {
        full_name: 'Мила Орлова',
        email: 'mila@example.ru',
        delivery_phone: '+79160000002',
        delivery_type: 'yandex',
        delivery_price: 450.5,
        status: 'confirmed',
        total_amount: 9000,
        total_with_delivery: 9450.5,
      },
      items: [{ name: 'Террариум «Лесная сфера»', quantity: 2, price: 4500, images: ['/images/products/p2-1.webp'], composition: [] }],
    });
    expect((await ctx.api.request('GET', `/api/payment/order/${id}`, { token: ctx.tokens.admin })).statusCode).toBe(200);
    expect((await ctx.api.request('GET', `/api/payment/order/${id}`, { token: ctx.tokens.oleg })).statusCode).toBe(404);
    expect((await ctx.api.request('GET', `/api/payment/order/999999`, { token: ctx.tokens.mila })).json()).toEqual({ error: 'Заказ не найден' });
  });
});
