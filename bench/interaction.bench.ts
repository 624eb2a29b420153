// `npm run bench:interaction`: presses on a phone against the built shop. Headless Chromium at
// 390×844 (touch, DPR 1.75 as Lighthouse's mobile profile) with the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate, set before each navigation); every try is a fresh page of a
// context whose assets an earlier warm-up load cached (a returning customer). Each control is
// tapped as soon as it is visible after DOMContentLoaded. For each press: the time from the press
// to its visible answer (the frame in which the answer is on the page, across a navigation too),
// LOST when nothing answers within 5 s, and the longest Event Timing `event` entry of the press
// (INP-like; durationThreshold 16), and for context the time from the pressed page's navigation
// start to the answer (a busy page takes the tap later too). Each press is also made by a visitor
// who looks first: LOOK_MS after the load event, when the page has had its idle moment. Then the
// kept states that must show without a press, and each page's LCP and CLS at the same profile.
// Prints a table, writes bench/results/interaction.json and exits 1 listing every miss.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import * as path from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { remoteHydratedAttribute } from '@shop/domain';
import { startThrowawayShopServer, type ShopServer } from '../e2e/support/shop-server';
import { reportMisses, runBench } from './bench-outcome';

const TRIES = 3;
const BUDGET_MS = 200;
const LOST_MS = 5000;
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'ru-RU' };
/** After the answer, the time the page gets to report the press's Event Timing entries (they follow the next paint). */
const ENTRIES_SETTLE_MS = 300;
/** A kept choice must not show the cookie banner at any moment of this long after the load event. */
const KEPT_WATCH_MS = 1000;
/** A visitor who looks at the page before pressing: the press comes this long after the load event. */
const LOOK_MS = 1000;
const LCP_PAGES = ['/', '/products/plants', '/product/1', '/constructor'];
const WARM_UP_PAGES = [...LCP_PAGES, '/login'];
const STATE_KEY = '__bench_interaction';

/** An element to find: the first visible match of `selector` (whose text holds `text`, when given). */
interface Target {
  readonly selector: string;
  readonly text?: string;
}

/** What the visitor sees when the press has been answered; every part given must hold. */
interface Answer {
  /** The page's path. */
  readonly path?: string;
  /** An element that is visible. */
  readonly shows?: Target;
  /** No visible element matches (checked on a parsed document only). */
  readonly hides?: string;
  /** There is at least one visible match, and every visible match holds the text. */
  readonly allHold?: Target;
}

/** The state the page script keeps in session storage: it outlives a navigation of the tab. */
interface ProbeState {
  readonly answer: Answer;
  /** Measure from the next document's navigation start instead of from a press. */
  readonly fromNavigation?: boolean;
  /** A selector that must never be visible; `seenAt` when it was. */
  readonly never?: string;
  pressAt?: number;
  /** The pressed document's navigation start (wall clock), as pressAt. */
  pressOrigin?: number;
  pressTimeStamp?: number;
  pressDocument?: string;
  answerAt?: number;
  answerDocument?: string;
  seenAt?: number;
}

interface EventEntry {
  readonly name: string;
  readonly startTime: number;
  readonly duration: number;
  readonly interactionId: number;
}

interface ProbeWindow {
  __benchDocument: string;
  __benchEvents: EventEntry[];
  __benchLcp: number;
  __benchCls: number;
}

/**
 * Runs in every document before the page's own scripts: records the press (pointerdown or key),
 * watches for the armed answer with a MutationObserver and stamps the frame it shows in, keeps the
 * Event Timing entries, LCP and CLS. Self-contained: Playwright sends it as text.
 */
