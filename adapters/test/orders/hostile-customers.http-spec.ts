import type { Notification } from '@shop/application';
import { DataSource } from 'typeorm';
import { multipart, PNG } from '../support/multipart';
import { contactRequest, payOrder, placeOrder, telegramOutbox } from '../support/order-journey';
import { queuedJobs, settledJobs } from '../support/queued-jobs';
import { useTestApp } from '../support/test-context';
import { outboxMessages } from '../accounts/outbox';

const SHOP_EMAIL = 'florist@shop.example';
const VICTIM = 'victim@third-party.test';
const PRIZE = 'ВЫИГРЫШ 1 000 000 ₽! Заберите на http://evil.example/prize';

describe('a hostile customer cannot make the shop speak for them', () => {
  const ctx = useTestApp({
    env: { PUBLIC_URL: 'https://shop.example', SHOP_NOTIFY_EMAIL: SHOP_EMAIL, RATE_LIMIT_SCALE: '1' },
    customers: ['anna', 'boris'],
    admin: true,
  });
  const mails = () => outboxMessages(ctx.t.config.mail.outboxDir);
  const alerts = (orderId: number) =>
    telegramOutbox(ctx.t.config.shopAlerts.telegramOutboxDir).filter(
      (alert) => alert.text.includes(`заказ №${orderId}`) || alert.text.includes(`Заказ №${orderId}`),
    );
  const admin = (method: 'GET' | 'POST', url: string, body?: unknown) => ctx.api.request(method, url, { token: ctx.tokens.admin, body });

  it('100 answers to the bouquet photo in a burst: 10 taken, the rest 429 with Retry-After, and the shop alerted once', async () => {
    const orderId = await placeOrder(ctx, ctx.tokens.anna);
    expect((await admin('POST', '/api/admin/approve-order', { order_id: orderId, delivery_price: 500 })).statusCode).toBe(200);
    await payOrder(ctx, ctx.tokens.anna, orderId);
    expect((await admin('POST', `/api/admin/orders/${orderId}/fulfilment`, { stage: 'assembling' })).statusCode).toBe(200);
    const photo = multipart('bouquet.png', 'image/png', PNG);
    const uploaded = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/photo`,
      payload: photo.payload,
      headers: { ...photo.headers, authorization: `Bearer ${ctx.tokens.admin}` },
    });
    expect(uploaded.statusCode).toBe(200);
    await settledJobs(ctx.t.app.get(DataSource), 'deliver-notification');
    const mailsBefore = mails().length;

    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        ctx.api.request('POST', `/api/orders/${orderId}/photo-response`, {
          token: ctx.tokens.anna,
          body: { approved: false, comment: `Переделайте, вариант ${i}` },
        }),
      ),
    );
    const taken = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect([taken.length, refused.length]).toEqual([10, 90]);
    // The counts stay the shop's own: no answer names its limit or what is left of it.
    for (const answer of answers) expect(Object.keys(answer.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
    for (const answer of refused) {
      expect(answer.json()).toEqual({ error: 'Слишком много запросов. Попробуйте позже.' });
      // Seconds until the minute's window ends (rounded up).
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(61);
    }
    // Counted per customer: another customer at the same address is not held back (their answer finds no order of theirs).
    expect((await ctx.api.request('POST', `/api/orders/${orderId}/photo-response`, { token: ctx.tokens.boris, body: { approved: true } })).statusCode).toBe(
      404,
    );

    await settledJobs(ctx.t.app.get(DataSource), 'deliver-notification');
    const changeAlerts = alerts(orderId).filter((alert) => alert.text.startsWith(`Заказ №${orderId}: покупатель хочет изменить букет`));
    expect(changeAlerts).toHaveLength(1);
    const newMails = mails().slice(mailsBefore);
    expect(newMails.filter((mail) => mail.includes(`To: ${SHOP_EMAIL}`))).toHaveLength(1);
    expect(newMails).toHaveLength(1);
    // The admin's card shows the latest answer that got through.
    const paid = (await admin('GET', '/api/admin/orders/paid')).json().find((order: { order_id: number }) => order.order_id === orderId);
    expect(paid).toMatchObject({ photo_approved: false, photo_comment: expect.stringMatching(/^Переделайте, вариант \d+$/) });
  });

  it("5 contact steps with a stranger's e-mail and a spam card text: nothing mailed to the stranger, one alert to the shop, the card marked changed", async () => {
    const orderId = await placeOrder(ctx, ctx.tokens.boris);
    for (let i = 0; i < 5; i++) {
      const { url, body } = contactRequest(orderId, {}, { email: VICTIM, card_text: PRIZE, recipient_name: 'Выигрыш Миллион' });
      expect((await ctx.api.request('POST', url, { token: ctx.tokens.boris, body })).statusCode).toBe(200);
    }
    await settledJobs(ctx.t.app.get(DataSource), 'deliver-notification');
    const all = mails();
    expect(all.filter((mail) => mail.includes(VICTIM))).toEqual([]);
    expect(all.filter((mail) => mail.includes('evil.example'))).toHaveLength(0);
    const aboutOrder = all.filter((mail) => mail.includes(`№${orderId}`));
    expect(aboutOrder.map((mail) => /^To: (.+)$/m.exec(mail)?.[1]).sort()).toEqual(['boris@example.ru', SHOP_EMAIL]);
    expect(alerts(orderId)).toHaveLength(1);

    const pending = (await admin('GET', '/api/admin/orders/pending')).json().find((order: { order_id: number }) => order.order_id === orderId);
    expect(pending).toMatchObject({ customer_email: VICTIM, card_text: PRIZE, contact_changed_at: expect.any(String) });
    const queued = await queuedJobs<Notification>(ctx.t.app.get(DataSource), 'deliver-notification');
    expect(queued.filter(({ data }) => data.channel === 'mail' && data.message.to === VICTIM)).toEqual([]);
  });
});
