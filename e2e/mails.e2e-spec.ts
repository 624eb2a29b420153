import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { api, logInThroughApi, SEEDED_ADMIN } from './support/api';
import { screenshot } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { advanceFulfilment, approveOrder, createOrder, payOrder, sendContact, uploadOrderPhoto } from './support/orders';
import { eventually } from './support/storefront';

// The shop's mails as customers see them: every HTML part of an order's mails from the running
// shop's outbox, opened in Chromium at a desktop mail client's width (600 px) and a phone's (390 px).

const run = Date.now().toString(36);
const customer = { email: `mails.${run}@example.ru`, username: `mails_${run}`, password: 'Monstera2026' };
const CONTACT = { name: 'Анна Петрова', phone: '+79161234567' };
const ADDRESS = 'ул. Остоженка, 12';
const WIDTHS = [600, 390] as const;

interface OutboxMail {
  readonly subject: string;
  readonly html: string;
}

/** The mails of the shop's outbox whose subject names one of these orders. */
async function mailsOf(orderIds: readonly number[]): Promise<OutboxMail[]> {
  const dir = path.join(process.env.SHOP_DATA_DIR ?? '', 'outbox');
  const parsed = await Promise.all(
    readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map((name) => simpleParser(readFileSync(path.join(dir, name)))),
  );
  return parsed
    .map((mail) => ({ subject: mail.subject ?? '', html: typeof mail.html === 'string' ? mail.html : '' }))
    .filter((mail) => orderIds.some((id) => new RegExp(`№${id}(?!\\d)`).test(mail.subject)) || mail.subject.startsWith('Фото вашего букета'));
}

/** Waits until the outbox holds a mail of each subject. */
function waitForSubjects(orderIds: readonly number[], subjects: readonly string[]): Promise<OutboxMail[]> {
  return eventually(
    () => mailsOf(orderIds),
    (mails) => subjects.every((subject) => mails.some((mail) => mail.subject.startsWith(subject))),
    { timeoutMs: 10_000, intervalMs: 100 },
  );
}

/** What a reader sees wrong: a picture that did not load (CORP, a wrong address) or a line wider than the screen. */
async function layoutProblems(page: Page, width: number): Promise<string[]> {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  return page.evaluate((viewport) => {
    const problems = Array.from(document.images)
      .filter((image) => image.naturalWidth === 0)
      .map((image) => `picture not loaded: ${image.src}`);
    if (document.documentElement.scrollWidth > viewport) problems.push(`wider than ${viewport} px: ${document.documentElement.scrollWidth}`);
    return problems;
  }, width);
}

describe('mails as customers and the florist see them', () => {
  const chromium = browserPerFile();

  it('lays out every mail of a courier and a pickup order at 600 and 390 px, logo and photo loaded from the shop', async () => {
    expect((await api('POST', '/api/auth/register', { body: customer })).status).toBeLessThan(300);
    const token = (await logInThroughApi(customer.email, customer.password)).token;
    const admin = (await logInThroughApi(SEEDED_ADMIN.email, SEEDED_ADMIN.password)).token;

    const courier = await createOrder(token, { products: [1, 3], courierAddress: ADDRESS });
    await sendContact(token, courier, CONTACT, ADDRESS, { recipient_name: 'Вера Соколова', card_text: 'С днём рождения!' });
    await approveOrder(admin, courier, 450.5);
    await payOrder(token, courier);
    await advanceFulfilment(admin, courier, 'assembling');
    await uploadOrderPhoto(
      admin,
      courier,
      await sharp({ create: { width: 600, height: 800, channels: 3, background: '#c0587a' } })
        .png()
        .toBuffer(),
    );
    await api('POST', `/api/orders/${courier}/photo-response`, { token, body: { approved: false, comment: 'Больше зелени' } });
    await advanceFulfilment(admin, courier, 'ready');
    // The customer asked for a change and no newer photo exists: the admin confirms sending it on as it is.
    for (const stage of ['out_for_delivery', 'delivered'] as const) await advanceFulfilment(admin, courier, stage, { override: true });

    const pickup = await createOrder(token, { products: [2, 4] });
    await sendContact(token, pickup, CONTACT);
    await api('DELETE', `/api/admin/products/4?orderId=${pickup}&reason=${encodeURIComponent('Этой позиции нет в наличии')}`, { token: admin });
    await api('DELETE', `/api/admin/orders/${pickup}?reason=${encodeURIComponent('Не успеваем собрать к выбранному дню')}`, { token: admin });

    const mails = await waitForSubjects(
      [courier, pickup],
      [
        `Заказ №${courier} принят`,
        `Новый заказ №${courier}`,
        `Заказ №${courier} подтверждён`,
        `Оплачен заказ №${courier}`,
        'Фото вашего букета',
        `Заказ №${courier}: покупатель хочет изменить букет`,
        `Заказ №${courier} доставлен`,
        `Состав заказа №${pickup} изменён`,
        `Заказ №${pickup} отменён магазином`,
      ],
    );
    const page = await chromium.open({ viewport: { width: 600, height: 900 }, locale: 'ru-RU' });
    const problems: string[] = [];
    for (const [index, mail] of mails.entries()) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.setContent(mail.html, { waitUntil: 'load' });
        problems.push(...(await layoutProblems(page, width)).map((problem) => `${mail.subject} at ${width}: ${problem}`));
        await screenshot(page, `mail-${String(index).padStart(2, '0')}-${width}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