function probe(stateKey: string): void {
  const win = window as unknown as Window & ProbeWindow;
  win.__benchDocument = Math.random().toString(36).slice(2);
  win.__benchEvents = [];
  win.__benchLcp = 0;
  win.__benchCls = 0;
  // The new-product announcement is dismissed, as a returning customer's is: it would cover controls.
  if (!sessionStorage.getItem('newProductBannerDismissed')) sessionStorage.setItem('newProductBannerDismissed', 'true');

  const read = (): ProbeState | null => JSON.parse(sessionStorage.getItem(stateKey) ?? 'null') as ProbeState | null;
  const write = (state: ProbeState) => sessionStorage.setItem(stateKey, JSON.stringify(state));
  // Opacity is not asked: an answer that fades in (a toast) shows from its first frame.
  const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0;
  const matches = (target: { selector: string; text?: string }) =>
    Array.from(document.querySelectorAll(target.selector)).filter(
      (element) => visible(element) && (target.text === undefined || (element.textContent ?? '').toLowerCase().includes(target.text.toLowerCase())),
    );
  const answered = (answer: Answer): boolean => {
    if (answer.path !== undefined && location.pathname !== answer.path) return false;
    if (answer.shows && matches(answer.shows).length === 0) return false;
    if (answer.hides !== undefined && (document.readyState === 'loading' || matches({ selector: answer.hides }).length > 0)) return false;
    if (answer.allHold) {
      const all = Array.from(document.querySelectorAll(answer.allHold.selector)).filter(visible);
      if (all.length === 0 || matches(answer.allHold).length !== all.length) return false;
    }
    return true;
  };

  const onInput = (event: Event) => {
    const state = read();
    if (!state || state.fromNavigation || state.answerAt !== undefined) return;
    state.pressAt = performance.timeOrigin + event.timeStamp;
    state.pressOrigin = performance.timeOrigin;
    state.pressTimeStamp = event.timeStamp;
    state.pressDocument = win.__benchDocument;
    write(state);
  };
  for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, onInput, { capture: true, passive: true });

  // Checked once in the frame after the DOM changed, among its animation callbacks just before it
  // paints (checking on every mutation would add layouts to the very work being measured), and in
  // every frame while an answer is awaited: a style can show it with no change to the DOM.
  let frameAsked = false;
  const checkInFrame = () => {
    frameAsked = false;
    const state = read();
    if (!state) return;
    let changed = false;
    if (state.never && state.seenAt === undefined && matches({ selector: state.never }).length > 0) {
      state.seenAt = performance.now();
      changed = true;
    }
    if (state.pressAt !== undefined && state.answerAt === undefined && answered(state.answer)) {
      state.answerAt = performance.timeOrigin + performance.now();
      state.answerDocument = win.__benchDocument;
      changed = true;
    }
    if (changed) write(state);
    if (state.pressAt !== undefined && state.answerAt === undefined) check();
  };
  const check = () => {
    if (frameAsked || sessionStorage.getItem(stateKey) === null) return;
    frameAsked = true;
    requestAnimationFrame(checkInFrame);
  };
  const arrived = read();
  if (arrived?.fromNavigation && arrived.pressAt === undefined) write({ ...arrived, pressAt: performance.timeOrigin });
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  document.addEventListener('readystatechange', check);
  (win as unknown as { __benchCheck: () => void }).__benchCheck = check;

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
      win.__benchEvents.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId ?? 0 });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) win.__benchLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!entry.hadRecentInput) win.__benchCls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

interface Press {
  readonly name: string;
  readonly page: string;
  /** Signed out, with the cookie choice made, unless `firstVisit` (no consent on record). */
  readonly firstVisit?: boolean;
  /** Pressed (tapped) as soon as it is visible after DOMContentLoaded. */
  readonly control: Target;
  /** Typed into the control right after tapping it; the press measured is the last key. */
  readonly type?: string;
  readonly answer: Answer;
  /** After the answer, a reload of the page: this must show without a press. */
  readonly kept?: { readonly name: string; readonly answer?: Answer; readonly never?: string };
}

const COOKIE_BANNER = '[data-testid="cookie-banner"]';
const LOGIN_PAGE: Answer = { path: '/login', shows: { selector: '#shop-account-title' } };
const FIRST_FLOWER = '[data-testid="flower-card"]:first-child';

