import * as path from 'node:path';
import { DataSource } from 'typeorm';
import type { Notification } from '@shop/application';
import { addDays, deliverySlotLabel, formatDeliveryDate, moscowDateTime } from '@shop/domain';
import { outboxMessages, waitForMail } from '../accounts/outbox';
import { multipart, PNG } from '../support/multipart';
import { startS3Bucket, type S3Bucket } from '../support/s3-bucket';
import { sendJson, StubHttpServer } from '../support/stub-http-server';
import { paidOrder as paidOrderOf, payOrder, placeOrder, telegramOutbox, tomorrow, type CheckoutOptions } from '../support/order-journey';
import { eventually } from '../support/eventually';
import { queuedJobs, settledJobs } from '../support/queued-jobs';
import { useTestApp } from '../support/test-context';

const SHOP_EMAIL = 'florist@shop.example';

describe("the florist's day: alerts, details, stages, the photo loop and the deliveries board", () => {
  // Photos go to an S3-compatible bucket here (the product images' tests cover the local folder).
  let bucket: S3Bucket;
  beforeAll(async () => {
    bucket = await startS3Bucket();
  });
  afterAll(() => bucket.stop());
  // Anna checks out a score of orders within minutes: the per-customer limits are raised here (rate-limits.http-spec tests them).
  const ctx = useTestApp({
    env: () => ({ PUBLIC_URL: 'https://shop.example', SHOP_NOTIFY_EMAIL: SHOP_EMAIL, RATE_LIMIT_SCALE: '20', ...bucket.env() }),
    customers: ['anna', 'boris'],
    admin: true,
  });
  let db: DataSource;
  beforeAll(() => {
    db = ctx.t.app.get(DataSource);
  });

  const admin = (method: 'GET' | 'POST', url: string, body?: unknown) => ctx.api.request(method, url, { token: ctx.tokens.admin, body });
  const approve = (orderId: number, price = 450.5) => admin('POST', '/api/admin/approve-order', { order_id: orderId, delivery_price: price });
  const stage = (orderId: number, name: unknown, token = ctx.tokens.admin) =>
    ctx.api.request('POST', `/api/admin/orders/${orderId}/fulfilment`, { token, body: { stage: name } });
  const uploadPhoto = (orderId: number, file = multipart('bouquet.png', 'image/png', PNG), token = ctx.tokens.admin) =>
    ctx.t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/photo`,
      payload: file.payload,
      headers: { ...file.headers, authorization: `Bearer ${token}` },
    });
  const answerPhoto = (orderId: number, body: unknown, token = ctx.tokens.anna) =>
    ctx.api.request('POST', `/api/orders/${orderId}/photo-response`, { token, body });
  const customerOrder = async (orderId: number) =>
    (await ctx.api.request('GET', '/api/orders/user', { token: ctx.tokens.anna })).json().find((o: { order_id: number }) => o.order_id === orderId);
  const adminList = async (url: string, orderId: number) => (await admin('GET', url)).json().find((o: { order_id: number }) => o.order_id === orderId);

  const paidOrder = (options: CheckoutOptions = {}) => paidOrderOf(ctx, ctx.tokens.anna, options);

  it('alerts the shop by mail and Telegram and sends the customer the receipt of the order, with every detail, without holding up the call', async () => {
    const started = Date.now();
    const orderId = await placeOrder(ctx, ctx.tokens.anna);
    expect(Date.now() - started).toBeLessThan(2000);
    const { delivery_date } = tomorrow();
    const shopMail = await waitForMail(
      ctx.t.config.mail.outboxDir,
      (m) => m.includes(`Subject: =?UTF-8`) && m.includes(`Новый заказ №${orderId}`) && m.includes(`To: ${SHOP_EMAIL}`),
    );
    for (const text of [
      'Иванов Иван, +79031112233',
      'С днём рождения!',
      'Петрова Анна',
      '+79161234567',
      'anna.petrova@example.ru',
      'ул. Тверская, д. 1, кв. 5',
      'https://shop.example/admin/orders',
      'подтвердит магазин',
    ]) {
      expect(shopMail).toContain(text);
    }
    // The customer's receipt goes to their account's address and repeats nothing they typed.
    const receipt = await waitForMail(ctx.t.config.mail.outboxDir, (m) => m.includes(`Заказ №${orderId} принят`));
    expect(receipt).toContain('To: anna@example.ru');
    for (const typed of ['С днём рождения', 'Иванов Иван', 'Тверская', 'anna.petrova@example.ru']) expect(receipt).not.toContain(typed);
    expect(receipt).toContain('Адрес, получатель и текст открытки — в истории заказов.');
    expect(receipt).toContain('ссылкой на оплату картой');

    const alert = await eventually(() => telegramOutbox(ctx.t.config.shopAlerts.telegramOutboxDir).find((m) => m.text.startsWith(`Новый заказ №${orderId}`)));
    expect(alert.text).toContain(`Дата и время доставки: ${formatDeliveryDate(delivery_date)}, ${deliverySlotLabel(tomorrow().delivery_slot)} МСК`);
    expect(alert.text).toContain('Получатель: Иванов Иван, +79031112233');
    expect(alert.text).toContain('Текст открытки: С днём рождения!\nЛюбим, ждём.');
    expect(alert.reply_markup.inline_keyboard).toEqual([[{ text: 'Открыть заказы', url: 'https://shop.example/admin/orders' }]]);
    expect((await settledJobs(db, 'deliver-notification')).filter((job) => job.state !== 'completed')).toEqual([]);
  });

  it('gives every admin list, the deliveries board and the history the delivery details', async () => {
    const orderId = await placeOrder(ctx, ctx.tokens.anna);
    const { delivery_date, delivery_slot } = tomorrow();
    const details = {
      full_name: 'Петрова Анна',
      delivery_phone: '+79161234567',
      email: 'anna.petrova@example.ru',
      city: 'Москва',
      delivery_date,
      delivery_slot,
      recipient_name: 'Иванов Иван',
      recipient_phone: '+79031112233',
      card_text: 'С днём рождения!\nЛюбим, ждём.',
    };
    expect(await adminList('/api/admin/orders/pending', orderId)).toMatchObject(details);
    expect(await adminList('/api/admin/orders', orderId)).toMatchObject({ ...details, fulfilment_stage: null, photo_url: null, photo_approved: null });
    expect(await customerOrder(orderId)).toMatchObject({ ...details, fulfilment_stage: null });
    await approve(orderId);
    await payOrder(ctx, ctx.tokens.anna, orderId);
    expect(await adminList('/api/admin/orders/paid', orderId)).toMatchObject({
      ...details,
      next_fulfilment_stage: 'assembling',
      fulfilment_route: ['assembling', 'ready', 'out_for_delivery', 'delivered'],
    });
    const board = (await admin('GET', `/api/admin/deliveries?date=${delivery_date}`)).json();
    expect(board.find((o: { order_id: number }) => o.order_id === orderId)).toMatchObject({
      ...details,
      delivery_address_full: 'ул. Тверская, д. 1, кв. 5',
      status: 'paid',
    });
  });

  it("tells the shop 'Оплачен заказ №N' by mail and Telegram with the day, slot, recipient and card text", async () => {
    const orderId = await paidOrder();
    const { delivery_date, delivery_slot } = tomorrow();
    const when = `${formatDeliveryDate(delivery_date)}, ${deliverySlotLabel(delivery_slot)} МСК`;
    const mail = await waitForMail(ctx.t.config.mail.outboxDir, (m) => m.includes(`Оплачен заказ №${orderId}`) && m.includes(`To: ${SHOP_EMAIL}`));
    const alert = await eventually(() => telegramOutbox(ctx.t.config.shopAlerts.telegramOutboxDir).find((m) => m.text.startsWith(`Оплачен заказ №${orderId}`)));
    for (const text of [
      `Дата и время доставки: ${when}`,
      'Получатель: Иванов Иван, +79031112233',
      'Текст открытки: С днём рождения!',
      'Адрес доставки: ул. Тверская, д. 1, кв. 5',
      'Оплачен: ',
    ]) {
      expect(mail).toContain(text);
      expect(alert.text).toContain(text);
    }
    expect(alert.reply_markup.inline_keyboard).toEqual([[{ text: 'Открыть доставки', url: `https://shop.example/admin/deliveries?date=${delivery_date}` }]]);
  });

  it('walks the stages forwards only: a skipped stage, a step back, a repeat or a stage of the other route is 409; the customer hears when it leaves and arrives', async () => {
    const unpaid = await placeOrder(ctx, ctx.tokens.anna);
    expect((await stage(unpaid, 'assembling')).json()).toEqual({ error: 'Этапы выполнения доступны только для оплаченного заказа' });
    expect((await stage(unpaid, 'assembling')).statusCode).toBe(409);
    const orderId = await paidOrder();
    expect((await stage(orderId, 'assembling', ctx.tokens.anna)).statusCode).toBe(403);
    expect((await ctx.api.request('POST', `/api/admin/orders/${orderId}/fulfilment`, { body: { stage: 'assembling' } })).statusCode).toBe(401);
    expect((await stage(orderId, 'packed')).statusCode).toBe(400);
    expect((await stage(orderId, 'packed')).json()).toEqual({ error: 'Неизвестный этап выполнения заказа' });
    expect((await stage(orderId, 42)).statusCode).toBe(400);
    expect((await stage(987654, 'assembling')).statusCode).toBe(404);

    const skipped = await stage(orderId, 'ready');
    expect([skipped.statusCode, skipped.json()]).toEqual([409, { error: 'Этапы идут по порядку: сначала отметьте «Собирается»' }]);
    expect((await stage(orderId, 'assembling')).json()).toEqual({
      order_id: orderId,
      fulfilment_stage: 'assembling',
      next_fulfilment_stage: 'ready',
      allowed_actions: ['refund', 'advance-fulfilment', 'upload-photo'],
    });
    const repeated = await stage(orderId, 'assembling');
    expect([repeated.statusCode, repeated.json()]).toEqual([409, { error: 'Заказ уже на этапе «Собирается»' }]);
    expect((await stage(orderId, 'ready')).statusCode).toBe(200);
    const back = await stage(orderId, 'assembling');
    expect([back.statusCode, back.json()]).toEqual([409, { error: 'Заказ уже на этапе «Готов к отправке»: вернуть его на прежний этап нельзя' }]);
    const otherRoute = await stage(orderId, 'picked_up');
    expect([otherRoute.statusCode, otherRoute.json()]).toEqual([409, { error: 'Этапа «Получен» нет у доставки курьером' }]);
    expect((await stage(orderId, 'out_for_delivery')).statusCode).toBe(200);
    await waitForMail(ctx.t.config.mail.outboxDir, (m) => m.includes(`Заказ №${orderId} передан курьеру`) && m.includes('Курьер везёт ваш заказ'));
    expect((await stage(orderId, 'delivered')).json()).toMatchObject({
      fulfilment_stage: 'delivered',
      next_fulfilment_stage: null,
      allowed_actions: ['refund'],
    });
    await waitForMail(ctx.t.config.mail.outboxDir, (m) => m.includes(`Заказ №${orderId} доставлен`));
    expect(await customerOrder(orderId)).toMatchObject({ fulfilment_stage: 'delivered' });
    const history = await db.query(`SELECT from_status, to_status FROM order_events WHERE order_id = $1 AND kind = 'fulfilment' ORDER BY id`, [orderId]);
    expect(history.map((row: { to_status: string }) => row.to_status)).toEqual(['assembling', 'ready', 'out_for_delivery', 'delivered']);
    expect(history[0].from_status).toBe('not_started');
  });

  it('takes a pickup order through ready (the customer is told to come) to picked up', async () => {
    const orderId = await paidOrder({ courier: false });
    for (const name of ['assembling', 'ready']) expect((await stage(orderId, name)).statusCode).toBe(200);
    await waitForMail(ctx.t.config.mail.outboxDir, (m) => m.includes(`Заказ №${orderId} готов к выдаче`) && m.includes('Садовая-Черногрязская'));
    expect((await stage(orderId, 'out_for_delivery')).json()).toEqual({ error: 'Этапа «Передан курьеру» нет у самовывоза' });
    expect((await stage(orderId, 'picked_up')).json()).toMatchObject({ fulfilment_stage: 'picked_up', next_fulfilment_stage: null });
  });

  it("stores the bouquet photo while it is assembled, mails it, and takes only its owner's answer; 'Хочу изменить' alerts the shop", async () => {
    const orderId = await paidOrder();
    const early = await uploadPhoto(orderId);
    expect([early.statusCode, early.json()]).toEqual([409, { error: 'Фото можно загрузить, пока заказ собирается или готов и ещё не отправлен' }]);
    await stage(orderId, 'assembling');
    expect((await uploadPhoto(orderId, multipart('evil.png', 'image/png', Buffer.from('<svg onload="alert(1)"></svg>')))).statusCode).toBe(415);
    expect((await uploadPhoto(orderId, undefined, ctx.tokens.anna)).statusCode).toBe(403);
    const uploaded = await uploadPhoto(orderId);
    expect(uploaded.statusCode).toBe(200);
    const { photo_url } = uploaded.json();
    expect(photo_url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(await bucket.objects()).toContain(path.basename(photo_url));
    expect((await ctx.t.app.inject({ method: 'GET', url: photo_url })).rawPayload.equals(PNG)).toBe(true);
    const photoMail = await waitForMail(ctx.t.config.mail.outboxDir, (m) => m.includes('Фото вашего букета') && m.includes(photo_url));
    expect(photoMail).toContain(`src="https://shop.example${photo_url}"`);
    expect(photoMail).toContain('https://shop.example/orders/history');
    expect(await customerOrder(orderId)).toMatchObject({ photo_url, photo_approved: null, allowed_actions: ['answer-photo'] });

    const stranger = await answerPhoto(orderId, { approved: true }, ctx.tokens.boris);
    expect([stranger.statusCode, stranger.json()]).toEqual([404, { error: 'Заказ не найден' }]);
    expect((await answerPhoto(orderId, { approved: 'yes' })).json()).toEqual({ error: 'Ответ на фото: укажите approved — true или false' });
    const long = await answerPhoto(orderId, { approved: false, comment: 'я'.repeat(501) });
    expect([long.statusCode, long.json()]).toEqual([400, { error: 'Комментарий — не длиннее 500 символов' }]);
    const answered = await answerPhoto(orderId, { approved: false, comment: 'Добавьте, пожалуйста, больше зелени' });
    expect([answered.statusCode, answered.json()]).toEqual([
      200,
      { fulfilment_stage: 'assembling', photo_url, photo_approved: false, photo_comment: 'Добавьте, пожалуйста, больше зелени' },
    ]);
    for (const list of ['/api/admin/orders', '/api/admin/orders/paid']) {
      expect(await adminList(list, orderId)).toMatchObject({ photo_url, photo_approved: false, photo_comment: 'Добавьте, пожалуйста, больше зелени' });
    }
    await waitForMail(ctx.t.config.mail.outboxDir, (m) => m.includes(`Заказ №${orderId}: покупатель хочет изменить букет`) && m.includes(`To: ${SHOP_EMAIL}`));
    const alert = await eventually(() =>
      telegramOutbox(ctx.t.config.shopAlerts.telegramOutboxDir).find((m) => m.text.startsWith(`Заказ №${orderId}: покупатель хочет изменить букет`)),
    );
    expect(alert.text).toContain('Комментарий покупателя: Добавьте, пожалуйста, больше зелени');
    expect(alert.reply_markup.inline_keyboard[0][0].url).toBe(`https://shop.example/admin/deliveries?date=${tomorrow().delivery_date}`);

    // A new photo waits for a new answer; once the order leaves, neither a photo nor an answer is taken.
    const second = (await uploadPhoto(orderId)).json().photo_url;
    expect(await customerOrder(orderId)).toMatchObject({ photo_url: second, photo_approved: null, photo_comment: null });
    expect((await answerPhoto(orderId, { approved: true })).json()).toMatchObject({ photo_approved: true, photo_comment: null });
    await stage(orderId, 'ready');
    await stage(orderId, 'out_for_delivery');
    expect((await answerPhoto(orderId, { approved: false })).json()).toEqual({ error: 'Заказ уже передан курьеру: изменить букет нельзя' });
    expect((await uploadPhoto(orderId)).statusCode).toBe(409);
  });

  it("does not send on a bouquet the customer asked to change until the admin overrides; the history and the admin's lists name who and when", async () => {
    const CHANGE_REQUESTED = (stage: string) =>
      `Покупатель просил изменить букет, а нового фото ещё нет: заказ нельзя перевести в «${stage}». Загрузите новое фото или подтвердите перевод без изменений.`;
    const override = (orderId: number, name: string, value: unknown = true) =>
      ctx.api.request('POST', `/api/admin/orders/${orderId}/fulfilment`, { token: ctx.tokens.admin, body: { stage: name, override: value } });
    const orderId = await paidOrder();
    await stage(orderId, 'assembling');
    await uploadPhoto(orderId);
    await answerPhoto(orderId, { approved: false, comment: 'Без лилий, пожалуйста' });
    expect((await stage(orderId, 'ready')).statusCode).toBe(200);

    const held = await stage(orderId, 'out_for_delivery');
    expect([held.statusCode, held.json()]).toEqual([409, { error: CHANGE_REQUESTED('Передан курьеру') }]);
    expect(await adminList('/api/admin/orders/paid', orderId)).toMatchObject({ fulfilment_stage: 'ready', fulfilment_overrides: [] });
    const malformed = await override(orderId, 'out_for_delivery', 'yes');
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { error: 'override: укажите true или false' }]);
    expect((await override(orderId, 'delivered')).json()).toEqual({ error: 'Этапы идут по порядку: сначала отметьте «Передан курьеру»' });

    const started = new Date();
    const sent = await override(orderId, 'out_for_delivery');
    expect([sent.statusCode, sent.json()]).toEqual([
      200,
      { order_id: orderId, fulfilment_stage: 'out_for_delivery', next_fulfilment_stage: 'delivered', allowed_actions: ['refund', 'advance-fulfilment'] },
    ]);
    await waitForMail(ctx.t.config.mail.outboxDir, (m) => m.includes(`Заказ №${orderId} передан курьеру`));
    expect((await stage(orderId, 'delivered')).json()).toEqual({ error: CHANGE_REQUESTED('Доставлен') });
    expect((await override(orderId, 'delivered')).statusCode).toBe(200);

    const [{ username, id: adminId }] = await db.query(`SELECT username, id FROM users WHERE email = $1`, [ctx.t.config.admin.email]);
    const overrides = (await adminList('/api/admin/orders/paid', orderId)).fulfilment_overrides;
    expect(overrides.map((o: { stage: string; admin: string }) => [o.stage, o.admin])).toEqual([
      ['out_for_delivery', username],
      ['delivered', username],
    ]);
    for (const { at } of overrides) expect(Date.parse(at)).toBeGreaterThanOrEqual(started.getTime() - 1000);
    const board = (await admin('GET', `/api/admin/deliveries?date=${tomorrow().delivery_date}`)).json();
    expect(board.find((o: { order_id: number }) => o.order_id === orderId).fulfilment_overrides).toEqual(overrides);
    const history = await db.query(`SELECT to_status, actor_user_id, note FROM order_events WHERE order_id = $1 AND kind = 'fulfilment' ORDER BY id`, [
      orderId,
    ]);
    expect(history.map((row: { to_status: string; note: string | null }) => [row.to_status, row.note !== null])).toEqual([
      ['assembling', false],
      ['ready', false],
      ['out_for_delivery', true],
      ['delivered', true],
    ]);
    expect(history.every((row: { actor_user_id: number }) => row.actor_user_id === adminId)).toBe(true);

    // A newer photo answers the request: the order goes on without an override, and none is recorded.
    const rephotographed = await paidOrder();
    await stage(rephotographed, 'assembling');
    await uploadPhoto(rephotographed);
    await answerPhoto(rephotographed, { approved: false, comment: 'Больше зелени' });
    await stage(rephotographed, 'ready');
    await uploadPhoto(rephotographed);
    expect((await stage(rephotographed, 'out_for_delivery')).statusCode).toBe(200);
    expect((await adminList('/api/admin/orders/paid', rephotographed)).fulfilment_overrides).toEqual([]);
  });

  it("lists a day's paid orders by slot, then address; another day, an unpaid order and a malformed date stay out", async () => {
    const day = addDays(moscowDateTime(new Date()).date, 3);
    const evening = await paidOrder({ date: day, slot: '19-22', address: 'ул. Арбат, 1' });
    const morningTverskaya = await paidOrder({ date: day, slot: '10-13', address: 'ул. Тверская, 7' });
    const morningArbat = await paidOrder({ date: day, slot: '10-13', address: 'ул. Арбат, 20' });
    await placeOrder(ctx, ctx.tokens.anna, { date: day, slot: '10-13' });
    await paidOrder({ date: addDays(day, 1) });

    const board = await admin('GET', `/api/admin/deliveries?date=${day}`);
    expect(board.statusCode).toBe(200);
    expect(board.json().map((o: { order_id: number }) => o.order_id)).toEqual([morningArbat, morningTverskaya, evening]);
    for (const bad of ['2026-02-30', 'tomorrow', '', '0000-01-01', '1999-12-31', '2101-01-01', '9999-12-31', '%2B002026-01-01', `${day}&date=${day}`]) {
      const answer = await admin('GET', `/api/admin/deliveries?date=${bad}`);
      expect([bad, answer.statusCode, answer.json()]).toEqual([bad, 400, { error: 'Укажите существующий день в формате ГГГГ-ММ-ДД, с 2000 по 2100 год' }]);
    }
    for (const leapDay of ['2000-02-29', '2028-02-29', '2100-12-31']) expect((await admin('GET', `/api/admin/deliveries?date=${leapDay}`)).json()).toEqual([]);
    expect((await admin('GET', '/api/admin/deliveries')).statusCode).toBe(400);
    expect((await ctx.api.request('GET', `/api/admin/deliveries?date=${day}`, { token: ctx.tokens.anna })).statusCode).toBe(403);
  });

  it('never mails twice: every queued notification was sent once', async () => {
    const jobs = await settledJobs(db, 'deliver-notification', { timeoutMs: 10_000 });
    expect(jobs.filter((job) => job.state !== 'completed')).toEqual([]);
    expect(outboxMessages(ctx.t.config.mail.outboxDir).length + telegramOutbox(ctx.t.config.shopAlerts.telegramOutboxDir).length).toBe(jobs.length);
  });
});

