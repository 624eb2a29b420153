import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { INVALID_PHONE_MESSAGE, PASSWORD_STRENGTH_LABELS, RESET_PASSWORD_MESSAGES } from '@shop/domain';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, shopUrl } from './support/browser';
import { SEEDED_ADMIN } from './support/api';
import { browserPerFile } from './support/browser-per-file';
import { eventually, quietContext, screenshotBoth } from './support/storefront';

const run = Date.now().toString(36);
const customer = {
  email: `buyer.${run}@example.ru`,
  username: `buyer_${run}`,
  password: 'Monstera2026',
  newPassword: 'Ficus-Lyrata-2027',
};

async function logIn(page: Page, identifier: string, password: string, url = '/login'): Promise<void> {
  await page.goto(shopUrl(url));
  await field(page, 'Логин или email').fill(identifier);
  await field(page, 'Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** A form field by its exact label (password inputs count as text boxes too). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function storedSession(page: Page) {
  return page.evaluate(() => ({
    local: ['token', 'user_id', 'role'].map((key) => window.localStorage.getItem(key)),
    session: ['token', 'user_id'].map((key) => window.sessionStorage.getItem(key)),
  }));
}

// ---- The outbox: the server writes each e-mail as an .eml file (adapters/src/mail/outbox.mailer.ts).

function outboxDir(): string {
  const dataDir = process.env.SHOP_DATA_DIR;
  if (!dataDir) throw new Error('SHOP_DATA_DIR is not set: run through e2e/jest.config.js');
  return path.join(dataDir, 'outbox');
}

function outboxFiles(): string[] {
  try {
    return readdirSync(outboxDir()).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
}

/** Waits for an .eml that was not there before and returns the newest one's text. */
async function newestMail(before: readonly string[]): Promise<string> {
  const fresh = await eventually(
    () => outboxFiles().filter((name) => !before.includes(name)),
    (names) => names.length > 0,
    { timeoutMs: 15_000, intervalMs: 200 },
  );
  const newest = fresh.map((name) => path.join(outboxDir(), name)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  return readFileSync(newest, 'utf8');
}

function decodeQuotedPrintable(body: string): string {
  const text = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The bodies of every MIME part, decoded from base64 or quoted-printable. */
function decodedParts(eml: string): string[] {
  return eml.split(/\r?\n--[^\r\n]+\r?\n/).map((part) => {
    const [head, ...rest] = part.split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
    return body;
  });
}

function resetLinkIn(eml: string): URL {
  for (const part of decodedParts(eml)) {
    const match = /https?:\/\/[^\s"'<>]+\/reset-password\?token=[^\s"'<>&]+/.exec(part);
    if (match) return new URL(match[0]);
  }
  throw new Error(`no reset link in the e-mail:\n${eml.slice(0, 2000)}`);
}

describe('accounts: register, log in, profile, password reset, guards', () => {
  const chromium = browserPerFile();
  // A fresh browser profile, with neither the cookie banner nor the new-product banner over the forms.
  const visitor = (viewport = DESKTOP) => chromium.open({ viewport, locale: 'ru-RU' }, quietContext);

  it('registers, logs in, edits the profile (a bad phone is refused) and logs out', async () => {
    const page = await visitor();

    await page.goto(shopUrl('/'));
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Войти' }).waitFor();
    await header.getByRole('link', { name: 'Регистрация' }).click();
    await page.getByRole('heading', { name: 'Регистрация' }).waitFor();

    await field(page, 'Email').fill(customer.email);
    await field(page, 'Имя пользователя').fill(customer.username);
    await field(page, 'Пароль').fill('monstera');
    await expect(page.getByTestId('password-strength').textContent()).resolves.toContain(PASSWORD_STRENGTH_LABELS.medium);
    await field(page, 'Пароль').fill(customer.password);
    await expect(page.getByTestId('password-strength').textContent()).resolves.toContain(PASSWORD_STRENGTH_LABELS.strong);
    await field(page, 'Повторите пароль').fill(`${customer.password}!`);
    await page.getByRole('button', { name: 'Показать пароль' }).click();
    expect(await field(page, 'Пароль').getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Скрыть пароль' }).click();
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    const mismatch = page.getByText('Пароли не совпадают');
    await mismatch.waitFor();
    // The message is tied to its field for screen readers.
    const confirm = field(page, 'Повторите пароль');
    expect(await confirm.getAttribute('aria-invalid')).toBe('true');
    expect(await confirm.getAttribute('aria-describedby')).toContain(await mismatch.getAttribute('id'));
    await screenshotBoth(page, 'account-register');

    await confirm.fill(customer.password);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    const popup = page.getByRole('dialog', { name: 'Регистрация прошла успешно' });
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Перейти ко входу' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    // Wrong password first: the server's Russian message.
    await field(page, 'Логин или email').fill(customer.username);
    await field(page, 'Пароль').fill('wrong-password');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.getByRole('alert').getByText('Неверный логин или пароль').waitFor();
    await screenshotBoth(page, 'account-login');

    await field(page, 'Пароль').fill(customer.password);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByTestId('profile-view').getByText(customer.email).waitFor();
    const stored = await storedSession(page);
    expect(stored.local[0]).toBeTruthy();
    expect(stored.local.slice(1)).toEqual([expect.stringMatching(/^\d+$/), 'user']);
    expect(stored.session).toEqual(stored.local.slice(0, 2));
    await header.getByRole('link', { name: 'Профиль' }).waitFor();
    await header.getByRole('button', { name: 'Выйти' }).waitFor();
    expect(await page.getByRole('link', { name: 'Панель администратора' }).count()).toBe(0);
    await screenshotBoth(page, 'account-profile-view');

    await page.getByRole('button', { name: 'Редактировать' }).click();
    await field(page, 'Телефон').fill('8 (999) 123-45');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText(INVALID_PHONE_MESSAGE).waitFor();
    expect(await field(page, 'Телефон').getAttribute('aria-invalid')).toBe('true');
    await screenshotBoth(page, 'account-profile-edit');

    await field(page, 'ФИО').fill('Иванова Анна');
    await field(page, 'Телефон').fill('+79991234567');
    await field(page, 'Telegram').fill('@anna_plants');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Данные обновлены!').waitFor();
    // 3 s later the page is back in view mode with the saved values.
    const view = page.getByTestId('profile-view');
    await view.waitFor({ timeout: 6000 });
    await view.getByText('+79991234567').waitFor();
    await view.getByText('Иванова Анна').waitFor();
    expect(await page.getByText('Данные обновлены!').count()).toBe(0);

    // The small-screen menu: Профиль, Помощь, Выйти and the social links.
    await page.setViewportSize(PHONE);
    await header.getByRole('button', { name: 'Меню' }).click();
    const menu = page.locator('#sh-account-menu');
    await menu.getByRole('link', { name: 'Профиль' }).waitFor();
    await menu.getByRole('link', { name: 'Помощь' }).waitFor();
    await menu.getByRole('link', { name: 'ВКонтакте' }).waitFor();
    await screenshot(page, 'header-menu-phone');
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    await page.setViewportSize(DESKTOP);

    const refreshCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'shop_refresh');
    expect(refreshCookie?.httpOnly).toBe(true);
    await header.getByRole('button', { name: 'Выйти' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await header.getByRole('link', { name: 'Войти' }).waitFor();
    expect(await storedSession(page)).toEqual({ local: [null, null, null], session: [null, null] });
    // Logout revoked the refresh token: replayed, it cannot buy a new access token any more.
    const replay = await fetch(shopUrl('/api/auth/refresh'), {
      method: 'POST',
      headers: { cookie: `shop_refresh=${refreshCookie?.value}` },
    });
    expect(replay.status).toBe(401);
  });

  it('resets a forgotten password through the link in the e-mail and logs in with the new one', async () => {
    const page = await visitor();
    await page.goto(shopUrl('/login'));
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await page.getByRole('heading', { name: 'Восстановление пароля' }).waitFor();

    const before = outboxFiles();
    await field(page, 'Email').fill(customer.email.toUpperCase());
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await page.getByText('Ссылка для сброса пароля отправлена на ваш email.').waitFor();

    const link = resetLinkIn(await newestMail(before));
    const resetUrl = shopUrl(`${link.pathname}${link.search}`);
    await page.goto(resetUrl);
    await page.getByRole('heading', { name: 'Смена пароля' }).waitFor();
    const submit = page.getByRole('button', { name: 'Сохранить пароль' });
    expect(await submit.isDisabled()).toBe(true);
    await field(page, 'Новый пароль').fill('ficus');
    await field(page, 'Повторите пароль').fill('ficus');
    expect(await submit.isDisabled()).toBe(true);
    await screenshotBoth(page, 'account-reset-checklist');

    await field(page, 'Новый пароль').fill(customer.newPassword);
    await field(page, 'Повторите пароль').fill(customer.newPassword);
    expect(await page.locator('.shop-checklist__item--passed').count()).toBe(5);
    expect(await submit.isEnabled()).toBe(true);
    await screenshotBoth(page, 'account-reset');
    await submit.click();
    await page.getByRole('status').getByText('Пароль успешно изменён').waitFor();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 8000 });

    // The link works once only.
    const again = await page.context().newPage();
    await again.goto(resetUrl);
    await field(again, 'Новый пароль').fill('Another-Pass-1');
    await field(again, 'Повторите пароль').fill('Another-Pass-1');
    await again.getByRole('button', { name: 'Сохранить пароль' }).click();
    await again.getByRole('alert').getByText('недействительна').waitFor();
    await again.close();

    await logIn(page, customer.email, customer.password);
    await page.getByRole('alert').getByText('Неверный логин или пароль').waitFor();
    await field(page, 'Пароль').fill(customer.newPassword);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByTestId('profile-view').getByText(customer.username).waitFor();
  });

  it('warns when the reset link has no token', async () => {
    const page = await visitor();
    await page.goto(shopUrl('/reset-password'));
    await page.getByRole('alert').getByText(RESET_PASSWORD_MESSAGES.tokenMissing).waitFor();
  });

  it('follows ?redirect= only to paths of this site', async () => {
    const page = await visitor();
    const origin = new URL(shopUrl('/')).origin;
    for (const target of ['https://evil.example', '//evil.example/path', '/\\evil.example']) {
      await logIn(page, customer.username, customer.newPassword, `/login?redirect=${encodeURIComponent(target)}`);
      await page.waitForURL((url) => url.pathname === '/profile');
      expect(new URL(page.url()).origin).toBe(origin);
    }
    await logIn(page, customer.username, customer.newPassword, '/login?redirect=%2Fproducts%2Fplants');
    await page.waitForURL((url) => url.pathname === '/products/plants');
  });

  it('lets only administrators through the admin guard', async () => {
    const page = await visitor(PHONE);
    // Signed out on a phone: the menu icon leads to /login; /admin/orders does too.
    await page.goto(shopUrl('/'));
    await page.getByRole('banner').getByRole('link', { name: 'Войти' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto(shopUrl('/admin/orders'));
    await page.waitForURL((url) => url.pathname === '/login');

    await logIn(page, customer.username, customer.newPassword);
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.goto(shopUrl('/admin/orders'));
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Вход' }).waitFor();

    const adminPage = await visitor();
    // The owner starts on the dashboard, after signing in and from the profile's button alike.
    await logIn(adminPage, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await adminPage.waitForURL((url) => url.pathname === '/admin/dashboard');
    await adminPage.goto(shopUrl('/profile'));
    await adminPage.getByRole('link', { name: 'Панель администратора' }).click();
    // The guard answers, then the admin screen (whatever its heading) replaces its message.
    await adminPage.locator('main h1').waitFor();
    expect(await adminPage.getByText('Проверка прав администратора…').count()).toBe(0);
    expect(pathOf(adminPage)).toBe('/admin/dashboard');
  });

  it('renews an expired access token once and carries on', async () => {
    const page = await visitor();
    await logIn(page, customer.username, customer.newPassword);
    await page.waitForURL((url) => url.pathname === '/profile');
    // Stand-in for a token past its 15 minutes: the server refuses it, the refresh cookie still works.
    await page.evaluate(() => {
      window.localStorage.setItem('token', 'expired.token.value');
      window.sessionStorage.setItem('token', 'expired.token.value');
    });
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/refresh')) refreshes.push(request.method());
    });
    await page.reload();
    await page.getByTestId('profile-view').getByText(customer.username).waitFor();
    expect(refreshes).toEqual(['POST']);
    expect((await storedSession(page)).local[0]).not.toBe('expired.token.value');

    // With the refresh token revoked too, the session ends and /login opens.
    expect((await page.request.post(shopUrl('/api/auth/logout'))).status()).toBe(204);
    await page.evaluate(() => window.localStorage.setItem('token', 'expired.token.value'));
    await page.goto(shopUrl('/profile'));
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/profile');
    expect((await storedSession(page)).local).toEqual([null, null, null]);
  });
});