const PRESSES: readonly Press[] = [
  {
    name: '«Принять все» in the cookie banner',
    page: '/',
    firstVisit: true,
    control: { selector: `${COOKIE_BANNER} button[value="accept"]`, text: 'Принять все' },
    answer: { hides: COOKIE_BANNER },
    kept: { name: 'the cookie choice after a reload: no banner', never: COOKIE_BANNER, answer: { shows: { selector: 'header.sh-header' } } },
  },
  {
    name: 'header menu icon (signed out: «Войти») → /login',
    page: '/',
    control: { selector: 'header a.sh-menu-button[aria-label="Войти"]' },
    answer: LOGIN_PAGE,
  },
  {
    name: 'header «Комнатные растения» → the category',
    page: '/',
    control: { selector: 'nav[aria-label="Каталог"] a[href="/products/plants"]', text: 'Комнатные растения' },
    answer: { path: '/products/plants', shows: { selector: '[data-testid="product-grid"] [data-testid="product-card"]' } },
  },
  {
    name: '«В корзину» on a category card, signed out → /login',
    page: '/products/plants',
    control: { selector: '[data-testid="product-card-add"]', text: 'В корзину' },
    answer: LOGIN_PAGE,
  },
  {
    name: 'product gallery «Следующее фото»',
    page: '/product/1',
    control: { selector: '[data-testid="product-gallery"] button[aria-label="Следующее фото"]' },
    answer: { shows: { selector: '[data-testid="product-gallery"] img.shop-gallery__image[alt*="фото 2 из"]' } },
  },
  {
    name: 'product «Нравится» → its note',
    page: '/product/1',
    control: { selector: '[data-testid="like-button"]' },
    answer: { shows: { selector: '[data-testid="like-note"]', text: 'Спасибо' } },
  },
  {
    name: 'product «В корзину», signed out → /login',
    page: '/product/1',
    control: { selector: '[data-testid="add-to-cart"]', text: 'Добавить в корзину' },
    answer: LOGIN_PAGE,
  },
  {
    name: 'constructor search «роза» → only Роза',
    page: '/constructor',
    control: { selector: 'input#constructor-search' },
    type: 'роза',
    answer: { allHold: { selector: '[data-testid="flower-card"] .shop-flower__title', text: 'роза' } },
  },
  {
    name: 'constructor «+» on the first flower → 1',
    page: '/constructor',
    control: { selector: `${FIRST_FLOWER} button[aria-label^="Увеличить количество"]` },
    answer: { shows: { selector: `${FIRST_FLOWER} [data-testid="flower-quantity-value"]`, text: '1' } },
    kept: { name: "the constructor's selection after a reload: 1 flower", answer: { shows: { selector: '[data-testid="bouquet-count"]', text: '1' } } },
  },
  {
    name: 'constructor «Добавить в корзину» (empty) → its toast',
    page: '/constructor',
    control: { selector: '[data-testid="bouquet-summary"] button', text: 'Добавить в корзину' },
    answer: { shows: { selector: '[data-testid="toast"]' } },
  },
];

interface Try {
  /** From the press to the frame the answer shows in; null: LOST. */
  readonly answerMs: number | null;
  /** The press's longest Event Timing entry; null when none reached 16 ms in the pressed document or it navigated away. */
  readonly eventMs: number | null;
  readonly navigated: boolean;
  /**
   * From the pressed page's navigation start to the answer; null: LOST. A page whose main thread
   * is busy takes the tap later too, so this shows what answerMs alone cannot: how soon the page
   * answers a visitor who presses as soon as they can.
   */
  readonly fromNavigationMs: number | null;
}

interface Kept {
  /** From the reload's navigation start to the state showing; null: it did not show within LOST_MS. */
  readonly shownMs: number | null;
  /** The cookie banner was visible at some moment of the reload. */
  readonly wrongSeenMs?: number;
}

interface PressFigures {
  readonly press: string;
  readonly page: string;
  readonly tries: readonly Try[];
  readonly lost: number;
  readonly medianAnswerMs: number | null;
  readonly medianEventMs: number | null;
  readonly medianFromNavigationMs: number | null;
  readonly kept?: { readonly name: string; readonly tries: readonly Kept[] };
  /** The same press LOOK_MS after the load event. */
  readonly afterALook: ReturnType<typeof summary>;
}

