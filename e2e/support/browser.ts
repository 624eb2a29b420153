import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const ARTIFACTS = path.resolve(__dirname, '..', 'artifacts');
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** The two sizes every visible point is checked at, named first (for it.each titles). */
export const AT_BOTH_SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

export function shopUrl(pathname = '/'): string {
  const base = process.env.SHOP_URL;
  if (!base) throw new Error('SHOP_URL is not set: run through e2e/jest.config.js');
  return new URL(pathname, base).toString();
}

/** The machine's Chromium (CHROME_PATH or /usr/bin/chromium), headless, with no outside network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