describe('shop alerts through the Telegram Bot API (a local stub): a failed send is retried by the job queue', () => {
  const stub = new StubHttpServer((_req, _body, res) => sendJson(res, 200, { ok: true, result: { message_id: 1 } }));
  let url = '';
  beforeAll(async () => {
    url = await stub.start();
  });
  afterAll(() => stub.stop());
  const ctx = useTestApp({
    env: () => ({ PUBLIC_URL: 'https://shop.example', TELEGRAM_API_URL: url, TELEGRAM_BOT_TOKEN: '123:secret', TELEGRAM_CHAT_ID: '-1001' }),
    customers: ['vera'],
  });

  it('answers the customer at once while the Bot API is down, and the job delivers the alert later', async () => {
    stub.queued.push((_req, _body, res) => sendJson(res, 502, { ok: false, error_code: 502, description: 'Bad Gateway' }));
    const orderId = await placeOrder(ctx, ctx.tokens.vera);
    const db = ctx.t.app.get(DataSource);
    const alertJob = async () => (await queuedJobs<Notification>(db, 'deliver-notification')).find((job) => job.data.channel === 'telegram');
    const failed = await eventually(alertJob, (job) => job?.state === 'retry');
    expect(failed).toMatchObject({ retryCount: 0, output: { reason: 'Telegram Bot API answered 502: Bad Gateway' } });
    const [{ waitSeconds }] = await db.query(`SELECT extract(epoch FROM start_after - now()) AS "waitSeconds" FROM pgboss.job WHERE id = $1`, [failed?.id]);
    expect(Number(waitSeconds)).toBeGreaterThan(30);

    // The retry's time comes (a minute or two later in production).
    await db.query(`UPDATE pgboss.job SET start_after = now() WHERE id = $1`, [failed?.id]);
    expect(await eventually(alertJob, (job) => job?.state === 'completed', { timeoutMs: 10_000 })).toMatchObject({ retryCount: 1 });
    const calls = stub.requests.filter((r) => r.url === '/bot123:secret/sendMessage');
    expect(calls).toHaveLength(2);
    const body = JSON.parse(calls[1].body);
    expect(body.chat_id).toBe('-1001');
    expect(body.text.split('\n')[0]).toBe(`Новый заказ №${orderId}`);
    expect(body.reply_markup).toEqual({ inline_keyboard: [[{ text: 'Открыть заказы', url: 'https://shop.example/admin/orders' }]] });
  });
});