interface PageFigures {
  readonly page: string;
  readonly lcpMs: number;
  readonly cls: number;
}

const round = (value: number): number => Math.round(value);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The median of the values, a missing one (LOST) counting as the largest; null when that is the middle. */
function median(values: readonly (number | null)[]): number | null {
  const sorted = [...values].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  return sorted[Math.floor(sorted.length / 2)] ?? null;
}

/** A fresh page with the CPU slowed, navigated to `url` up to DOMContentLoaded. */
async function throttledPage(context: BrowserContext, url: string): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return { page, cdp };
}

/**
 * Types `text` key by key, each a keydown with its text and a keyup, as a phone's keyboard does;
 * Playwright's keyboard knows only a US layout and would insert Cyrillic with no key events.
 */
async function typeKeys(cdp: CDPSession, text: string): Promise<void> {
  for (const key of text) {
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key, unmodifiedText: key });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
  }
}

/**
 * The centre of the first visible match, scrolled into view if it is not, as soon as it is there,
 * nothing covers it and it has stayed at the same place for a frame: the shop scrolls smoothly
 * (`scroll-behavior: smooth`), so a point read while the page still moves would be tapped on
 * whatever has moved under it by then. Scrolling here is instant for the same reason.
 */
async function whereIs(page: Page, target: Target): Promise<{ x: number; y: number }> {
  const deadline = Date.now() + 15_000;
  let covered: string | undefined;
  let last: { x: number; y: number } | undefined;
  while (Date.now() < deadline) {
    const point = await page.evaluate(async (t) => {
      const element = Array.from(document.querySelectorAll(t.selector)).find(
        (e) => e.checkVisibility({ visibilityProperty: true }) && (t.text === undefined || (e.textContent ?? '').includes(t.text)),
      );
      if (!element) return null;
      const box = element.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight) element.scrollIntoView({ block: 'center', behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const shown = element.getBoundingClientRect();
      const x = shown.left + shown.width / 2;
      const y = shown.top + shown.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (hit && element.contains(hit)) return { x, y };
      // Under a sticky bar (the header, the constructor's summary): brought to the middle, then checked again.
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      return { covered: hit?.outerHTML.slice(0, 120) ?? 'nothing' };
    }, target);
    if (point && point.covered === undefined) {
      if (last && Math.abs(last.x - point.x) < 1 && Math.abs(last.y - point.y) < 1) return last;
      last = { x: point.x, y: point.y };
    } else {
      last = undefined;
      if (point) covered = point.covered;
    }
    await pause(10);
  }
  throw new Error(`no visible ${target.selector}${target.text ? ` «${target.text}»` : ''} on ${page.url()}${covered ? `: covered by ${covered}` : ''}`);
}

/** The probe's state; a navigation under way is waited out. */
async function stateOf(page: Page): Promise<ProbeState | null> {
  for (;;) {
    try {
      return await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as ProbeState | null, STATE_KEY);
    } catch (error) {
      if (!/context was destroyed|navigat/i.test(String(error))) throw error;
      await pause(20);
    }
  }
}

async function arm(page: Page, state: ProbeState): Promise<void> {
  await page.evaluate(
    ({ key, value }) => {
      sessionStorage.setItem(key, JSON.stringify(value));
      (window as unknown as { __benchCheck: () => void }).__benchCheck();
    },
    { key: STATE_KEY, value: state },
  );
}

/** From the press to the answer, or null (LOST) when there was none within LOST_MS. */
function withinLostLimit(pressAt: number | undefined, answerAt: number | undefined): number | null {
  if (pressAt === undefined || answerAt === undefined || answerAt - pressAt > LOST_MS) return null;
  return round(answerAt - pressAt);
}

/** Waits for the answer, or LOST_MS after the press (after `from` while the page has seen none): the state as it then is. */
async function awaitAnswer(page: Page, from: number): Promise<ProbeState | null> {
  for (;;) {
    const state = await stateOf(page);
    // The page's clock and this one are both the machine's wall clock: the limit runs from the press the page saw.
    if (state?.answerAt !== undefined || Date.now() > (state?.pressAt ?? from) + LOST_MS + 100) return state;
    await pause(50);
  }
}

