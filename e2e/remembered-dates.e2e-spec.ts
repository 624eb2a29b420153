import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { PgBoss } from 'pg-boss';
import { addDays, formatDayAndMonth, moscowDateTime, MONTH_NAMES } from '@shop/domain';
import { JOB_QUEUE_SCHEMA } from '../adapters/src/jobs/job-queue-schema';
import { registerAndLogIn } from './support/api';
import { DESKTOP, PHONE, screenshot, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { createOrder } from './support/orders';
import { eventually, signedInContext, quietContext, textOf } from './support/storefront';

// «Памятные даты» in the profile at both sizes, the daily job's reminder found in the outbox with
// its List-Unsubscribe headers, and its unsubscribe link opened without signing in.

const run = Date.now().toString(36);
const customer = { email: `dates.${run}@example.ru`, username: `dates_${run}`, password: 'Monstera2026' };
const TITLE = 'День рождения мамы';

/** The day of the year three Moscow days from now: the one the job reminds of today. */
const soon = () => {
  const date = addDays(moscowDateTime(new Date()).date, 3);
  return { day: Number(date.slice(8, 10)), month: Number(date.slice(5, 7)) };
};

/** The reminder of TITLE to this customer (parsed, and its raw header lines), once the outbox holds it. */
async function reminderMail(): Promise<{ readonly mail: ParsedMail; readonly raw: string }> {
  const dir = path.join(process.env.SHOP_DATA_DIR ?? '', 'outbox');
  return eventually(
    async () => {
      const mails = await Promise.all(
        readdirSync(dir)
          .filter((name) => name.endsWith('.eml'))
          .map(async (name) => {
            const raw = readFileSync(path.join(dir, name), 'utf8');
            return { mail: await simpleParser(raw), raw };
          }),
      );
      return mails.find(({ mail }) => mail.subject?.startsWith(`Скоро: ${TITLE}`) && JSON.stringify(mail.to ?? '').includes(customer.email));
    },
    { timeoutMs: 20_000, intervalMs: 200 },
  );
}

/** One tick of the daily job, as the cron would send it; one replica takes it. */
async function tickReminderJob(): Promise<void> {
  const boss = new PgBoss({
    connectionString: process.env.SHOP_DATABASE_URL,
    schema: JOB_QUEUE_SCHEMA,
    max: 1,
    migrate: false,
    schedule: false,
    supervise: false,
  });
  await boss.start();
  try {
    await eventually(() => boss.send('remind-memorable-dates', {}), { timeoutMs: 20_000 });
  } finally {
    await boss.stop({ graceful: false });
  }
}

describe('remembered dates', () => {
  const chromium = browserPerFile();

  it('adds a date in the profile, mails its reminder three days before with one-click unsubscribe, and the link unsubscribes without signing in', async () => {
    const login = await registerAndLogIn(customer);
    const orderId = await createOrder(login.token, { products: [1] });
    const { day, month } = soon();

    // Desktop: add the date through the form.
    const desktop = await chromium.open({ viewport: DESKTOP }, signedInContext(login));
    await desktop.goto(shopUrl('/profile'));
    const section = desktop.getByTestId('remembered-dates');
    await section.getByRole('heading', { name: 'Памятные даты' }).waitFor();
    await section.getByText('Пока ни одной даты.', { exact: false }).waitFor();
    await section.getByRole('button', { name: 'Добавить дату' }).click();
    await section.getByRole('button', { name: 'Сохранить' }).click();
    await section.getByText('Укажите, что за дата: например, «День рождения мамы»').waitFor();
    await section.getByLabel('Что за дата').fill(TITLE);
    await section.getByLabel('День').selectOption(String(day));
    await section.getByLabel('Месяц').selectOption({ label: MONTH_NAMES[month - 1] });
    await section.getByLabel('Кому цветы').fill('Мама');
    await section.getByRole('button', { name: 'Сохранить' }).click();
    const item = section.getByRole('listitem').filter({ hasText: TITLE });
    await item.waitFor();
    expect(await textOf(item.locator('.shop-dates__day'))).toBe(formatDayAndMonth({ day, month }));
    await expect(section.getByRole('checkbox', { name: 'Присылать напоминания на почту' }).isChecked()).resolves.toBe(true);
    await screenshot(desktop, 'remembered-dates-profile-desktop');

    // Phone: the list and the edit form fit the screen.
    const phone = await chromium.open({ viewport: PHONE }, signedInContext(login));
    await phone.goto(shopUrl('/profile'));
    const phoneSection = phone.getByTestId('remembered-dates');
    await phoneSection.getByRole('listitem').filter({ hasText: TITLE }).getByRole('button', { name: 'Изменить' }).click();
    await phoneSection.getByLabel('Что за дата').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'remembered-dates-profile-phone');

    // Saved within its three days, the date was mailed as it was saved; a tick of the daily job adds no second mail.
    await tickReminderJob();
    const { mail, raw } = await reminderMail();
    expect(mail.text).toContain(`Через 3 дня, ${formatDayAndMonth({ day, month })}, — ${TITLE}.`);
    expect(mail.text).toContain(`Ваш последний заказ №${orderId}:`);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(/^List-Unsubscribe:\s+<([^>]+)>/m.exec(raw)?.[1]).toMatch(/\/api\/date-reminders\/unsubscribe\?token=\d+\.[\w-]+$/);
    const link = /Отписаться от напоминаний: (\S+)/.exec(mail.text ?? '')?.[1] ?? '';
    expect(new URL(link).pathname).toBe('/reminders/unsubscribe');

    // The mail's link in a browser that is not signed in, at both sizes.
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const page = await chromium.open({ viewport }, quietContext);
      await page.goto(link);
      await page.getByRole('heading', { name: 'Вы отписались от напоминаний' }).waitFor();
      await page.getByText('Мы больше не будем присылать письма о ваших памятных датах.', { exact: false }).waitFor();
      await screenshot(page, `remembered-dates-unsubscribed-${name}`);
      if (name === 'desktop') {
        await page.getByRole('button', { name: 'Подписаться снова' }).click();
        await page.getByRole('heading', { name: 'Вы снова подписаны' }).waitFor();
        await screenshot(page, 'remembered-dates-resubscribed-desktop');
      }
    }
    await desktop.reload();
    await expect(desktop.getByTestId('remembered-dates').getByRole('checkbox', { name: 'Присылать напоминания на почту' }).isChecked()).resolves.toBe(true);

    // The mail itself as a phone's mail client shows it.
    const reader = await chromium.open({ viewport: PHONE, locale: 'ru-RU' });
    await reader.setContent(String(mail.html), { waitUntil: 'load' });
    expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(reader, 'remembered-dates-mail-phone');
  });
});
