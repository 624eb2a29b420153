import { bookableChoice } from '@shop/domain/testing';
import { DataSource } from 'typeorm';
import { pickupContact } from '../support/order-journey';
import { useTestApp } from '../support/test-context';

const BOUQUET = [
  { product_id: 301, quantity: 5 },
  { product_id: 308, quantity: 5 },
]; // 5 × 250 + 5 × 250 = 2 500 ₽

/** A date and slot bookable right now (the domain's own calendar). */
const bookable = (): { delivery_date: string; delivery_slot: string } => bookableChoice(new Date());

const courierContact = (orderId: number) => ({
  orderId,
  deliveryType: 'yandex',
  name: 'Петрова Анна',
  phone: '+79161234567',
  email: 'anna@example.ru',
  city: 'Москва',
  address: 'Москва, ул. Тверская, д. 1, кв. 5',
  consent: true,
  recipient_name: 'Иванов Иван',
  recipient_phone: '+79031112233',
  card_text: 'С днём рождения!',
  ...bookable(),
});

describe('checkout: order from the cart, contact and delivery, history', () => {
  // One customer checks out dozens of times: the per-customer limits are raised here (rate-limits.http-spec tests them).
  const ctx = useTestApp({ customers: ['anna', 'boris'], env: { RATE_LIMIT_SCALE: '20' } });

  const fillCart = async (token: string) => {
    await ctx.api.request('POST', '/api/cart/add', { token, body: { product_id: 1, quantity: 2 } });
    await ctx.api.request('POST', '/api/cart/add', { token, body: { product_id: 10, quantity: 1 } });
    await ctx.api.request('POST', '/api/cart/add-bouquet', { token, body: { items: BOUQUET } });
  };
  const create = (token: string, body: unknown) => ctx.api.request('POST', '/api/payment/create', { token, body });
  const history = async (token: string) => (await ctx.api.request('GET', '/api/orders/user', { token })).json();

  it('refuses an empty cart', async () => {
    const res = await create(ctx.tokens.anna, { deliveryType: 'pickup', delivery_address_full: '', items: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Корзина пуста. Добавьте товары для оформления заказа' });
  });

  it.each([undefined, 'drone', 'moscow'])('asks to choose the delivery for %p', async (deliveryType) => {
    await fillCart(ctx.tokens.anna);
    const res = await create(ctx.tokens.anna, { deliveryType, delivery_address_full: 'x', items: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Пожалуйста, выберите способ доставки' });
    await ctx.api.request('DELETE', '/api/cart/clear', { token: ctx.tokens.anna });
  });

  it('builds the order from the caller’s own cart at catalogue prices, whatever the request claims', async () => {
    await fillCart(ctx.tokens.anna);
    await ctx.api.request('POST', '/api/cart/add', { token: ctx.tokens.boris, body: { product_id: 11, quantity: 1 } });
    const [borisLine] = (await ctx.api.request('GET', '/api/cart', { token: ctx.tokens.boris })).json().items;
    const forged = {
      deliveryType: 'yandex',
      delivery_address_full: 'Москва, ул. Тверская, д. 1',
      items: [
        { product_id: 1, quantity: 50, price: 1 },
        { product_id: 11, quantity: 1, composition_id: borisLine.id },
      ],
      total: 10,
    };
    const res = await create(ctx.tokens.anna, forged);
    expect(res.statusCode).toBe(201);
    const { order_id } = res.json();
    expect(order_id).toEqual(expect.any(Number));

    expect((await ctx.api.request('GET', '/api/cart', { token: ctx.tokens.anna })).json().items).toEqual([]);
    expect((await ctx.api.request('GET', '/api/cart', { token: ctx.tokens.boris })).json().items).toHaveLength(1);

    const [order] = await history(ctx.tokens.anna);
    // 2 × 8 000 + 1 × 1 100 + 2 500 = 19 600 ₽
    expect(order).toMatchObject({ order_id, total_amount: 19600, delivery_price: 0, delivery_type: 'yandex', status: 'pending', is_approved: false });
    expect(order.items).toEqual([
      { title: 'Флорариум «Геометрия»', image_url: '/images/products/p1-1.webp', price: 8000, quantity: 2, composition: [] },
      expect.objectContaining({ title: 'Спатифиллум «Женское счастье»', price: 1100, quantity: 1 }),
      {
        title: 'Собранный букет',
        image_url: null,
        price: 2500,
        quantity: 1,
        composition: [
          { title: 'Роза', quantity: 5, price: 250, images: ['/images/flowers/f301.webp'] },
          { title: 'Эустома', quantity: 5, price: 250, images: ['/images/flowers/f308.webp'] },
        ],
      },
    ]);
  });

  it('keeps the order’s prices when the catalogue changes later', async () => {
    await ctx.t.app.get(DataSource).query(`UPDATE products SET price_kopecks = 999900 WHERE id = 1`);
    const [order] = await history(ctx.tokens.anna);
    expect(order.items[0].price).toBe(8000);
    await ctx.t.app.get(DataSource).query(`UPDATE products SET price_kopecks = 800000 WHERE id = 1`);
  });

  it('stores courier contact details with a suggested price, checked by the checkout rules', async () => {
    const [order] = await history(ctx.tokens.anna);
    const ok = await ctx.api.request('POST', '/api/delivery/yandex-calc', { token: ctx.tokens.anna, body: courierContact(order.order_id) });
    expect(ok.statusCode).toBe(200);
    const [stored] = await ctx.t.app.get(DataSource).query(
      `SELECT full_name, delivery_phone, email, city, delivery_address_full, recipient_name, card_text, delivery_price_kopecks,
              suggested_delivery_price_kopecks, delivery_quote_note, personal_data_consent_at FROM orders WHERE id = $1`,
      [order.order_id],
    );
    expect(stored).toMatchObject({
      full_name: 'Петрова Анна',
      delivery_phone: '+79161234567',
      city: 'Москва',
      recipient_name: 'Иванов Иван',
      card_text: 'С днём рождения!',
      delivery_price_kopecks: null,
    });
    expect([70000, 100000]).toContain(stored.suggested_delivery_price_kopecks); // inside MKAD, evening +300 ₽
    expect(stored.delivery_quote_note).toContain('Тариф по Москве');
    expect(stored.personal_data_consent_at).not.toBeNull();
    const [seen] = await history(ctx.tokens.anna);
    expect(seen).toMatchObject({
      full_name: 'Петрова Анна',
      delivery_phone: '+79161234567',
      delivery_address_full: 'Москва, ул. Тверская, д. 1, кв. 5',
      delivery_price: 0,
    });
  });

  it.each([
    [{ name: '' }, 'Введите ФИО'],
    [{ phone: '' }, 'Введите номер телефона'],
    [{ phone: '8916123456' }, 'Введите телефон в формате +7XXXXXXXXXX: +7 и ровно 10 цифр'],
    [{ city: ' ' }, 'Введите город'],
    [{ city: 'Санкт-Петербург' }, 'Доставляем только по Москве'],
    [{ city: 'Химки' }, 'Доставляем только по Москве'],
    [{ address: '' }, 'Введите адрес доставки'],
    [{ consent: false }, 'Подтвердите согласие'],
    [{ email: 'anna@' }, 'Некорректный email'],
    [{ deliveryType: 'drone' }, 'Пожалуйста, выберите способ доставки'],
    [{ delivery_date: '2000-01-01' }, 'На эту дату доставка недоступна, выберите другую'],
    [{ delivery_date: '0000-01-01' }, 'Выберите дату доставки'],
    [{ delivery_date: '2101-01-01' }, 'Выберите дату доставки'],
    [{ delivery_date: '2026-02-30' }, 'Выберите дату доставки'],
    [{ delivery_date: '+002026-01-01' }, 'Выберите дату доставки'],
    [{ delivery_date: 20261201 }, 'Выберите дату доставки'],
    [{ delivery_slot: '03-04' }, 'Это время доставки недоступно, выберите другое'],
  ])('re-checks the checkout rules on the server: %j → %p', async (change, message) => {
    const [order] = await history(ctx.tokens.anna);
    const res = await ctx.api.request('POST', '/api/delivery/yandex-calc', { token: ctx.tokens.anna, body: { ...courierContact(order.order_id), ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('takes only Moscow as the city, for a pickup too, and stores it one way however it was spelled', async () => {
    const [order] = await history(ctx.tokens.anna);
    const refused = await ctx.api.request('POST', '/api/delivery/update-contact', {
      token: ctx.tokens.anna,
      body: { ...pickupContact(order.order_id), city: 'Санкт-Петербург' },
    });
    expect([refused.statusCode, refused.json()]).toEqual([400, { error: 'Доставляем только по Москве' }]);
    const res = await ctx.api.request('POST', '/api/delivery/yandex-calc', {
      token: ctx.tokens.anna,
      body: { ...courierContact(order.order_id), city: ' г. москва ' },
    });
    expect(res.statusCode).toBe(200);
    const [stored] = await ctx.t.app.get(DataSource).query(`SELECT city FROM orders WHERE id = $1`, [order.order_id]);
    expect(stored).toEqual({ city: 'Москва' });
  });

  it('stores the phones as +7XXXXXXXXXX whichever accepted spelling was sent', async () => {
    const [order] = await history(ctx.tokens.anna);
    const body = { ...courierContact(order.order_id), phone: '8 (916) 123-45-67', recipient_phone: '+7 903 111 22 33' };
    const res = await ctx.api.request('POST', '/api/delivery/yandex-calc', { token: ctx.tokens.anna, body });
    expect(res.statusCode).toBe(200);
    const [stored] = await ctx.t.app.get(DataSource).query(`SELECT delivery_phone, recipient_phone FROM orders WHERE id = $1`, [order.order_id]);
    expect(stored).toEqual({ delivery_phone: '+79161234567', recipient_phone: '+79031112233' });
  });

  it("refuses a recipient's phone without the recipient's name, as the checkout form does", async () => {
    const [order] = await history(ctx.tokens.anna);
    const body = { ...courierContact(order.order_id), recipient_name: '  ' };
    const refused = await ctx.api.request('POST', '/api/delivery/yandex-calc', { token: ctx.tokens.anna, body });
    expect([refused.statusCode, refused.json()]).toEqual([400, { error: 'Введите имя получателя' }]);
    const { recipient_name: _name, ...withoutName } = body;
    const again = await ctx.api.request('POST', '/api/delivery/yandex-calc', { token: ctx.tokens.anna, body: withoutName });
    expect([again.statusCode, again.json()]).toEqual([400, { error: 'Введите имя получателя' }]);
  });

  it('offers pickup only in the pickup hours: the 19:00–22:00 slot is refused for a pickup, kept for a courier', async () => {
    await ctx.api.request('POST', '/api/cart/add', { token: ctx.tokens.anna, body: { product_id: 7, quantity: 1 } });
    const { order_id } = (await create(ctx.tokens.anna, { deliveryType: 'pickup', delivery_address_full: 'Самовывоз', items: [] })).json();
    const date = bookableChoice(new Date()).delivery_date;
    const pickup = { ...pickupContact(order_id), delivery_date: date };
    const evening = await ctx.api.request('POST', '/api/delivery/update-contact', { token: ctx.tokens.anna, body: { ...pickup, delivery_slot: '19-22' } });
    expect(evening.statusCode).toBe(400);
    expect(evening.json()).toEqual({ error: 'Это время доставки недоступно, выберите другое' });
    const afternoon = await ctx.api.request('POST', '/api/delivery/update-contact', { token: ctx.tokens.anna, body: { ...pickup, delivery_slot: '16-19' } });
    expect(afternoon.statusCode).toBe(200);
    const [courierOrder] = (await history(ctx.tokens.anna)).filter((o: { delivery_type: string }) => o.delivery_type === 'yandex');
    const courier = await ctx.api.request('POST', '/api/delivery/yandex-calc', {
      token: ctx.tokens.anna,
      body: { ...courierContact(courierOrder.order_id), delivery_date: date, delivery_slot: '19-22' },
    });
    expect(courier.statusCode).toBe(200);
  });

  it('places a pickup order whose delivery is free', async () => {
    await ctx.api.request('POST', '/api/cart/add', { token: ctx.tokens.anna, body: { product_id: 6, quantity: 1 } });
    const { order_id } = (await create(ctx.tokens.anna, { deliveryType: 'pickup', delivery_address_full: 'Самовывоз', items: [] })).json();
    const res = await ctx.api.request('POST', '/api/delivery/update-contact', {
      token: ctx.tokens.anna,
      body: { orderId: order_id, address: 'Самовывоз', phone: '+79161234567', name: 'Петрова Анна', city: 'Москва', consent: true, items: [] },
    });
    expect(res.statusCode).toBe(200);
    const [latest] = await history(ctx.tokens.anna);
    expect(latest).toMatchObject({ order_id, delivery_type: 'pickup', delivery_price: 0, total_amount: 700, delivery_address_full: 'Самовывоз' });
  });

  it('never lets one customer read or change another’s order', async () => {
    const [order] = await history(ctx.tokens.anna);
    expect(await history(ctx.tokens.boris)).toEqual([]);
    const res = await ctx.api.request('POST', '/api/delivery/yandex-calc', { token: ctx.tokens.boris, body: courierContact(order.order_id) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Заказ не найден' });
  });

  it('is all or nothing: a failure after the order insert leaves no order and the cart intact', async () => {
    const db = ctx.t.app.get(DataSource);
    await ctx.api.request('POST', '/api/cart/add', { token: ctx.tokens.boris, body: { product_id: 4, quantity: 2 } });
    const before = (await ctx.api.request('GET', '/api/cart', { token: ctx.tokens.boris })).json().items;
    const [{ count: ordersBefore }] = await db.query(`SELECT count(*)::int AS count FROM orders`);
    await db.query(`CREATE FUNCTION fail_line_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
    await db.query(`CREATE TRIGGER fail_line_insert AFTER INSERT ON order_lines FOR EACH ROW EXECUTE FUNCTION fail_line_insert()`);
    try {
      const res = await create(ctx.tokens.boris, { deliveryType: 'pickup', delivery_address_full: '', items: [] });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'Внутренняя ошибка сервера. Попробуйте позже.' });
    } finally {
      await db.query(`DROP TRIGGER fail_line_insert ON order_lines; DROP FUNCTION fail_line_insert()`);
    }
    const [{ count: ordersAfter }] = await db.query(`SELECT count(*)::int AS count FROM orders`);
    expect(ordersAfter).toBe(ordersBefore);
    expect((await ctx.api.request('GET', '/api/cart', { token: ctx.tokens.boris })).json().items).toEqual(before);
  });

  it('refuses a product hidden since it was put in the cart, and asks to remove it', async () => {
    const db = ctx.t.app.get(DataSource);
    await db.query(`UPDATE products SET is_visible = false WHERE id = 4`);
    const res = await create(ctx.tokens.boris, { deliveryType: 'pickup', delivery_address_full: '', items: [] });
    await db.query(`UPDATE products SET is_visible = true WHERE id = 4`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/^Товар «.+» больше недоступен\. Удалите его из корзины$/);
  });

  it('requires a token for checkout and history', async () => {
    for (const [method, url] of [
      ['POST', '/api/payment/create'],
      ['POST', '/api/delivery/yandex-calc'],
      ['POST', '/api/delivery/update-contact'],
      ['GET', '/api/orders/user'],
    ] as const) {
      expect((await ctx.api.request(method, url, { body: {} })).statusCode).toBe(401);
    }
  });
});