async function pressOnce(context: BrowserContext, server: ShopServer, press: Press, lookMs?: number): Promise<{ measured: Try; kept?: Kept }> {
  const { page, cdp } = await throttledPage(context, `${server.url}${press.page}`);
  try {
    if (lookMs !== undefined) {
      await page.waitForLoadState('load');
      await pause(lookMs);
    }
    const point = await whereIs(page, press.control);
    if (press.type !== undefined) await page.touchscreen.tap(point.x, point.y);
    await arm(page, { answer: press.answer });
    const pressedAt = Date.now();
    if (press.type !== undefined) await typeKeys(cdp, press.type);
    else await page.touchscreen.tap(point.x, point.y);
    const state = await awaitAnswer(page, pressedAt);
    if (state?.pressAt === undefined) throw new Error(`${press.name}: the page saw no press`);
    await pause(ENTRIES_SETTLE_MS);
    const navigated = state.answerDocument !== undefined && state.answerDocument !== state.pressDocument;
    const entries = navigated ? [] : await page.evaluate(() => (window as unknown as ProbeWindow).__benchEvents);
    const ofPress = entries.filter((entry) => entry.interactionId > 0 && entry.startTime >= (state.pressTimeStamp ?? 0) - 1);
    const answerMs = withinLostLimit(state.pressAt, state.answerAt);
    const measured: Try = {
      answerMs,
      fromNavigationMs: answerMs === null || state.pressOrigin === undefined ? null : round(state.answerAt! - state.pressOrigin),
      eventMs: ofPress.length > 0 ? round(Math.max(...ofPress.map((entry) => entry.duration))) : null,
      navigated,
    };
    if (!press.kept || measured.answerMs === null || lookMs !== undefined) return { measured };
    return { measured, kept: await keptAfterReload(page, press.kept) };
  } finally {
    await page.close();
  }
}

async function keptAfterReload(page: Page, kept: NonNullable<Press['kept']>): Promise<Kept> {
  await arm(page, { answer: kept.answer ?? {}, fromNavigation: true, never: kept.never });
  const reloadedAt = Date.now();
  await page.reload({ waitUntil: 'load' });
  const state = await awaitAnswer(page, reloadedAt);
  if (kept.never) await pause(KEPT_WATCH_MS);
  const final = (await stateOf(page)) ?? state;
  const shownMs = withinLostLimit(final?.pressAt, final?.answerAt);
  return final?.seenAt !== undefined ? { shownMs, wrongSeenMs: round(final.seenAt) } : { shownMs };
}

/**
 * Loads each page into the context's cache, with the shop remote's code: a key press asks for it and,
 * once it is there, a scroll has the page hydrate (a key press alone left it unhydrated here).
 */
async function warmUp(context: BrowserContext, server: ShopServer, pathnames: readonly string[]): Promise<void> {
  const page = await context.newPage();
  try {
    for (const pathname of pathnames) {
      await page.goto(`${server.url}${pathname}`, { waitUntil: 'load' });
      await page.keyboard.press('Shift');
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollBy(0, 1));
      await page.waitForSelector(`html[${remoteHydratedAttribute('shop')}]`, { state: 'attached', timeout: 30_000 });
      await page.waitForLoadState('networkidle');
    }
  } finally {
    await page.close();
  }
}

/**
 * A phone context with the probe in every document. tsx compiles with esbuild's keepNames, which
 * wraps the probe's inner functions in a `__name` helper the page does not have: it is given one.
 */
async function probedContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext(PHONE);
  await context.addInitScript('globalThis.__name ??= (target) => target;');
  await context.addInitScript(probe, STATE_KEY);
  return context;
}

