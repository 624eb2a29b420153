// `npm run bench:lighthouse`: Lighthouse (mobile profile) with the machine's Chromium against the
// built shop, on the landing page and a product page; also the landing page's first-load
// JavaScript (compressed bytes on the wire). Writes bench/results/lighthouse.json.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { startShopServer } from '../e2e/support/shop-server';

const PAGES = ['/', '/product/1'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const metric = (lhr: { audits: Record<string, { numericValue?: number } | undefined> }, audit: string): number =>
  Math.round(lhr.audits[audit]?.numericValue ?? 0);

async function main(): Promise<void> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const server = await startShopServer(mkdtempSync(path.join(tmpdir(), 'shop-lighthouse-')), { LOG_LEVEL: 'warn' });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const results: Record<string, unknown>[] = [];
  try {
    for (const page of PAGES) {
      const run = await lighthouse(`${server.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!run) throw new Error(`Lighthouse returned nothing for ${page}`);
      if (process.env.LIGHTHOUSE_REPORT_DIR) writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${page.replace(/\W+/g, '_')}.json`), JSON.stringify(run.lhr));
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((run.lhr.categories[c]?.score ?? 0) * 100)]));
      const requests = ((run.lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []);
      const scripts = requests.filter((r) => r.resourceType === 'Script');
      results.push({
        page,
        ...scores,
        firstLoadJsKb: Math.round(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 102.4) / 10,
        scripts: scripts.length,
        adminRequests: requests.filter((r) => new URL(r.url).pathname.startsWith('/remotes/admin/')).length,
        fcpMs: metric(run.lhr, 'first-contentful-paint'),
        lcpMs: metric(run.lhr, 'largest-contentful-paint'),
        tbtMs: metric(run.lhr, 'total-blocking-time'),
        speedIndexMs: metric(run.lhr, 'speed-index'),
        cls: Math.round((run.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      });
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  console.table(results);
  const folder = path.join(__dirname, 'results');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'lighthouse.json'), `${JSON.stringify(results, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
