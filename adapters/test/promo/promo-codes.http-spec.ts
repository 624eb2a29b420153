import { Money, formatCustomerRoubles } from '@shop/domain';
import { DataSource } from 'typeorm';
import { AccessTokens } from '@shop/application';
import { payOrder } from '../support/order-journey';
import { useTestApp } from '../support/test-context';

const CODE = {
  code: ' spring-10 ',
  kind: 'percent',
  value: 10,
  min_goods: 3000,
  starts_at: '2020-01-01',
  ends_at: null,
  max_uses: null,
  max_uses_per_customer: null,
  categories: [],
  product_ids: [],
  bouquets: false,
  active: true,
};

describe('promo codes', () => {
  const ctx = useTestApp({ customers: ['anna', 'boris'], admin: true, env: { RATE_LIMIT_SCALE: '20' } });

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => ctx.api.request(method, url, { token: ctx.tokens.admin, body });
  const create = async (change: Record<string, unknown> = {}) => {
    const res = await admin('POST', '/api/admin/promo-codes', { ...CODE, ...change });
    if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json();
  };
  const add = (token: string, product_id: number, quantity = 1) => ctx.api.request('POST', '/api/cart/add', { token, body: { product_id, quantity } });
  const enter = (token: string, code: string) => ctx.api.request('POST', '/api/cart/promo', { token, body: { code } });
  const cart = async (token: string) => (await ctx.api.request('GET', '/api/cart', { token })).json();
  const place = (token: string) =>
    ctx.api.request('POST', '/api/payment/create', { token, body: { deliveryType: 'pickup', delivery_address_full: '', items: [] } });
  const empty = async (token: string) => {
    await ctx.api.request('DELETE', '/api/cart/clear', { token });
    await ctx.api.request('DELETE', '/api/cart/promo', { token });
  };
  const usesOf = async (id: number) => (await admin('GET', '/api/admin/promo-codes')).json().find((promo: { id: number }) => promo.id === id).uses;

  it('lets the owner create, edit, list and delete codes: normalized, dates on the Moscow clock, duplicates and nonsense refused', async () => {
    const created = await create({ ends_at: '2030-03-08', max_uses: 5 });
    expect(created).toEqual({
      ...CODE,
      id: expect.any(Number),
      code: 'SPRING-10',
      starts_at: '2020-01-01T00:00:00+03:00',
      ends_at: '2030-03-08T23:59:59+03:00',
      max_uses: 5,
      uses: 0,
    });
    const duplicate = await admin('POST', '/api/admin/promo-codes', { ...CODE, code: 'Spring-10' });
    expect([duplicate.statusCode, duplicate.json()]).toEqual([409, { error: 'Такой промокод уже есть' }]);
    for (const [change, error] of [
      [{ code: 'a' }, 'Промокод — от 3 до 32 символов: буквы, цифры, «-» и «_»'],
      [{ value: 150 }, 'Скидка в процентах — целое число от 1 до 100'],
      [{ kind: 'fixed', value: 0.001 }, 'Скидка в рублях — больше 0, не больше двух знаков после запятой'],
      [{ starts_at: '2026-02-30' }, 'Дата — в виде ГГГГ-ММ-ДД или ISO 8601 со смещением'],
      [{ categories: ['roses'] }, 'Неизвестная категория'],
    ] as [Record<string, unknown>, string][]) {
      const refused = await admin('POST', '/api/admin/promo-codes', { ...CODE, code: 'OTHER', ...change });
      expect([refused.statusCode, refused.json()]).toEqual([400, { error }]);
    }
    const edited = await admin('PUT', `/api/admin/promo-codes/${created.id}`, { ...CODE, kind: 'fixed', value: 500.5, starts_at: '2026-03-01T10:00:00+05:00' });
    expect(edited.json()).toMatchObject({ kind: 'fixed', value: 500.5, starts_at: '2026-03-01T08:00:00+03:00', ends_at: null });
    expect((await admin('PUT', '/api/admin/promo-codes/999999', CODE)).statusCode).toBe(404);
    expect((await admin('DELETE', `/api/admin/promo-codes/${created.id}`)).statusCode).toBe(204);
    expect((await admin('GET', '/api/admin/promo-codes')).json()).toEqual([]);
  });

  it('answers each refusal in the cart with its Russian reason, and applies, shows and removes a code', async () => {
    const { anna } = ctx.tokens;
    await create({ code: 'LATER', starts_at: '2099-01-01' });
    await create({ code: 'OLD', starts_at: null, ends_at: '2020-01-01' });
    await create({ code: 'OFF', active: false });
    await create({ code: 'ROSES', min_goods: 0, categories: [], product_ids: [], bouquets: true, kind: 'fixed', value: 100 });
    await create({ code: 'TERRA', categories: ['terrariums'], min_goods: 0 });
    await create({ code: 'MIN3000' });
    await add(anna, 6, 2);
    for (const [code, status, error] of [
      ['NOPE', 400, 'Промокод не найден'],
      ['off', 400, 'Промокод не найден'],
      ['LATER', 400, 'Промокод ещё не действует'],
      ['OLD', 400, 'Срок действия промокода истёк'],
      ['MIN3000', 400, `Минимальная сумма заказа для этого промокода — ${formatCustomerRoubles(Money.ofRoubles(3000))}`],
      ['TERRA', 400, 'Промокод не подходит к товарам в корзине'],
    ] as const) {
      const refused = await enter(anna, code);
      expect([code, refused.statusCode, refused.json()]).toEqual([code, status, { error }]);
    }
    expect((await cart(anna)).promo).toBeNull();

    await add(anna, 2);
    const applied = await enter(anna, ' min3000 ');
    expect([applied.statusCode, applied.json()]).toEqual([200, { code: 'MIN3000', discount: 590, goods: 5900, total: 5310 }]);
    expect((await cart(anna)).promo).toEqual({ code: 'MIN3000', discount: 590, goods: 5900, total: 5310 });
    // The cart changes under the code: re-checked on every read.
    const { items } = await cart(anna);
    await ctx.api.request('DELETE', `/api/cart/remove/${items.find((item: { product_id: number }) => item.product_id === 2).id}`, { token: anna });
    expect((await cart(anna)).promo).toEqual({
      code: 'MIN3000',
      discount: 0,
      goods: 1400,
      total: 1400,
      problem: `Минимальная сумма заказа для этого промокода — ${formatCustomerRoubles(Money.ofRoubles(3000))}`,
    });
    expect((await ctx.api.request('DELETE', '/api/cart/promo', { token: anna })).statusCode).toBe(204);
    expect((await cart(anna)).promo).toBeNull();
    await empty(anna);
  });

  it('places the order with the discount, shows it in the history, the payment page and the admin lists, and charges the receipt to the kopeck', async () => {
    const { boris } = ctx.tokens;
    await create({ code: 'THIRD', value: 33, min_goods: 0, max_uses_per_customer: 1 });
    await add(boris, 2, 1);
    await add(boris, 6, 3);
    await enter(boris, 'THIRD');
    const placed = await place(boris);
    expect(placed.statusCode).toBe(201);
    const orderId: number = placed.json().order_id;
    // 4 500 + 3 × 700 = 6 600 ₽; 33 % = 2 178 ₽.
    const [history] = (await ctx.api.request('GET', '/api/orders/user', { token: boris })).json();
    expect(history).toMatchObject({ order_id: orderId, promo_code: 'THIRD', discount: 2178, total_amount: 6600, total_payable: 4422 });
    expect((await cart(boris)).promo).toBeNull();

    const contact = await ctx.api.request('POST', '/api/delivery/update-contact', {
      token: boris,
      body: { orderId, deliveryType: 'pickup', address: 'Самовывоз', phone: '+79161234567', name: 'Борис', city: 'Москва', consent: true },
    });
    expect(contact.statusCode).toBe(200);
    const pending = (await admin('GET', '/api/admin/orders/pending')).json();
    expect(pending.find((order: { order_id: number }) => order.order_id === orderId)).toMatchObject({ promo_code: 'THIRD', discount: 2178 });
    expect((await admin('POST', '/api/admin/approve-order', { order_id: orderId, delivery_price: 0 })).json()).toMatchObject({ total_payable: 4422 });
    const lookup = (await ctx.api.request('GET', `/api/payment/order/${orderId}`, { token: boris })).json();
    expect(lookup.order).toMatchObject({ promo_code: 'THIRD', discount: 2178, total_with_delivery: 4422 });

    await payOrder(ctx, boris, orderId);
    const db = ctx.t.app.get(DataSource);
    const [{ receipt_request, amount_kopecks }] = await db.query(
      `SELECT receipt_request, amount_kopecks FROM sandbox_payments WHERE metadata->>'order_id' = $1`,
      [String(orderId)],
    );
    expect(amount_kopecks).toBe(442_200);
    const lines = receipt_request as { quantity: number; unitPrice: { kopecks: number } }[];
    expect(lines.reduce((sum, line) => sum + line.quantity * line.unitPrice.kopecks, 0)).toBe(442_200);
    // 4 500 × 0.67 = 3 015 ₽; the plants' 2 100 ₽ less their share: 1 407 ₽, 469 ₽ a piece.
    expect(lines.map((line) => [line.quantity, line.unitPrice.kopecks])).toEqual([
      [1, 301_500],
      [3, 46_900],
    ]);

    // Once per customer.
    await add(boris, 6, 1);
    const again = await enter(boris, 'THIRD');
    expect([again.statusCode, again.json()]).toEqual([409, { error: 'Промокод уже использован' }]);
    const id = (await admin('GET', '/api/admin/promo-codes')).json().find((promo: { code: string }) => promo.code === 'THIRD').id;
    const deleted = await admin('DELETE', `/api/admin/promo-codes/${id}`);
    expect([deleted.statusCode, deleted.json()]).toEqual([409, { error: 'Промокод уже применялся в заказах — его можно только выключить' }]);
    await empty(boris);
  });

  it('gives 10 uses to 10 of 30 customers placing at once, refuses the other 20, and takes uses back when orders are rejected or deleted', async () => {
    const { id } = await create({ code: 'STORM', min_goods: 0, max_uses: 10 });
    // Thirty accounts signed in without thirty password hashes (the storm is about the code), each with the code in the cart.
    const db = ctx.t.app.get(DataSource);
    const tokens: string[] = [];
    for (let i = 1; i <= 30; i++) {
      const [{ id: userId }] = await db.query(`INSERT INTO users (username, email, password_hash) VALUES ($1, $2, 'x') RETURNING id`, [
        `storm${i}`,
        `storm${i}@example.ru`,
      ]);
      const token = await ctx.t.app.get(AccessTokens).issue({ userId, role: 'user' });
      await add(token, 7);
      expect((await enter(token, 'STORM')).statusCode).toBe(200);
      tokens.push(token);
    }
    const answers = await Promise.all(tokens.map((token) => place(token)));
    const placed = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().order_id as number);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(placed).toHaveLength(10);
    expect(refused.map((answer) => [answer.statusCode, answer.json()])).toEqual(Array(20).fill([409, { error: 'Промокод уже использован' }]));
    const [{ carried }] = await db.query(`SELECT count(*)::int AS carried FROM orders WHERE promo_code = 'STORM' AND discount_kopecks = 7_000`);
    expect(carried).toBe(10);
    expect(await usesOf(id)).toBe(10);

    expect((await admin('POST', '/api/admin/reject-order', { order_id: placed[0] })).statusCode).toBe(200);
    expect((await admin('DELETE', `/api/admin/orders/${placed[1]}`)).statusCode).toBe(204);
    expect(await usesOf(id)).toBe(8);
    const late = tokens.filter((_, index) => answers[index].statusCode !== 201).slice(0, 3);
    const second = await Promise.all(late.map((token) => place(token)));
    expect(second.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409]);
    expect(await usesOf(id)).toBe(10);
  });
});