/** A returning customer's context: assets cached, the cookie choice on record for this browser. */
async function returningContext(browser: Browser, server: ShopServer): Promise<BrowserContext> {
  const context = await probedContext(browser);
  await warmUp(context, server, WARM_UP_PAGES);
  const consent = await context.request.post(`${server.url}/api/cookies/consent`, {
    data: { accepted: true, analytics: true, marketing: true, preferences: true },
  });
  if (!consent.ok()) throw new Error(`recording the cookie choice: ${consent.status()} ${await consent.text()}`);
  return context;
}

/** A context with the assets cached but no consent on record: each try starts without cookies or local storage. */
async function firstVisitContext(browser: Browser, server: ShopServer): Promise<BrowserContext> {
  const context = await probedContext(browser);
  await warmUp(context, server, [...new Set(PRESSES.filter((press) => press.firstVisit).map((press) => press.page))]);
  return context;
}

async function forgetVisitor(context: BrowserContext, server: ShopServer): Promise<void> {
  await context.clearCookies();
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}/robots.txt`);
    await page.evaluate(() => localStorage.clear());
  } finally {
    await page.close();
  }
}

function summary(tries: readonly Try[]) {
  return {
    tries,
    lost: tries.filter((t) => t.answerMs === null).length,
    medianAnswerMs: median(tries.map((t) => t.answerMs)),
    medianEventMs: median(tries.map((t) => t.eventMs)),
    medianFromNavigationMs: median(tries.map((t) => t.fromNavigationMs)),
  };
}

async function measurePress(contexts: { returning: BrowserContext; firstVisit: BrowserContext }, server: ShopServer, press: Press): Promise<PressFigures> {
  const context = press.firstVisit ? contexts.firstVisit : contexts.returning;
  const tries: Try[] = [];
  const kept: Kept[] = [];
  for (let i = 0; i < TRIES; i++) {
    if (press.firstVisit) await forgetVisitor(context, server);
    const result = await pressOnce(context, server, press);
    tries.push(result.measured);
    // A lost press chose nothing: there is nothing to keep, and the try tells nothing of it.
    if (result.kept) kept.push(result.kept);
  }
  const afterALook: Try[] = [];
  for (let i = 0; i < TRIES; i++) {
    if (press.firstVisit) await forgetVisitor(context, server);
    afterALook.push((await pressOnce(context, server, press, LOOK_MS)).measured);
  }
  const figures: PressFigures = {
    press: press.name,
    page: press.page,
    ...summary(tries),
    ...(press.kept ? { kept: { name: press.kept.name, tries: kept } } : {}),
    afterALook: summary(afterALook),
  };
  const listed = (all: readonly Try[]) =>
    `${all.map((t) => (t.answerMs === null ? 'LOST' : `${t.answerMs} ms`)).join(', ')}; events ${all.map((t) => t.eventMs ?? '–').join(', ')}`;
  console.log(`${press.name}: ${listed(tries)}; after a look ${listed(afterALook)}`);
  return figures;
}

/** LCP and CLS of a page loaded without a press, the median of TRIES loads. */
async function measurePage(context: BrowserContext, server: ShopServer, pathname: string): Promise<PageFigures> {
  const loads: { lcp: number; cls: number }[] = [];
  for (let i = 0; i < TRIES; i++) {
    const { page } = await throttledPage(context, `${server.url}${pathname}`);
    try {
      await page.waitForLoadState('load');
      await pause(1500);
      loads.push(await page.evaluate(() => ({ lcp: (window as unknown as ProbeWindow).__benchLcp, cls: (window as unknown as ProbeWindow).__benchCls })));
    } finally {
      await page.close();
    }
  }
  return {
    page: pathname,
    lcpMs: round(median(loads.map((l) => l.lcp)) ?? 0),
    cls: Math.round((median(loads.map((l) => l.cls)) ?? 0) * 1000) / 1000,
  };
}

function answerMisses(name: string, figures: ReturnType<typeof summary>): string[] {
  const misses: string[] = [];
  if (figures.lost > 0) misses.push(`${name}: lost in ${figures.lost} of ${figures.tries.length} tries (no answer within ${LOST_MS} ms)`);
  if (figures.medianAnswerMs !== null && figures.medianAnswerMs > BUDGET_MS)
    misses.push(`${name}: answered in ${figures.medianAnswerMs} ms (median) > ${BUDGET_MS} ms`);
  if (figures.medianEventMs !== null && figures.medianEventMs > BUDGET_MS)
    misses.push(`${name}: event duration ${figures.medianEventMs} ms (median) > ${BUDGET_MS} ms`);
  return misses;
}

function missesOf(figures: PressFigures): string[] {
  const misses = [...answerMisses(figures.press, figures), ...answerMisses(`${figures.press}, after a look`, figures.afterALook)];
  if (figures.kept && figures.kept.tries.length === 0) misses.push(`${figures.kept.name}: not measured, its press was lost in every try`);
  for (const [i, kept] of (figures.kept?.tries ?? []).entries()) {
    if (kept.shownMs === null) misses.push(`${figures.kept?.name}: not shown within ${LOST_MS} ms of the reload without a press (reload ${i + 1})`);
    if (kept.wrongSeenMs !== undefined) misses.push(`${figures.kept?.name}: the banner showed ${kept.wrongSeenMs} ms into the reload (reload ${i + 1})`);
  }
  return misses;
}

/** The machine's load average over the last minute: the figures mean little on a busy machine. */
function busyness(): { loadAverage: number; cores: number } {
  const loadAverage = Math.round(loadavg()[0] * 10) / 10;
  const cores = availableParallelism();
  if (loadAverage > cores) console.warn(`The machine is busy (load average ${loadAverage} on ${cores} cores): the times are inflated.`);
  return { loadAverage, cores };
}

async function main(): Promise<void> {
  const started = performance.now();
  const before = busyness();
  const server = await startThrowawayShopServer('shop-interaction-', { LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '1000' });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const presses: PressFigures[] = [];
  const pages: PageFigures[] = [];
  try {
    const contexts = { returning: await returningContext(browser, server), firstVisit: await firstVisitContext(browser, server) };
    for (const press of PRESSES) presses.push(await measurePress(contexts, server, press));
    for (const pathname of LCP_PAGES) pages.push(await measurePage(contexts.returning, server, pathname));
  } finally {
    await browser.close();
    await server.stop();
  }

  const show = (ms: number | null, lost = false) => (lost ? 'LOST' : ms === null ? '–' : ms);
  console.table(
    presses.map((p) => ({
      press: p.press,
      'answer ms (median)': show(p.medianAnswerMs, p.medianAnswerMs === null),
      tries: p.tries.map((t) => show(t.answerMs, t.answerMs === null)).join(' / '),
      'event ms (median)': show(p.medianEventMs),
      'from navigation ms (median)': show(p.medianFromNavigationMs, p.medianFromNavigationMs === null),
      lost: p.lost,
      'after a look ms (median)': show(p.afterALook.medianAnswerMs, p.afterALook.medianAnswerMs === null),
      'after a look tries': p.afterALook.tries.map((t) => show(t.answerMs, t.answerMs === null)).join(' / '),
    })),
  );
  console.table(
    presses.flatMap((p) =>
      p.kept
        ? [
            {
              'kept state': p.kept.name,
              'shown ms': p.kept.tries.map((k) => show(k.shownMs, k.shownMs === null)).join(' / '),
              'banner seen': p.kept.tries.some((k) => k.wrongSeenMs !== undefined),
            },
          ]
        : [],
    ),
  );
  console.table(pages);
  const misses = presses.flatMap(missesOf);
  const folder = path.join(__dirname, 'results');
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'interaction.json'),
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        profile: { ...PHONE, cpuSlowdown: CPU_SLOWDOWN },
        triesEach: TRIES,
        machine: { before, after: busyness() },
        budgets: { answerMs: BUDGET_MS, eventMs: BUDGET_MS, lostAfterMs: LOST_MS },
        lookMs: LOOK_MS,
        presses,
        pages,
        misses,
        seconds: Math.round((performance.now() - started) / 1000),
      },
      null,
      2,
    )}\n`,
  );
  reportMisses(misses);
}

runBench(main);
