import { DataSource } from 'typeorm';
import { ExpireUnpaidOrders } from '@shop/application';
import { Money, SHOP_INFO, formatCustomerRoubles, formatRoubles } from '@shop/domain';
import { multipart, PNG } from '../support/multipart';
import { payOrder, placeOrder } from '../support/order-journey';
import { mailWithSubject, type ReadMail } from '../support/parsed-outbox';
import { useTestApp } from '../support/test-context';

const SHOP_EMAIL = 'florist@shop.example';
const REPLY_TO = 'replies@shop.example';
const subject = (title: string) => `${title} — ${SHOP_INFO.name}`;

describe('every mail of the shop, read from the outbox as a mail client reads it', () => {
  const ctx = useTestApp({
    env: { PUBLIC_URL: 'https://shop.example', SHOP_NOTIFY_EMAIL: SHOP_EMAIL, SHOP_REPLY_TO: REPLY_TO, RATE_LIMIT_SCALE: '20' },
    customers: ['anna'],
    admin: true,
  });
  const outbox = () => ctx.t.config.mail.outboxDir;
  const mail = (title: string) => mailWithSubject(outbox(), subject(title));
  const admin = (method: 'POST' | 'DELETE', url: string, body?: unknown) => ctx.api.request(method, url, { token: ctx.tokens.admin, body });
  const approve = async (orderId: number, price: number) =>
    expect((await admin('POST', '/api/admin/approve-order', { order_id: orderId, delivery_price: price })).statusCode).toBe(200);
  const stage = async (orderId: number, name: string) =>
    expect((await admin('POST', `/api/admin/orders/${orderId}/fulfilment`, { stage: name })).statusCode).toBe(200);

  /** The layout every message shares: one template, both parts, the shop's face and footer, an honest Reply-To. */
  function expectShopLayout(read: ReadMail, title: string): void {
    expect(read.from).toContain('no-reply@zelenyi-ugolok.local');
    expect(read.replyTo).toBe(REPLY_TO);
    for (const part of [read.text, read.html]) {
      expect(part).toContain(title);
      for (const footer of [SHOP_INFO.phone, SHOP_INFO.supportEmail, SHOP_INFO.operator.fullName, `ИНН ${SHOP_INFO.operator.taxId}`])
        expect(part).toContain(footer);
    }
    expect(read.text).toContain(SHOP_INFO.botUrl);
    expect(read.html).toContain(`href="${SHOP_INFO.botUrl}"`);
    expect(read.html).toContain('src="https://shop.example/images/mail-logo.png"');
    expect(read.html).toContain('#1f4d3a');
    expect(read.html).toMatch(/<meta name="viewport"/);
    expect(read.text).not.toContain('просто ответьте');
    // An order's lines each on their own row, never run on after the label.
    expect(read.text).not.toMatch(/^Товары: /m);
  }

  it('walks a courier order from checkout to delivery: receipt, approval, payment, the photo, on its way, delivered; and the shop hears of it', async () => {
    const orderId = await placeOrder(ctx, ctx.tokens.anna);
    const receipt = await mail(`Заказ №${orderId} принят`);
    expectShopLayout(receipt, `Заказ №${orderId} принят`);
    expect(receipt.to).toBe('anna@example.ru');
    // The customer reads amounts as on the shop's pages (whole roubles); the shop's alerts keep the admin's kopecks.
    expect(receipt.text).toMatch(/Товары:\n• Террариум .+ × 1 — /);
    expect(receipt.text).toContain(`Сумма товаров: ${formatCustomerRoubles(Money.ofRoubles(4500))}`);
    expect(receipt.text).not.toMatch(/\d,00\s₽/);
    expect(receipt.text).toMatch(/Дата и время доставки: .+, \d\d:00–\d\d:00 МСК/);
    expect(receipt.text).toContain('рассчитаем стоимость доставки');
    expect(receipt.html).toContain('href="https://shop.example/orders/history"');
    const newOrder = await mail(`Новый заказ №${orderId}`);
    expectShopLayout(newOrder, `Новый заказ №${orderId}`);
    expect(newOrder.to).toBe(SHOP_EMAIL);
    expect(newOrder.text).toContain('Текст открытки: С днём рождения!\nЛюбим, ждём.');
    expect(newOrder.text).toContain(`Сумма товаров: ${formatRoubles(Money.ofRoubles(4500), { decimals: 2 })}`);

    await approve(orderId, 500);
    const approved = await mail(`Заказ №${orderId} подтверждён`);
    expectShopLayout(approved, `Заказ №${orderId} подтверждён`);
    expect(approved.text).toContain(`К оплате с учётом доставки: ${formatCustomerRoubles(Money.ofRoubles(5000))}.`);
    expect(approved.html).toContain(`href="https://shop.example/payment/order/${orderId}"`);

    await payOrder(ctx, ctx.tokens.anna, orderId);
    expectShopLayout(await mail(`Оплата заказа №${orderId} получена`), `Оплата заказа №${orderId} получена`);
    const paid = await mail(`Оплачен заказ №${orderId}`);
    expectShopLayout(paid, `Оплачен заказ №${orderId}`);
    expect(paid.text).toMatch(/Оплачен: .+ \d\d:\d\d МСК/);

    await stage(orderId, 'assembling');
    const uploadPhoto = () => {
      const photo = multipart('bouquet.png', 'image/png', PNG);
      return ctx.t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/photo`,
        payload: photo.payload,
        headers: { ...photo.headers, authorization: `Bearer ${ctx.tokens.admin}` },
      });
    };
    const uploaded = await uploadPhoto();
    const photoMail = await mail('Фото вашего букета');
    expectShopLayout(photoMail, 'Фото вашего букета');
    expect(photoMail.html).toContain(`src="https://shop.example${uploaded.json().photo_url}"`);
    expect((await ctx.t.app.inject({ method: 'GET', url: uploaded.json().photo_url })).headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(
      (await ctx.api.request('POST', `/api/orders/${orderId}/photo-response`, { token: ctx.tokens.anna, body: { approved: false, comment: 'Больше зелени' } }))
        .statusCode,
    ).toBe(200);
    const change = await mail(`Заказ №${orderId}: покупатель хочет изменить букет`);
    expectShopLayout(change, `Заказ №${orderId}: покупатель хочет изменить букет`);
    expect(change.text).toContain('Комментарий покупателя: Больше зелени');

    await stage(orderId, 'ready');
    // The florist makes the change and photographs it again: only then does the bouquet leave.
    expect((await uploadPhoto()).statusCode).toBe(200);
    await stage(orderId, 'out_for_delivery');
    const onItsWay = await mail(`Заказ №${orderId} передан курьеру`);
    expectShopLayout(onItsWay, `Заказ №${orderId} передан курьеру`);
    expect(onItsWay.text).not.toContain('Тверская');
    await stage(orderId, 'delivered');
    const delivered = await mail(`Заказ №${orderId} доставлен`);
    expectShopLayout(delivered, `Заказ №${orderId} доставлен`);
    expect(delivered.text).toContain(`ответьте на это письмо или напишите нам: ${SHOP_INFO.supportEmail}`);

    expect((await admin('POST', `/api/admin/orders/${orderId}/refund`, { reason: 'Букет завял' })).statusCode).toBe(200);
    expectShopLayout(await mail(`Возврат по заказу №${orderId}`), `Возврат по заказу №${orderId}`);
  });

  it('speaks of a pickup without delivery money, and tells the customer when to come', async () => {
    const orderId = await placeOrder(ctx, ctx.tokens.anna, { courier: false });
    for (const title of [`Заказ №${orderId} принят`]) {
      const read = await mail(title);
      expectShopLayout(read, title);
      expect(read.text).toContain(`Адрес самовывоза: ${SHOP_INFO.pickup.address}`);
      expect(read.text).not.toMatch(/доставк/i);
    }
    await approve(orderId, 0);
    const approved = await mail(`Заказ №${orderId} подтверждён`);
    expect(approved.text).toMatch(/К оплате: /);
    expect(approved.text).not.toMatch(/доставк/i);
    await payOrder(ctx, ctx.tokens.anna, orderId);
    await stage(orderId, 'assembling');
    await stage(orderId, 'ready');
    const ready = await mail(`Заказ №${orderId} готов к выдаче`);
    expectShopLayout(ready, `Заказ №${orderId} готов к выдаче`);
    expect(ready.text).toContain(SHOP_INFO.pickup.hours);
  });

  it('apologises for a rejection, an expiry and a cancellation by the shop, and tells a new total, each with how to reach the shop', async () => {
    const rejectedId = await placeOrder(ctx, ctx.tokens.anna);
    expect((await admin('POST', '/api/admin/reject-order', { order_id: rejectedId })).statusCode).toBe(200);
    const rejected = await mail(`Заказ №${rejectedId} отклонён`);
    expectShopLayout(rejected, `Заказ №${rejectedId} отклонён`);
    expect(rejected.text).toContain(`Напишите нам — подберём замену или другое время доставки: ${SHOP_INFO.supportEmail}, ${SHOP_INFO.phone}`);

    const expiredId = await placeOrder(ctx, ctx.tokens.anna);
    await approve(expiredId, 500);
    await ctx.t.app.get(DataSource).query(`UPDATE orders SET confirmed_at = now() - interval '73 hours' WHERE id = $1`, [expiredId]);
    await ctx.t.app.get(ExpireUnpaidOrders).execute();
    expectShopLayout(await mail(`Заказ №${expiredId} отменён`), `Заказ №${expiredId} отменён`);

    await ctx.api.request('POST', '/api/cart/add', { token: ctx.tokens.anna, body: { product_id: 1, quantity: 1 } });
    const twoLines = await placeOrder(ctx, ctx.tokens.anna);
    await approve(twoLines, 500);
    expect((await admin('DELETE', `/api/admin/products/1?orderId=${twoLines}&reason=${encodeURIComponent('Флорариум разбился при сборке')}`)).statusCode).toBe(
      204,
    );
    const lines = await mail(`Состав заказа №${twoLines} изменён`);
    expectShopLayout(lines, `Состав заказа №${twoLines} изменён`);
    expect(lines.text).toContain('Причина: Флорариум разбился при сборке');
    expect(lines.text).toContain('Теперь к оплате:');
    expect(lines.html).toContain(`href="https://shop.example/payment/order/${twoLines}"`);

    expect((await admin('DELETE', `/api/admin/orders/${twoLines}?reason=${encodeURIComponent('Не успеваем к выбранному дню')}`)).statusCode).toBe(204);
    const canceled = await mail(`Заказ №${twoLines} отменён магазином`);
    expectShopLayout(canceled, `Заказ №${twoLines} отменён магазином`);
    expect(canceled.text).toContain('Причина: Не успеваем к выбранному дню');
    expect(canceled.text).toContain(`напишите нам: ${SHOP_INFO.supportEmail}`);
  });

  it('lays out the password reset the same way, its link written out in the text part', async () => {
    expect((await ctx.api.request('POST', '/api/auth/forgot-password', { body: { email: 'anna@example.ru' } })).statusCode).toBe(200);
    const reset = await mail('Сброс пароля');
    expectShopLayout(reset, 'Сброс пароля');
    expect(reset.text).toMatch(/Задать новый пароль: https:\/\/shop\.example\/reset-password\?token=[\w-]+/);
  });
});
