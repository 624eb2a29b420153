// `npm run bench:growth`: cost flat as the shop grows. Starts two built shops side by side, each with
// its embedded PostgreSQL on a throwaway data folder: "base" as `npm start` seeds it (11 products)
// and "volume" filled by `seed:volume` (1 000 products, 50 000 orders, 5 000 customers). Measures
// each scenario on both, one after the other at the same load (autocannon, as bench:api), and
// holds the volume shop to within 2× of the base: requests/s at least half, p99 at most double.
// Writes bench/results/growth.json; exits 1 listing every miss.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import * as path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type autocannon from 'autocannon';
import { Client } from 'pg';
import { startThrowawayShopServer, type ShopServer, type ThrowawayShopServer } from '../e2e/support/shop-server';
import { reportMisses, runBench } from './bench-outcome';
import { addEvenly, asCustomer, CART_CUSTOMERS, CONNECTIONS, customers, DURATION_S, post, run, WARMUP_S } from './load';
import { seedVolumeInto } from './volume-seed';

const ADMIN = { email: 'owner@bench.local', password: 'Bench-owner-password-1' };
/** The volume shop ÷ the base one: requests/s at least this, p99 at most P99 times. */
const GOALS = { throughput: 0.5, p99: 2 };
/** Orders of the customer whose history is measured, the same in both shops. */
const HISTORY_ORDERS = 5;
/** A page of a category as the storefront asks for it, when the API pages. */
const PAGED = '/api/products?category=plants&limit=24';
/** How long the volume shop may take to show the seeded catalogue (its cache keeps a read 5 s). */
const CATALOGUE_WAIT_MS = 30_000;

/** As a browser asks: every GET accepts brotli and gzip, pages as HTML. */
const ACCEPT_ENCODING = 'br, gzip';
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-encoding': ACCEPT_ENCODING };
const API_HEADERS = { accept: 'application/json', 'accept-encoding': ACCEPT_ENCODING };

type ShopName = 'base' | 'volume';

interface Shop {
  readonly name: ShopName;
  readonly server: ShopServer;
  /** The customers of the cart adds (CART_CUSTOMERS), their carts empty. */
  readonly cartTokens: string[];
  /** A fresh customer with HISTORY_ORDERS orders. */
  readonly historyToken: string;
}

interface Size {
  /** Bytes of the body as sent (compressed when the answer was). */
  readonly wireBytes: number;
  readonly bodyBytes: number;
  readonly encoding: string;
}

interface Side {
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  readonly size?: Size;
}

interface Row {
  readonly scenario: string;
  readonly request: string;
  readonly base: Side;
  readonly volume: Side;
  /** volume ÷ base requests/s (goal ≥ GOALS.throughput). */
  readonly ratio: number;
  /** volume ÷ base p99 (goal ≤ GOALS.p99). */
  readonly p99Ratio: number;
}

