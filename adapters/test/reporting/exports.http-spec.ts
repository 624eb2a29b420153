import { DataSource } from 'typeorm';
import { paidOrder, placeOrder } from '../support/order-journey';
import { parseCsv } from '../support/csv';
import { useTestApp } from '../support/test-context';

describe('the accountant’s exports', () => {
  const ctx = useTestApp({ env: { RATE_LIMIT_SCALE: '20' }, customers: ['mila', 'oleg'], admin: true });
  let db: DataSource;
  let tricky: number;
  let plain: number;
  let pending: number;
  const download = (path: string, token = ctx.tokens.admin) => ctx.api.request('GET', `/api/admin/exports/${path}`, { token });

  beforeAll(async () => {
    db = ctx.t.app.get(DataSource);
    // A name with the separator, quotes and a line break, paid at 00:30 Moscow time; refunded later.
    tricky = await paidOrder(ctx, ctx.tokens.mila, {
      product: { id: 2, quantity: 2 },
      contact: { name: 'ООО "Ромашка"; Анна', phone: '+7 (916) 000-00-02', city: 'Москва', email: 'romashka@example.ru' },
    });
    await db.query(
      `UPDATE orders SET full_name = 'ООО "Ромашка"; Анна' || chr(13) || chr(10) || 'склад', created_at = '2026-03-01T21:00:00Z', paid_at = '2026-03-01T21:30:00Z' WHERE id = $1`,
      [tricky],
    );
    await db.query(`UPDATE payments SET succeeded_at = '2026-03-01T21:30:00Z' WHERE order_id = $1 AND status = 'succeeded'`, [tricky]);
    await ctx.api.request('POST', `/api/admin/orders/${tricky}/refund`, { token: ctx.tokens.admin, body: { reason: 'Клиент передумал; вернули "всё"' } });
    await db.query(`UPDATE refunds SET created_at = '2026-03-05T07:00:00Z' WHERE order_id = $1`, [tricky]);
    plain = await paidOrder(ctx, ctx.tokens.oleg, {
      courier: false,
      product: { id: 2, quantity: 1 },
      // A phone of its own: the journey's other orders name +7 903 111-22-33 as their recipient.
      contact: { name: 'Ёлкин Пётр', phone: '+79035557788', city: 'Москва', email: 'petr@example.ru' },
    });
    await db.query(`UPDATE orders SET created_at = '2026-03-10T09:00:00Z', paid_at = '2026-03-10T09:10:00Z' WHERE id = $1`, [plain]);
    await db.query(`UPDATE payments SET succeeded_at = '2026-03-10T09:10:00Z' WHERE order_id = $1 AND status = 'succeeded'`, [plain]);
    pending = await placeOrder(ctx, ctx.tokens.oleg, { courier: false });
    // Placed with a promo code that took 450 ₽ off its goods.
    await db.query(`UPDATE orders SET created_at = '2026-03-20T09:00:00Z', promo_code = 'ВЕСНА', discount_kopecks = 45000 WHERE id = $1`, [pending]);
  });

  it('writes orders.csv as Russian Excel opens it: BOM, «;», CRLF, quoted cells, amounts 1234,50 and Moscow times', async () => {
    const answer = await download('orders.csv');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...answer.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(answer.rawPayload.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual([
      '№ заказа',
      'Создан (МСК)',
      'Статус',
      'Покупатель',
      'Телефон',
      'E-mail',
      'Доставка',
      'Адрес',
      'Дата доставки',
      'Интервал',
      'Товары, ₽',
      'Промокод',
      'Скидка, ₽',
      'Доставка, ₽',
      'Итого, ₽',
      'Оплачен (МСК)',
      'Возврат (МСК)',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual([String(tricky), String(plain), String(pending)]);
    const [first, second, third] = rows.slice(1);
    expect(first.slice(0, 7)).toEqual([
      String(tricky),
      '2026-03-02 00:00',
      'Возвращён',
      'ООО "Ромашка"; Анна\r\nсклад',
      '+79160000002',
      'romashka@example.ru',
      'Курьером',
    ]);
    expect(first.slice(10, 16)).toEqual(['9000,00', '', '0,00', '450,50', '9450,50', '2026-03-02 00:30']);
    expect(first[16]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(second.slice(1, 4)).toEqual(['2026-03-10 12:00', 'Оплачен', 'Ёлкин Пётр']);
    expect(second.slice(10, 17)).toEqual(['4500,00', '', '0,00', '0,00', '4500,00', '2026-03-10 12:10', '']);
    // What the customer pays is the goods less the discount.
    const amount = (cell: string) => Math.round(Number(cell.replace(',', '.')) * 100);
    expect(third.slice(11, 13)).toEqual(['ВЕСНА', '450,00']);
    expect(amount(third[14])).toBe(amount(third[10]) - 45000 + amount(third[13] || '0'));
    expect(rows.every((row) => row.length === 17)).toBe(true);
  });

  it('filters as the lists do: by search, status, delivery type and Moscow days', async () => {
    const ids = async (query: string) =>
      parseCsv((await download(`orders.csv?${query}`)).rawPayload.subarray(3).toString('utf8'))
        .slice(1)
        .map((row) => Number(row[0]));
    expect(await ids('q=ромашка')).toEqual([tricky]);
    expect(await ids('q=903%20555')).toEqual([plain]);
    expect(await ids(`q=%23${pending}`)).toEqual([pending]);
    expect(await ids('q=PETR@EXAMPLE')).toEqual([plain]);
    expect(await ids('status=paid')).toEqual([plain]);
    expect(await ids('delivery_type=pickup')).toEqual([plain, pending]);
    expect(await ids('from=2026-03-02&to=2026-03-10')).toEqual([tricky, plain]);
    expect(await ids('from=2026-03-11')).toEqual([pending]);
    expect(await ids('to=2026-03-01')).toEqual([]);
    expect((await download('orders.csv?from=2026-03-02')).headers['content-disposition']).toBe('attachment; filename="orders-2026-03-02.csv"');
  });

  it('writes payments.csv: payments with their receipts and refunds as negative amounts, by when they happened', async () => {
    const answer = await download('payments.csv?from=2026-03-01&to=2026-03-31');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="payments-2026-03-01-2026-03-31.csv"');
    expect([...answer.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(answer.rawPayload.subarray(3).toString('utf8'));
    expect(header).toEqual([
      'Операция',
      'Дата (МСК)',
      'Сумма, ₽',
      'Статус',
      '№ заказа',
      'Покупатель',
      'ID операции',
      'ID платежа',
      'Карта',
      'RRN',
      'Код авторизации',
      'Фискальный документ',
      'Смена',
      'Причина возврата',
    ]);
    expect(rows.map((row) => row.slice(0, 5))).toEqual([
      ['Оплата', '2026-03-02 00:30', '9450,50', 'Проведён', String(tricky)],
      ['Возврат', '2026-03-05 10:00', '-9450,50', 'Проведён', String(tricky)],
      ['Оплата', '2026-03-10 12:10', '4500,00', 'Проведён', String(plain)],
    ]);
    const [payment, refund] = rows;
    const [stored] = await db.query(`SELECT id, receipt FROM payments WHERE order_id = $1 AND status = 'succeeded'`, [tricky]);
    expect(payment.slice(6, 13)).toEqual([
      stored.id,
      stored.id,
      `*${stored.receipt.cardLast4}`,
      stored.receipt.rrn ?? '',
      stored.receipt.authCode ?? '',
      stored.receipt.fiscalDocumentNumber ?? '',
      stored.receipt.shiftNumber ?? '',
    ]);
    expect(payment[8]).toBe('*4477');
    expect(refund[7]).toBe(stored.id);
    expect(refund[13]).toBe('Клиент передумал; вернули "всё"');
    expect(parseCsv((await download('payments.csv?q=Ёлкин')).rawPayload.subarray(3).toString('utf8'))).toHaveLength(2);
  });

  it('streams a large export a batch at a time, whole', async () => {
    await db.query(
      `INSERT INTO orders (user_id, status, delivery_type, goods_total_kopecks, full_name, created_at)
       SELECT user_id, 'pending', 'pickup', 100 * g, 'Покупатель ' || g, '2026-04-01T00:00:00Z'::timestamptz + g * interval '1 second'
       FROM orders, generate_series(1, 3000) g WHERE orders.id = $1`,
      [pending],
    );
    const rows = parseCsv((await download('orders.csv?from=2026-04-01&to=2026-04-01')).rawPayload.subarray(3).toString('utf8'));
    expect(rows).toHaveLength(3001);
    expect(rows[3000].slice(3, 4)).toEqual(['Покупатель 3000']);
    expect(rows[3000][10]).toBe('3000,00');
  });

  it('refuses bad filters in Russian and anyone but the owner', async () => {
    expect((await download('orders.csv?status=lost')).json()).toEqual({ error: 'Неизвестный статус заказа' });
    expect((await download('payments.csv?delivery_type=drone')).json()).toEqual({ error: 'Неизвестный способ получения' });
    expect((await download(`orders.csv?q=${'я'.repeat(101)}`)).statusCode).toBe(400);
    expect((await download('orders.csv?from=2026-13-01')).statusCode).toBe(400);
    expect((await download('orders.csv', ctx.tokens.mila)).statusCode).toBe(403);
    expect((await ctx.api.request('GET', '/api/admin/exports/payments.csv')).statusCode).toBe(401);
  });
});
