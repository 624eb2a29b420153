// `npm run bench:api`: load on loopback against the built shop with its embedded PostgreSQL, as
// `npm start` runs it. Reports requests/s and p99 latency for the catalogue, a cached server-rendered
// page, cart adds and order creation, each against its bare limit measured in the same run where it
// has one (a node:http server sending the same bytes; the cart's upsert sent straight to
// PostgreSQL), lists every ratio under its goal (exit code 1), and writes bench/results/api.json.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { OutgoingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import autocannon from 'autocannon';
import { startShopServer, type ShopServer } from '../e2e/support/shop-server';
import { reportMisses, runBench } from './bench-outcome';
import { addAndPlaceOrder, addToCart, straightToPostgres } from './straight-to-postgres';

const CONNECTIONS = 50;
const DURATION_S = 10;
/** Each scenario first runs this long at the same load, unmeasured: JIT, pool and caches warm up. */
const WARMUP_S = 3;
/**
 * The products a customer can put in the cart without a limit: 8 is the service priced on request,
 * 11 has 3 pieces in stock (adds past them are refused, and would measure the refusal).
 */
const BUYABLE = [1, 2, 3, 4, 5, 6, 7, 9, 10];

interface Figure {
  scenario: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  /** Requests/s of the shop ÷ those of its bare baseline, measured right after it. */
  ratioToBare?: number;
}

/** What each ratio to its bare baseline should reach, and the cart add's p99. */
const GOALS = { catalogue: 1.0, page: 0.8, cartAdd: 0.5, cartAddP99Ms: 50, order: 0.8 };

const LOAD = { connections: CONNECTIONS, warmupSeconds: WARMUP_S, seconds: DURATION_S };

interface Customer {
  token: string;
  id: number;
}

/** The bare server: node:http in its own process (as the shop is), answering every request with the bytes and headers in the file argv[1]. */
const BARE_SERVER = `
const { createServer } = require('node:http');
const { headers, body } = JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'));
const bytes = Buffer.from(body, 'base64');
const server = createServer((request, response) => response.writeHead(200, headers).end(bytes));
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/** The limit for an answer: node:http sending the shop's bytes and headers for `url`, and nothing else. */
async function bareBaseline(url: string): Promise<autocannon.Result> {
  // As autocannon asks: no Accept-Encoding, so the same uncompressed bytes.
  const answer = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await answer.arrayBuffer());
  const headers: OutgoingHttpHeaders = {};
  // node:http writes its own framing and connection headers.
  const framing = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);
  answer.headers.forEach((value, name) => {
    if (!framing.has(name)) headers[name] = value;
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'shop-bare-')), 'answer.json');
  writeFileSync(file, JSON.stringify({ headers, body: body.toString('base64') }));
  const bare = spawn(process.execPath, ['-e', BARE_SERVER, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const [port] = (await once(bare.stdout, 'data')) as [Buffer];
    return await run({ url: `http://127.0.0.1:${port.toString().trim()}/` });
  } finally {
    bare.kill();
  }
}

async function post(server: ShopServer, url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** One customer per connection, so no cart line reaches its 99-piece cap during a run. */
async function customers(server: ShopServer, count: number): Promise<Customer[]> {
  const signedIn: Customer[] = [];
  for (let i = 0; i < count; i++) {
    const username = `bench${i}`;
    await post(server, '/api/auth/register', { email: `${username}@bench.local`, username, password: 'Bench-password-1' });
    const login = await post(server, '/api/auth/login', { identifier: username, password: 'Bench-password-1' });
    const { token, id } = (await login.json()) as Customer;
    signedIn.push({ token, id });
  }
  return signedIn;
}

const emptyCarts = (server: ShopServer, tokens: string[]) =>
  Promise.all(tokens.map((token) => fetch(`${server.url}/api/cart/clear`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })));

/** autocannon's `warmup` option, which its typings leave out. */
type WithWarmup = autocannon.Options & { warmup: { connections: number; duration: number } };

function run(options: autocannon.Options): Promise<autocannon.Result> {
  const withWarmup: WithWarmup = { connections: CONNECTIONS, duration: DURATION_S, warmup: { connections: CONNECTIONS, duration: WARMUP_S }, ...options };
  return autocannon(withWarmup);
}

/**
 * A JSON request sent as one of the customers, round-robin. autocannon keeps `context` for one
 * pass through `requests`, so the requests of a pass share a customer.
 */
