import { DataSource } from 'typeorm';
import { SendClosingReceipts } from '@shop/application';
import { Money, formatCustomerRoubles } from '@shop/domain';
import { waitForMail } from '../accounts/outbox';
import { eventually } from '../support/eventually';
import { placeOrder } from '../support/order-journey';
import { useTestApp } from '../support/test-context';

const SUCCESS_CARD = '5555 5555 5555 4477';
const REASON = 'Один террариум разбился';

describe('partial refunds on real PostgreSQL', () => {
  const ctx = useTestApp({ env: { PUBLIC_URL: 'https://shop.example', RATE_LIMIT_SCALE: '20' }, customers: ['mila'], admin: true });
  let db: DataSource;
  beforeAll(async () => {
    db = ctx.t.app.get(DataSource);
  });

  /** Mila's paid courier order: two terrariums of 4 500 ₽ and a 450,50 ₽ delivery, 9 450,50 ₽ captured. */
  async function paidOrder(): Promise<number> {
    const id = await placeOrder(ctx, ctx.tokens.mila, {
      product: { id: 2, quantity: 2 },
      contact: { name: 'Мила Орлова', phone: '+79160000002', city: 'Москва' },
      address: 'Лесная, 5',
    });
    await ctx.api.request('POST', '/api/admin/approve-order', { token: ctx.tokens.admin, body: { order_id: id, delivery_price: 450.5 } });
    const { confirmation_url } = (await ctx.api.request('POST', '/api/payment/start-payment', { token: ctx.tokens.mila, body: { orderId: id } })).json();
    await ctx.t.app.inject({
      method: 'POST',
      url: new URL(confirmation_url).pathname,
      payload: new URLSearchParams({ card: SUCCESS_CARD, action: 'pay' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    for (let i = 0; i < 100 && (await status(id)) !== 'paid'; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await status(id)).toBe('paid');
    return id;
  }
  const status = async (orderId: number) => (await db.query(`SELECT status FROM orders WHERE id = $1`, [orderId]))[0]?.status;
  const refund = (orderId: number, body: object) => ctx.api.request('POST', `/api/admin/orders/${orderId}/refund`, { token: ctx.tokens.admin, body });
  const listed = async (orderId: number) =>
    (await ctx.api.request('GET', '/api/admin/orders/paid', { token: ctx.tokens.admin })).json().find((o: { order_id: number }) => o.order_id === orderId);
  const history = async (orderId: number) =>
    (await ctx.api.request('GET', '/api/orders/user', { token: ctx.tokens.mila })).json().find((o: { order_id: number }) => o.order_id === orderId);
  /** What the shop and the sandbox provider recorded for the order: kopecks. */
  const books = async (orderId: number) => {
    const [{ shop, rows }] = await db.query(`SELECT coalesce(sum(amount_kopecks), 0)::int AS shop, count(*)::int AS rows FROM refunds WHERE order_id = $1`, [
      orderId,
    ]);
    const [{ provider }] = await db.query(
      `SELECT coalesce(sum(r.amount_kopecks), 0)::int AS provider FROM sandbox_refunds r JOIN orders o ON o.payment_id = r.payment_id WHERE o.id = $1`,
      [orderId],
    );
    return { shop, provider, rows };
  };
  const roubles = (value: number) => formatCustomerRoubles(Money.ofRoubles(value));

  it('makes one refund of a line for a storm of the same request, keeps the order paid and shows «Частичный возврат»', async () => {
    const id = await paidOrder();
    const before = await listed(id);
    expect(before).toMatchObject({ refundable_amount: 9450.5, refund_note: null, refunds: [] });
    const terrarium = before.refundable_lines.find((line: { line_id: number }) => line.line_id !== 0);
    expect(before.refundable_lines).toEqual([
      { line_id: terrarium.line_id, title: terrarium.title, quantity: 2, item_price: 4500 },
      { line_id: 0, title: 'Доставка заказа', quantity: 1, item_price: 450.5 },
    ]);
    const body = { reason: REASON, lines: [{ line_id: terrarium.line_id, quantity: 1 }] };
    const answers = await Promise.all(Array.from({ length: 6 }, () => refund(id, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const [first] = answers.map((a) => a.json());
    expect(first).toEqual({ refund_id: expect.stringMatching(/^sbr_/), status: 'succeeded', amount: 4500 });
    expect(new Set(answers.map((a) => a.json().refund_id))).toEqual(new Set([first.refund_id]));
    expect(await books(id)).toEqual({ shop: 450_000, provider: 450_000, rows: 1 });
    expect(await status(id)).toBe('paid');

    const [{ receipt_request }] = await db.query(`SELECT receipt_request FROM sandbox_refunds WHERE id = $1`, [first.refund_id]);
    expect(receipt_request).toEqual([{ description: terrarium.title, quantity: 1, unitPrice: { kopecks: 450_000 }, subject: 'commodity' }]);
    const note = `Частичный возврат ${roubles(4500)}`;
    expect(await listed(id)).toMatchObject({
      status: 'paid',
      refund_note: note,
      refundable_amount: 4950.5,
      refundable_lines: [
        { line_id: terrarium.line_id, quantity: 1 },
        { line_id: 0, quantity: 1 },
      ],
      refunds: [{ refund_id: first.refund_id, amount: 4500, reason: REASON, status: 'succeeded' }],
    });
    expect(await history(id)).toMatchObject({ status: 'paid', refund_note: note, refunds: [{ amount: 4500, reason: REASON }] });
    await waitForMail(ctx.t.config.mail.outboxDir, (m) => m.includes(`Частичный возврат по заказу №${id}`) && m.includes(roubles(4500)));

    // The delivery as a line, then everything left: the receipt lists the terrarium left, the order is refunded.
    expect((await refund(id, { reason: 'Курьер опоздал', lines: [{ line_id: 0, quantity: 1 }] })).json()).toMatchObject({ amount: 450.5 });
    const rest = await refund(id, { reason: 'Покупатель отказался' });
    expect(rest.json()).toMatchObject({ status: 'succeeded', amount: 4500 });
    expect(await status(id)).toBe('refunded');
    expect(await books(id)).toEqual({ shop: 945_050, provider: 945_050, rows: 3 });
    expect(await listed(id)).toMatchObject({ refund_note: null, refundable_amount: 0, refundable_lines: [], refunds: [{}, {}, {}] });
    expect((await history(id)).refunds.map((r: { amount: number }) => r.amount)).toEqual([4500, 450.5, 4500]);
    const again = await refund(id, { reason: 'Ещё раз', amount: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Деньги по заказу уже возвращены' });
  });

  it('lets different partial refunds racing through only while they fit: never more than was captured', async () => {
    const id = await paidOrder();
    // Eight different requests of 2 000 ₽ against 9 450,50 ₽: four fit, four are refused.
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => refund(id, { reason: `Скидка ${n + 1}`, amount: 2000 })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 409, 409, 409, 409]);
    const refused = answers.filter((a) => a.statusCode === 409).map((a) => a.json());
    for (const body of refused) expect([`Столько вернуть нельзя: по заказу осталось вернуть ${roubles(1450.5)}`]).toContain(body.error);
    expect(await books(id)).toEqual({ shop: 800_000, provider: 800_000, rows: 4 });
    expect(await status(id)).toBe('paid');

    // Two different requests for what is left, racing: exactly one goes through and closes the order.
    const last = await Promise.all([refund(id, { reason: 'Остаток', amount: 1450.5 }), refund(id, { reason: 'Всё остальное' })]);
    expect(last.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(last.find((a) => a.statusCode === 409)?.json()).toEqual({ error: 'Деньги по заказу уже возвращены' });
    expect(await books(id)).toEqual({ shop: 945_050, provider: 945_050, rows: 5 });
    expect(await status(id)).toBe('refunded');
  });

  it('refuses lines beyond what is left, unknown lines, lines with an amount and nonsense amounts', async () => {
    const id = await paidOrder();
    const [terrarium] = (await listed(id)).refundable_lines;
    const cases: [object, number, string][] = [
      [{ reason: 'x', lines: [{ line_id: terrarium.line_id, quantity: 3 }] }, 409, `«${terrarium.title}»: осталось вернуть 2 шт.`],
      [{ reason: 'x', lines: [{ line_id: 999_999, quantity: 1 }] }, 400, 'В заказе нет позиции 999999'],
      [{ reason: 'x', amount: 10, lines: [{ line_id: terrarium.line_id, quantity: 1 }] }, 400, 'Укажите либо позиции, либо сумму возврата'],
      [{ reason: 'x', amount: 0.001 }, 400, 'Сумма возврата — больше нуля, в рублях, не больше двух знаков после запятой'],
      [{ reason: 'x', amount: -5 }, 400, 'Сумма возврата — больше нуля, в рублях, не больше двух знаков после запятой'],
      [{ reason: 'x', amount: 9450.51 }, 409, `Столько вернуть нельзя: по заказу осталось вернуть ${roubles(9450.5)}`],
      [{ reason: 'x', lines: [{ line_id: terrarium.line_id, quantity: 0 }] }, 400, 'Выберите позиции для возврата: у каждой количество — целое число от 1'],
    ];
    for (const [body, code, error] of cases) {
      const answer = await refund(id, body);
      expect([answer.statusCode, answer.json()]).toEqual([code, { error }]);
    }
    expect(await books(id)).toEqual({ shop: 0, provider: 0, rows: 0 });
  });

  it('sends the closing receipt as the order is delivered, without waiting for the jobs', async () => {
    const id = await paidOrder();
    for (const stage of ['assembling', 'ready', 'out_for_delivery', 'delivered'])
      expect((await ctx.api.request('POST', `/api/admin/orders/${id}/fulfilment`, { token: ctx.tokens.admin, body: { stage } })).statusCode).toBe(200);
    const sent = await eventually(
      async () => (await listed(id)).closing_receipt,
      (receipt) => receipt?.sent_at != null,
    );
    expect(sent).toMatchObject({ receipt_id: expect.any(String) });
  });

  it('sends the closing receipt once when the order is delivered: the items kept, in full payment, settled by the prepayment', async () => {
    const id = await paidOrder();
    const [terrarium] = (await listed(id)).refundable_lines;
    await refund(id, { reason: REASON, lines: [{ line_id: terrarium.line_id, quantity: 1 }] });
    const closing = ctx.t.app.get(SendClosingReceipts);
    const advance = (stage: string) => ctx.api.request('POST', `/api/admin/orders/${id}/fulfilment`, { token: ctx.tokens.admin, body: { stage } });
    for (const stage of ['assembling', 'ready', 'out_for_delivery']) expect((await advance(stage)).statusCode).toBe(200);
    expect(await closing.execute()).not.toContain(id);
    expect((await advance('delivered')).statusCode).toBe(200);
    // The handover sends it at once, racing the jobs' runs: one receipt all the same.
    const runs = await Promise.all([closing.execute(), closing.execute(), closing.execute()]);
    expect(runs.flat().filter((sent) => sent === id).length).toBeLessThanOrEqual(1);
    const receiptsOf = (): Promise<{ id: string; idempotence_key: string; request: unknown }[]> =>
      db.query(`SELECT r.id, r.idempotence_key, r.request FROM sandbox_receipts r JOIN orders o ON o.payment_id = r.payment_id WHERE o.id = $1`, [id]);
    const receipts = await eventually(receiptsOf, (rows) => rows.length > 0);
    expect(await closing.execute()).not.toContain(id);
    expect(receipts).toHaveLength(1);
    const [{ request, idempotence_key }] = receipts;
    expect(idempotence_key).toBe(`closing-receipt-order-${id}`);
    expect(request).toMatchObject({
      type: 'payment',
      customer: { email: expect.stringContaining('@') },
      send: true,
      settlements: [{ type: 'prepayment', amount: { value: '4950.50', currency: 'RUB' } }],
      items: [
        {
          description: terrarium.title,
          quantity: '1.00',
          amount: { value: '4500.00', currency: 'RUB' },
          payment_mode: 'full_payment',
          payment_subject: 'commodity',
        },
        {
          description: 'Доставка заказа',
          quantity: '1.00',
          amount: { value: '450.50', currency: 'RUB' },
          payment_mode: 'full_payment',
          payment_subject: 'service',
        },
      ],
    });
    expect((await listed(id)).closing_receipt).toEqual({ receipt_id: receipts[0].id, sent_at: expect.any(String), created_at: expect.any(String) });
  });
});
