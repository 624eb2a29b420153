import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import { formatCustomerRoubles, formatRoubles, Money, type LoginResponseDto } from '@shop/domain';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { ARTIFACTS, DESKTOP, PHONE, screenshot } from './browser';

/** The consent lookup answers 'accepted' and the save is swallowed: no cookie banner in the way. */
export async function withConsentAccepted(context: BrowserContext): Promise<void> {
  await context.route('**/api/cookies/consent', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { accepted: true } }) : route.fulfill({ status: 204 }),
  );
}

/** The new-product banner counts as already shown in this browser session. */
export async function withoutNewProductBanner(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => window.sessionStorage.setItem('newProductBannerDismissed', 'true'));
}

/** A page of the shop with neither banner: for screenshots and checks of the page itself. */
export async function quietContext(context: BrowserContext): Promise<BrowserContext> {
  await withConsentAccepted(context);
  await withoutNewProductBanner(context);
  return context;
}

/** Resolves once every message task queued so far (React's scheduler) has run; not affected by page.clock. */
export function flushReact(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      }),
  );
}

/**
 * Stops the page's installed clock a little ahead of its own time and returns that instant. The
 * page's time runs on while the test asks for it, so on a slow machine the target may already have
 * passed by the time the pause arrives: then it asks again.
 */
export async function pauseClockAhead(page: Page, aheadMs: number): Promise<number> {
  for (;;) {
    const target = (await page.evaluate(() => Date.now())) + aheadMs;
    const paused = await page.clock.pauseAt(target).then(
      () => true,
      (error: Error) => (error.message.includes('Cannot fast-forward to the past') ? false : Promise.reject(error)),
    );
    if (paused) return target;
  }
}

/** The tests' one way to wait for what happens on its own time, shared with the HTTP tests. */
export { eventually } from '../../adapters/test/support/eventually';

/**
 * Loads a page (`load`: a goto or a reload) and resolves once the overlays have decided: the cookie
 * consent lookup is answered, React has acted on it and any banner chunk that decision asked for
 * is in. A banner absent after this is absent, not late.
 */
export async function overlaysDecided(page: Page, load: () => Promise<unknown>): Promise<void> {
  const lookup = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/cookies/consent' && response.request().method() === 'GET');
  await load();
  await lookup;
  await flushReact(page);
  await page.waitForLoadState('networkidle');
  await flushReact(page);
}

/** Resolves once every animation and transition running in the page has finished (a card sliding in). */
export function animationsFinished(page: Page): Promise<void> {
  return page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
  });
}

/** Text with the no-break spaces Intl puts in prices turned into plain spaces. */
export const plainSpaces = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/**
 * Scrolls through the page, a frame at each stop, so what appears on being scrolled near is in
 * place for a full-page screenshot, then loads every picture and waits for each to load or fail.
 */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await nextFrame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    const pending = Array.from(document.images).filter((img) => !img.complete);
    for (const img of pending) img.loading = 'eager';
    await Promise.all(
      pending.map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
      ),
    );
  });
}

/** A signed-in visitor as far as the browser knows (spec §3: a stored token); the cart badge call is answered. */
export async function withStoredToken(context: BrowserContext, token = 'e2e-token'): Promise<void> {
  await context.addInitScript((value) => {
    window.localStorage.setItem('token', value);
    window.localStorage.setItem('user_id', '1');
    window.sessionStorage.setItem('token', value);
  }, token);
  await context.route('**/api/cart/count', (route) => route.fulfill({ json: { count: 0 } }));
}

/** What the visitor sees right now (for dialogs and fixed banners, where a full-page shot misleads). */
export async function viewportScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/** An element's text with plain spaces. */
export const textOf = async (locator: Locator) => plainSpaces(await locator.textContent());

/** The values of a definition list whose rows are <div><dt/><dd/></div>: { term: description }. */
export async function definitions(list: Locator): Promise<Record<string, string>> {
  const rows = await list.locator(':scope > div').all();
  const entries = await Promise.all(rows.map(async (row) => [await textOf(row.locator('dt')), await textOf(row.locator('dd'))] as const));
  return Object.fromEntries(entries);
}

/** An amount as the admin's and the payment page write it, with plain spaces: '8 450,50 ₽', '8 000,00 ₽'. */
export const rub = (roubles: number) => plainSpaces(formatRoubles(Money.ofRoubles(roubles), { decimals: 2 }));

/** An amount as the customer's other pages write it, with plain spaces: '8 000 ₽', '8 450,50 ₽'. */
export const customerRub = (roubles: number) => plainSpaces(formatCustomerRoubles(Money.ofRoubles(roubles)));

/** Signed in as the server's login answered: token, user_id and role where spec §3 'Client storage' keeps them. */
export async function withSession(context: BrowserContext, login: LoginResponseDto): Promise<void> {
  await context.addInitScript((session) => {
    if (window.localStorage.getItem('token')) return;
    window.localStorage.setItem('token', session.token);
    window.localStorage.setItem('user_id', String(session.id));
    window.localStorage.setItem('role', session.role);
    window.sessionStorage.setItem('token', session.token);
    window.sessionStorage.setItem('user_id', String(session.id));
  }, login);
}

/** A browser context's set-up for a signed-in visitor: quiet, with the session in storage. */
export const signedInContext =
  (login: LoginResponseDto) =>
  async (context: BrowserContext): Promise<void> => {
    await quietContext(context);
    await withSession(context, login);
  };

/** Full-page shots '<name>-desktop' and '<name>-phone', lazy pictures loaded, from the top; `check` runs at each size. */
export async function screenshotBoth(page: Page, name: string, check?: () => Promise<void>): Promise<void> {
  for (const [viewport, size] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    await page.setViewportSize(viewport);
    await loadLazyImages(page);
    await check?.();
    await screenshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(DESKTOP);
}