function asCustomer(tokens: string[], body: (pass: number) => unknown, request: Omit<autocannon.Request, 'setupRequest'>): autocannon.Request {
  let passes = 0;
  return {
    ...request,
    setupRequest: (req, context: { pass?: number }) => {
      context.pass ??= passes++;
      const token = tokens[context.pass % tokens.length];
      return {
        ...req,
        body: JSON.stringify(body(context.pass)),
        headers: { ...req.headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      };
    },
  };
}

const figure = (scenario: string, result: autocannon.Result, requestsPerSecond = result.requests.average): Figure => ({
  scenario,
  requestsPerSecond: Math.round(requestsPerSecond),
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
});

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  const server = await startShopServer(dataDir, { LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '1000' });
  const figures: Figure[] = [];
  const misses: string[] = [];
  const ratio = (shop: Figure, bare: Pick<Figure, 'requestsPerSecond'>, goal: number): Figure => {
    const ratioToBare = Math.round((shop.requestsPerSecond / bare.requestsPerSecond) * 100) / 100;
    if (ratioToBare < goal) misses.push(`${shop.scenario}: ${ratioToBare} of its bare baseline < ${goal}`);
    return { ...shop, ratioToBare };
  };
  try {
    const signedIn = await customers(server, CONNECTIONS);
    const tokens = signedIn.map((customer) => customer.token);

    for (const [scenario, url, goal] of [
      ['GET /api/products', '/api/products', GOALS.catalogue],
      ['GET /products/plants (a cached server-rendered page)', '/products/plants', GOALS.page],
    ] as const) {
      const shop = figure(scenario, await run({ url: `${server.url}${url}` }));
      const bare = figure(`  bare node:http, the same bytes as ${url}`, await bareBaseline(`${server.url}${url}`));
      figures.push(ratio(shop, bare, goal), bare);
    }

    // Pass n: customer n mod 50, product (n div 50) mod 10, so every line grows evenly.
    const adds = await run({
      url: server.url,
      requests: [
        asCustomer(tokens, (pass) => ({ product_id: BUYABLE[Math.floor(pass / tokens.length) % BUYABLE.length], quantity: 1 }), {
          method: 'POST',
          path: '/api/cart/add',
        }),
      ],
    });
    await emptyCarts(server, tokens);
    const ids = signedIn.map((customer) => customer.id);
    // The same customers and products in the same order as the shop's run.
    const straightAdds = await straightToPostgres(server.embeddedDatabaseUrl(), LOAD, (pool, pass) =>
      addToCart(pool, ids[pass % ids.length], BUYABLE[Math.floor(pass / ids.length) % BUYABLE.length]),
    );
    const addsBare = { scenario: '  the same upsert straight to PostgreSQL', non2xx: 0, ...straightAdds };
    const cartAdd = ratio(figure('POST /api/cart/add', adds), addsBare, GOALS.cartAdd);
    if (cartAdd.p99Ms > GOALS.cartAddP99Ms) misses.push(`${cartAdd.scenario}: p99 ${cartAdd.p99Ms} ms > ${GOALS.cartAddP99Ms} ms`);
    figures.push(cartAdd, addsBare);
    await emptyCarts(server, tokens);

    // An order needs a cart: each connection adds one product, then places the order.
    const orders = await run({
      url: server.url,
      requests: [
        asCustomer(tokens, () => ({ product_id: 1, quantity: 1 }), { method: 'POST', path: '/api/cart/add' }),
        asCustomer(tokens, () => ({ deliveryType: 'pickup', delivery_address_full: 'Самовывоз', items: [] }), {
          method: 'POST',
          path: '/api/payment/create',
        }),
      ],
    });
    const created = orders.statusCodeStats?.['201']?.count ?? 0;
    const straightOrders = await straightToPostgres(server.embeddedDatabaseUrl(), LOAD, (pool, pass) => addAndPlaceOrder(pool, ids[pass % ids.length], 1));
    const ordersBare = { scenario: '  the same add and order transaction straight to PostgreSQL', non2xx: 0, ...straightOrders };
    figures.push(ratio(figure('POST /api/cart/add + POST /api/payment/create', orders, created / DURATION_S), ordersBare, GOALS.order), ordersBare);
  } finally {
    await server.stop();
  }

  console.table(figures);
  const results = path.join(__dirname, 'results');
  mkdirSync(results, { recursive: true });
  writeFileSync(path.join(results, 'api.json'), `${JSON.stringify({ connections: CONNECTIONS, durationSeconds: DURATION_S, figures }, null, 2)}\n`);
  reportMisses(misses);
}

runBench(main);
