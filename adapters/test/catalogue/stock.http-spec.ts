import { DataSource } from 'typeorm';
import { AccessTokens, ExpireUnpaidOrders } from '@shop/application';
import { paidOrder, placeOrder } from '../support/order-journey';
import { useTestApp } from '../support/test-context';

/** The seed's last fikuses (stock 3) and a flower given a stock by the admin. */
const FICUS = { id: 11, title: 'Искусственный фикус лировидный' };
const PEONY = { id: 302, title: 'Пион' };
const ZAMIOCULCAS = 6;
const CUSTOMERS = Array.from({ length: 20 }, (_, i) => `buyer${i + 1}`);

describe('stock of products and stems of flowers', () => {
  const ctx = useTestApp({ admin: true, customers: ['anna'], env: { RATE_LIMIT_SCALE: '20' } });
  const db = () => ctx.t.app.get(DataSource);
  const buyers: Record<string, string> = {};
  // Twenty accounts signed in without twenty password hashes: the storms are about stock, not logins.
  beforeAll(async () => {
    for (const name of CUSTOMERS) {
      const [{ id }] = await db().query(`INSERT INTO users (username, email, password_hash) VALUES ($1, $2, 'x') RETURNING id`, [name, `${name}@example.ru`]);
      buyers[name] = await ctx.t.app.get(AccessTokens).issue({ userId: id, role: 'user' });
    }
  });
  const as = (token: string) => ({
    add: (productId: number, quantity = 1) => ctx.api.request('POST', '/api/cart/add', { token, body: { product_id: productId, quantity } }),
    addBouquet: (items: [number, number][]) =>
      ctx.api.request('POST', '/api/cart/add-bouquet', { token, body: { items: items.map(([product_id, quantity]) => ({ product_id, quantity })) } }),
    place: () => ctx.api.request('POST', '/api/payment/create', { token, body: { deliveryType: 'pickup', delivery_address_full: '', items: [] } }),
    clear: () => ctx.api.request('DELETE', '/api/cart/clear', { token }),
  });
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => ctx.api.request(method, url, { token: ctx.tokens.admin, body });
  const productStock = async (id: number): Promise<number | null> => (await db().query(`SELECT stock FROM products WHERE id = $1`, [id]))[0].stock;
  const flowerStock = async (id: number): Promise<number | null> => (await db().query(`SELECT stock FROM flowers WHERE id = $1`, [id]))[0].stock;
  const setProductStock = (id: number, stock: number | null) => db().query(`UPDATE products SET stock = $2 WHERE id = $1`, [id, stock]);
  /** What every order that holds its reservation takes of the product: the stock's other side. */
  const heldPieces = async (productId: number): Promise<number> =>
    Number(
      (
        await db().query(
          `SELECT coalesce(sum(l.quantity), 0) AS held FROM order_lines l JOIN orders o ON o.id = l.order_id
           WHERE l.product_id = $1 AND (o.status IN ('pending', 'confirmed', 'paid') OR (o.status = 'refunded' AND o.fulfilment_stage IN ('out_for_delivery', 'delivered', 'picked_up')))`,
          [productId],
        )
      )[0].held,
    );

  it('sells the last 3 fikuses to exactly 3 of 20 customers ordering at once; the others hear what is left', async () => {
    for (const name of CUSTOMERS) expect((await as(buyers[name]).add(FICUS.id)).statusCode).toBe(200);
    const answers = await Promise.all(CUSTOMERS.map((name) => as(buyers[name]).place()));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => [answer.statusCode, answer.json()])).toEqual(Array(17).fill([409, { error: `Товара «${FICUS.title}» осталось 0 шт.` }]));
    expect(await productStock(FICUS.id)).toBe(0);
    expect(await heldPieces(FICUS.id)).toBe(3);
  });

  it('makes up 3 bouquets of 2 peonies from the last 6 stems for 20 customers at once', async () => {
    expect((await admin('PUT', `/api/admin/flowers/${PEONY.id}`, { stock: 6 })).statusCode).toBe(200);
    for (const name of CUSTOMERS) {
      await as(buyers[name]).clear();
      expect((await as(buyers[name]).addBouquet([[PEONY.id, 2]])).statusCode).toBe(200);
    }
    const answers = await Promise.all(CUSTOMERS.map((name) => as(buyers[name]).place()));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode !== 201).map((answer) => [answer.statusCode, answer.json()])).toEqual(
      Array(17).fill([409, { error: `Цветка «${PEONY.title}» осталось 0 шт.` }]),
    );
    expect(await flowerStock(PEONY.id)).toBe(0);
  });

  it('refuses to put more in the cart than is left, counting what is already there, and takes nothing when one line of an order is short', async () => {
    const anna = as(ctx.tokens.anna);
    await setProductStock(FICUS.id, 2);
    expect((await anna.add(FICUS.id, 2)).statusCode).toBe(200);
    const third = await anna.add(FICUS.id);
    expect([third.statusCode, third.json()]).toEqual([409, { error: `Товара «${FICUS.title}» осталось 2 шт.` }]);
    const raised = await ctx.api.request('PUT', `/api/cart/${FICUS.id}`, { token: ctx.tokens.anna, body: { quantity: 3 } });
    expect([raised.statusCode, raised.json()]).toEqual([409, { error: `Товара «${FICUS.title}» осталось 2 шт.` }]);
    expect((await ctx.api.request('PUT', `/api/cart/${FICUS.id}`, { token: ctx.tokens.anna, body: { quantity: 1 } })).statusCode).toBe(200);

    // The fikus fits, the peonies (none left) do not: the order is refused and the fikus stays in stock.
    await setProductStock(FICUS.id, 1);
    await db().query(
      `INSERT INTO cart_lines (user_id, bouquet_key, composition, quantity) SELECT id, 'bouquet:302x1', '[{"flower_id":302,"quantity":1}]', 1 FROM users WHERE username = 'anna'`,
    );
    const short = await anna.place();
    expect([short.statusCode, short.json()]).toEqual([409, { error: `Цветка «${PEONY.title}» осталось 0 шт.` }]);
    expect(await productStock(FICUS.id)).toBe(1);
    await anna.clear();
  });

  it('gives the stock back when an order is rejected, deleted, expires unpaid or is refunded before it left, and for a line the admin removed; never twice', async () => {
    await setProductStock(FICUS.id, 10);
    const ficusOrder = () => placeOrder(ctx, ctx.tokens.anna, { courier: false, product: { id: FICUS.id, quantity: 2 } });

    const rejected = await ficusOrder();
    expect(await productStock(FICUS.id)).toBe(8);
    expect((await admin('POST', '/api/admin/reject-order', { order_id: rejected })).statusCode).toBe(200);
    expect(await productStock(FICUS.id)).toBe(10);
    // Deleting the rejected order from the lists gives nothing back a second time.
    expect((await admin('DELETE', `/api/admin/orders/${rejected}`)).statusCode).toBe(204);
    expect(await productStock(FICUS.id)).toBe(10);

    const deleted = await ficusOrder();
    expect((await admin('DELETE', `/api/admin/orders/${deleted}`)).statusCode).toBe(204);
    expect(await productStock(FICUS.id)).toBe(10);

    const expired = await ficusOrder();
    expect((await admin('POST', '/api/admin/approve-order', { order_id: expired, delivery_price: 0 })).statusCode).toBe(200);
    await db().query(`UPDATE orders SET confirmed_at = now() - interval '73 hours' WHERE id = $1`, [expired]);
    expect(await ctx.t.app.get(ExpireUnpaidOrders).execute()).toEqual([expired]);
    expect(await productStock(FICUS.id)).toBe(10);

    await ctx.api.request('POST', '/api/cart/add', { token: ctx.tokens.anna, body: { product_id: ZAMIOCULCAS, quantity: 1 } });
    const twoLines = await ficusOrder();
    expect(await productStock(FICUS.id)).toBe(8);
    expect((await admin('DELETE', `/api/admin/products/${FICUS.id}?orderId=${twoLines}`)).statusCode).toBe(204);
    expect(await productStock(FICUS.id)).toBe(10);
    expect((await admin('DELETE', `/api/admin/orders/${twoLines}`)).statusCode).toBe(204);
    expect(await productStock(FICUS.id)).toBe(10);

    const refunded = await paidOrder(ctx, ctx.tokens.anna, { courier: false, product: { id: FICUS.id, quantity: 2 } });
    expect(await productStock(FICUS.id)).toBe(8);
    expect((await admin('POST', `/api/admin/orders/${refunded}/refund`, { reason: 'Покупатель передумал' })).statusCode).toBe(200);
    expect(await productStock(FICUS.id)).toBe(10);

    const handedOver = await paidOrder(ctx, ctx.tokens.anna, { courier: false, product: { id: FICUS.id, quantity: 2 } });
    for (const stage of ['assembling', 'ready', 'picked_up']) {
      expect((await admin('POST', `/api/admin/orders/${handedOver}/fulfilment`, { stage })).statusCode).toBe(200);
    }
    expect((await admin('POST', `/api/admin/orders/${handedOver}/refund`, { reason: 'Растение погибло' })).statusCode).toBe(200);
    expect(await productStock(FICUS.id)).toBe(8);

    // Nothing left taken: what the stock lacks is exactly what the orders still holding it keep.
    expect(10 - (await productStock(FICUS.id))!).toBe((await heldPieces(FICUS.id)) - 3);
  });

  it('takes a flower out of season off /api/flowers and refuses it in a new bouquet and at the checkout', async () => {
    const anna = as(ctx.tokens.anna);
    expect((await anna.addBouquet([[303, 3]])).statusCode).toBe(200);
    const off = await admin('PUT', '/api/admin/flowers/303', { available: false });
    expect(off.json()).toMatchObject({ id: 303, title: 'Тюльпан', available: false });
    const flowers: { id: number }[] = (await ctx.api.request('GET', '/api/flowers')).json();
    expect(flowers.map((flower) => flower.id)).not.toContain(303);
    expect(flowers.find((flower) => flower.id === PEONY.id)).toMatchObject({ stock: 0 });

    const added = await anna.addBouquet([[303, 1]]);
    expect([added.statusCode, added.json()]).toEqual([409, { error: 'Цветок «Тюльпан» сейчас недоступен' }]);
    const placed = await anna.place();
    expect([placed.statusCode, placed.json()]).toEqual([409, { error: 'Цветок «Тюльпан» сейчас недоступен' }]);
    await admin('PUT', '/api/admin/flowers/303', { available: true });
    await anna.clear();
  });

  it('keeps a bouquet already in the cart at the prices it was added at, into the order, when a flower is repriced', async () => {
    const anna = as(ctx.tokens.anna);
    expect((await anna.addBouquet([[301, 3]])).statusCode).toBe(200);
    expect((await admin('PUT', '/api/admin/flowers/301', { price: 300 })).json()).toMatchObject({ id: 301, price: 300 });
    const [line] = (await ctx.api.request('GET', '/api/cart', { token: ctx.tokens.anna })).json().items;
    expect(line).toMatchObject({ price: 750, composition: [expect.objectContaining({ title: 'Роза', price: 250, quantity: 3 })] });
    const { order_id } = (await anna.place()).json();
    const [order] = (await ctx.api.request('GET', '/api/orders/user', { token: ctx.tokens.anna }))
      .json()
      .filter((o: { order_id: number }) => o.order_id === order_id);
    expect(order.items).toEqual([expect.objectContaining({ price: 750 })]);

    // A bouquet put together now is priced at today's price.
    await anna.addBouquet([[301, 1]]);
    expect((await ctx.api.request('GET', '/api/cart', { token: ctx.tokens.anna })).json().items).toEqual([expect.objectContaining({ price: 300 })]);
  });
});
