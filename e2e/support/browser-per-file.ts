import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { remoteHydratedAttribute, remoteStateElementId } from '@shop/domain';
import { launchBrowser } from './browser';
import { eventually } from './storefront';

export interface FileBrowser {
  /** The file's Chromium, there from its first test on. */
  readonly browser: Browser;
  /** A page in a context of its own, first made ready by `prepare` (quietContext, withConsentAccepted…), closed after the test. */
  open(options: BrowserContextOptions, prepare?: (context: BrowserContext) => Promise<unknown>): Promise<Page>;
  /** The same for a page that journeys on through the file's tests: closed after the last one. */
  openForFile(options: BrowserContextOptions, prepare?: (context: BrowserContext) => Promise<unknown>): Promise<Page>;
}

/** One Chromium for a test file and a fresh context per page. Call it inside describe(). */
export function browserPerFile(): FileBrowser {
  let chromium: Browser | undefined;
  const perTest: BrowserContext[] = [];
  const perFile: BrowserContext[] = [];
  beforeAll(async () => {
    chromium = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(perTest.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await Promise.all(perFile.map((context) => context.close()));
    await chromium?.close();
  });
  const browser = () => {
    if (!chromium) throw new Error('the browser starts in beforeAll: use it inside a test or a later hook');
    return chromium;
  };
  const opener = (owner: BrowserContext[]) => async (options: BrowserContextOptions, prepare?: (context: BrowserContext) => Promise<unknown>) => {
    const context = await browser().newContext(options);
    owner.push(context);
    await prepare?.(context);
    const page = await context.newPage();
    // Without scripts nothing hydrates: the page is as the server sent it.
    return options.javaScriptEnabled === false ? page : waitingForHydration(page);
  };
  return {
    get browser() {
      return browser();
    },
    open: opener(perTest),
    openForFile: opener(perFile),
  };
}

/**
 * Public shop pages arrive rendered by the server; the shop's part of them becomes interactive on
 * the visitor's first interaction (shell/src/federation/hydrate-on-interaction.ts). After a page
 * load, goto and reload move the mouse, as a visitor would, and wait for the shop's mark
 * (<html data-shop-hydrated>). Pages rendered in the browser have no server state and are ready
 * as before.
 */
export function waitingForHydration(page: Page): Page {
  const hydrated = async () => {
    const serverRendered = await page.evaluate((stateId) => document.getElementById(stateId) !== null, remoteStateElementId('shop'));
    if (!serverRendered) return;
    const live = () => page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), remoteHydratedAttribute('shop'));
    // The shell listens once its scripts have run (after the first paint): move until it has noticed.
    let step = 0;
    const moved = async () => (await live()) || (await page.mouse.move(2 + (step++ % 2), 2), false);
    await eventually(moved, (isLive) => isLive, { timeoutMs: 30_000 });
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
  return page;
}