interface Scenario {
  readonly name: string;
  readonly request: string;
  /** The load on one shop. */
  readonly load: (shop: Shop) => autocannon.Options;
  /** The one GET whose answer's size is reported, with its headers. */
  readonly sized?: (shop: Shop) => { url: string; headers: Record<string, string> };
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** One GET with node:http, which leaves the body as sent: its status, headers, bytes on the wire and decoded. */
function fetchRaw(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; size: Size; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = String(response.headers['content-encoding'] ?? 'identity');
        const body = encoding === 'br' ? brotliDecompressSync(wire) : encoding === 'gzip' ? gunzipSync(wire) : wire;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, size: { wireBytes: wire.length, bodyBytes: body.length, encoding }, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** What the shop's database holds, read straight from it. */
async function contents(shop: Shop): Promise<{ visibleProducts: number; newestProduct: number; orders: number; customers: number }> {
  const client = new Client({ connectionString: shop.server.embeddedDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT (SELECT count(*)::int FROM products WHERE is_visible) AS "visibleProducts", (SELECT max(id) FROM products WHERE is_visible) AS "newestProduct",
              (SELECT count(*)::int FROM orders) AS orders,
              (SELECT count(*)::int FROM users WHERE role = 'user') AS customers`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/** Waits until the running shop serves the catalogue its database holds (its cached read expires): its newest product is found. */
async function untilCatalogued(shop: Shop, newestProduct: number): Promise<void> {
  const deadline = Date.now() + CATALOGUE_WAIT_MS;
  while ((await fetch(`${shop.server.url}/api/products/${newestProduct}`)).status !== 200) {
    if (Date.now() > deadline) throw new Error(`the ${shop.name} shop does not find product ${newestProduct} after ${CATALOGUE_WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Whether the catalogue API pages: a 200 with at most 24 items and an X-Total-Count header. */
async function pagesCatalogue(shop: Shop): Promise<boolean> {
  const answer = await fetchRaw(`${shop.server.url}${PAGED}`, API_HEADERS);
  if (answer.status !== 200 || answer.headers['x-total-count'] === undefined) return false;
  const body = JSON.parse(answer.body.toString('utf8')) as unknown[] | { items?: unknown[] };
  const items = Array.isArray(body) ? body : body.items;
  return Array.isArray(items) && items.length <= 24;
}

/** A fresh customer who placed HISTORY_ORDERS pickup orders through the API, as bench:api's order scenario does. */
async function customerWithHistory(server: ShopServer): Promise<string> {
  const [customer] = await customers(server, 1, 'history');
  for (let i = 0; i < HISTORY_ORDERS; i++) {
    const added = await post(server, '/api/cart/add', { product_id: 1, quantity: 1 }, customer.token);
    if (!added.ok) throw new Error(`adding to the cart: ${added.status} ${await added.text()}`);
    const placed = await post(server, '/api/payment/create', { deliveryType: 'pickup', delivery_address_full: 'Самовывоз', items: [] }, customer.token);
    if (placed.status !== 201) throw new Error(`placing an order: ${placed.status} ${await placed.text()}`);
  }
  const history = await fetch(`${server.url}/api/orders/user`, { headers: { authorization: `Bearer ${customer.token}` } });
  const orders = (await history.json()) as unknown[];
  if (orders.length !== HISTORY_ORDERS) throw new Error(`the history lists ${orders.length} orders, not ${HISTORY_ORDERS}`);
  return customer.token;
}

const startShop = (name: ShopName): Promise<ThrowawayShopServer> =>
  startThrowawayShopServer(`shop-bench-growth-${name}-`, {
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '1000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });

async function prepare(name: ShopName, server: ShopServer): Promise<Shop> {
  const cartTokens = (await customers(server, CART_CUSTOMERS)).map((customer) => customer.token);
  return { name, server, cartTokens, historyToken: await customerWithHistory(server) };
}

const get = (url: string, headers: Record<string, string>) => (shop: Shop) => ({ url: `${shop.server.url}${url}`, headers });

function scenarios(paged: boolean): Scenario[] {
  const page = (name: string, url: string): Scenario => ({
    name,
    request: `GET ${url} (Accept: text/html)`,
    load: get(url, PAGE_HEADERS),
    sized: () => ({ url, headers: PAGE_HEADERS }),
  });
  const api = (name: string, url: string): Scenario => ({
    name,
    request: `GET ${url}`,
    load: get(url, API_HEADERS),
    sized: () => ({ url, headers: API_HEADERS }),
  });
  return [
    page('the category page', '/products/plants'),
    page('the product page', '/product/1'),
    api('the whole catalogue', '/api/products'),
    ...(paged ? [api('a page of a category, as the storefront asks', PAGED)] : []),
    {
      name: 'cart add',
      request: 'POST /api/cart/add',
      load: (shop) => ({
        url: shop.server.url,
        requests: [asCustomer(shop.cartTokens, addEvenly(shop.cartTokens), { method: 'POST', path: '/api/cart/add' })],
      }),
    },
    {
      name: `the customer's history (${HISTORY_ORDERS} orders)`,
      request: 'GET /api/orders/user',
      load: (shop) => get('/api/orders/user', { ...API_HEADERS, authorization: `Bearer ${shop.historyToken}` })(shop),
      sized: (shop) => ({ url: '/api/orders/user', headers: { ...API_HEADERS, authorization: `Bearer ${shop.historyToken}` } }),
    },
  ];
}

async function measure(scenario: Scenario, shop: Shop): Promise<Side> {
  const result = await run(scenario.load(shop));
  const sized = scenario.sized?.(shop);
  const size = sized ? (await fetchRaw(`${shop.server.url}${sized.url}`, sized.headers)).size : undefined;
  const side = { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx, ...(size ? { size } : {}) };
  console.log(
    `${scenario.name}, ${shop.name}: ${side.requestsPerSecond} requests/s, p99 ${side.p99Ms} ms${size ? `, ${size.wireBytes} bytes (${size.bodyBytes} unpacked)` : ''}`,
  );
  return side;
}

function misses(rows: readonly Row[]): string[] {
  return rows.flatMap((row) => [
    ...(row.ratio < GOALS.throughput ? [`${row.scenario}: ${row.ratio} of the base shop's requests/s < ${GOALS.throughput}`] : []),
    ...(row.p99Ratio > GOALS.p99 ? [`${row.scenario}: p99 ${row.volume.p99Ms} ms, ${row.p99Ratio}× the base shop's ${row.base.p99Ms} ms > ${GOALS.p99}×`] : []),
    ...(['base', 'volume'] as const).flatMap((name) =>
      row[name].non2xx > 0 ? [`${row.scenario}: ${row[name].non2xx} answers other than 2xx in the ${name} shop`] : [],
    ),
  ]);
}

const bytes = (side: Side): string => (side.size ? `${side.size.wireBytes} (${side.size.bodyBytes})` : '—');

async function main(): Promise<void> {
  const started: ThrowawayShopServer[] = [];
  const rows: Row[] = [];
  let seedSeconds = 0;
  let shops: Record<ShopName, Awaited<ReturnType<typeof contents>>> | null = null;
  let paged = false;
  try {
    const base = await startShop('base');
    started.push(base);
    const volume = await startShop('volume');
    started.push(volume);
    seedSeconds = await seedVolumeInto(volume.dataDir, ADMIN);
    const both = { base: await prepare('base', base), volume: await prepare('volume', volume) };
    shops = { base: await contents(both.base), volume: await contents(both.volume) };
    for (const name of ['base', 'volume'] as const) await untilCatalogued(both[name], shops[name].newestProduct);
    console.log(`base: ${JSON.stringify(shops.base)}; volume: ${JSON.stringify(shops.volume)} (seeded in ${seedSeconds} s)`);
    paged = (await pagesCatalogue(both.base)) && (await pagesCatalogue(both.volume));
    console.log(
      `GETs accept ${ACCEPT_ENCODING} as a browser's do; ${paged ? `the catalogue API pages (${PAGED} measured)` : `the catalogue API does not page yet (${PAGED} not measured)`}`,
    );

    for (const scenario of scenarios(paged)) {
      const baseSide = await measure(scenario, both.base);
      const volumeSide = await measure(scenario, both.volume);
      rows.push({
        scenario: scenario.name,
        request: scenario.request,
        base: baseSide,
        volume: volumeSide,
        ratio: round2(volumeSide.requestsPerSecond / Math.max(baseSide.requestsPerSecond, 1)),
        p99Ratio: round2(volumeSide.p99Ms / Math.max(baseSide.p99Ms, 1)),
      });
    }
  } finally {
    for (const server of started.reverse()) await server.stop();
  }

  console.table(
    rows.map((row) => ({
      scenario: row.scenario,
      'base req/s': row.base.requestsPerSecond,
      'volume req/s': row.volume.requestsPerSecond,
      ratio: row.ratio,
      'base p99 ms': row.base.p99Ms,
      'volume p99 ms': row.volume.p99Ms,
      'p99 ratio': row.p99Ratio,
      'base bytes (unpacked)': bytes(row.base),
      'volume bytes (unpacked)': bytes(row.volume),
    })),
  );
  const missed = misses(rows);
  const results = path.join(__dirname, 'results');
  mkdirSync(results, { recursive: true });
  writeFileSync(
    path.join(results, 'growth.json'),
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
        warmupSeconds: WARMUP_S,
        acceptEncoding: ACCEPT_ENCODING,
        goals: GOALS,
        shops,
        seedSeconds,
        cataloguePages: paged,
        rows,
        misses: missed,
      },
      null,
      2,
    )}\n`,
  );
  reportMisses(missed);
}

runBench(main);
