// `npm run bench:api`: load on loopback against the built shop with its embedded PostgreSQL, as
// `npm start` runs it. Reports requests/s and p99 latency for the catalogue, a cached server-rendered
// page, cart adds and order creation, each against its bare limit measured in the same run where it
// has one (a node:http server sending the same bytes; the cart's upsert and the order's transaction
// sent straight to PostgreSQL; each measured in turn with the shop, three rounds each, the median
// kept), lists every ratio under its goal (exit code 1), and writes
// bench/results/api.json. Beside each figure, where its CPU went per request (cpu-split.ts): the
// server's process, the shop's PostgreSQL and the load generator or client.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { OutgoingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type autocannon from 'autocannon';
import { startThrowawayShopServer } from '../e2e/support/shop-server';
import { reportMisses, runBench } from './bench-outcome';
import type { CpuPerRequest } from './cpu-split';
import { addEvenly, asCustomer, BUYABLE, CART_CUSTOMERS, CONNECTIONS, customers, DURATION_S, emptyCarts, LOAD, runWithCpu } from './load';
import { addAndPlaceOrder, addToCart, straightToPostgres, type StraightFigure } from './straight-to-postgres';

interface Figure {
  scenario: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  /** Requests/s of the shop ÷ those of its bare baseline, measured in the same run. */
  ratioToBare?: number;
  /** µs of CPU per request (an order for the orders) of the server's process: the shop or the bare server. */
  serverCpuUs?: number;
  /** …of the shop's PostgreSQL. */
  postgresCpuUs?: number;
  /** …of the load generator, or of the client sending straight to PostgreSQL. */
  clientCpuUs?: number;
}

/** A measured run: autocannon's result, and its CPU per request where /proc tells it. */
interface Measured {
  readonly result: autocannon.Result;
  readonly cpu?: CpuPerRequest;
}

/** What each ratio to its bare baseline should reach, and the cart add's p99. */
const GOALS = { catalogue: 1.0, page: 0.8, cartAdd: 0.5, cartAddP99Ms: 50, order: 0.8 };

/** The bare server: node:http in its own process (as the shop is), answering every request with the bytes and headers in the file argv[1]. */
const BARE_SERVER = `
const { createServer } = require('node:http');
const { headers, body } = JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'));
const bytes = Buffer.from(body, 'base64');
const server = createServer((request, response) => response.writeHead(200, headers).end(bytes));
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/** The limit for an answer: node:http sending the shop's bytes and headers for `url`, and nothing else; `measure` runs while it serves. */
async function withBareServer<T>(url: string, measure: (bareUrl: string, barePid: number | undefined) => Promise<T>): Promise<T> {
  // As autocannon asks: no Accept-Encoding, so the same uncompressed bytes.
  const answer = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await answer.arrayBuffer());
  const headers: OutgoingHttpHeaders = {};
  // node:http writes its own connection headers and date; the body goes with its length, as the shop
  // sends it (without one, node:http would send it in chunks).
  const framing = new Set(['transfer-encoding', 'connection', 'keep-alive', 'date']);
  answer.headers.forEach((value, name) => {
    if (!framing.has(name)) headers[name] = value;
  });
  const folder = mkdtempSync(path.join(tmpdir(), 'shop-bare-'));
  const file = path.join(folder, 'answer.json');
  writeFileSync(file, JSON.stringify({ headers, body: body.toString('base64') }));
  const bare = spawn(process.execPath, ['-e', BARE_SERVER, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const [port] = (await once(bare.stdout, 'data')) as [Buffer];
    return await measure(`http://127.0.0.1:${port.toString().trim()}/`, bare.pid);
  } finally {
    bare.kill();
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * An answer the shop serves again and again, against the bare server sending its bytes: measured in
 * turn, ROUNDS times each for ROUND_S, so a machine that speeds up or slows down during the bench
 * weighs on both alike; each figure is the round with the median rate.
 */
const ROUNDS = 3;
const ROUND_S = 5;

async function answerAgainstBare(shopUrl: string, shopPid: number | undefined): Promise<{ shop: Measured; bare: Measured }> {
  return withBareServer(shopUrl, async (bareUrl, barePid) => {
    const [shop, bare]: Measured[][] = [[], []];
    for (let round = 0; round < ROUNDS; round++) {
      shop.push(await runWithCpu({ url: shopUrl, duration: ROUND_S }, shopPid));
      bare.push(await runWithCpu({ url: bareUrl, duration: ROUND_S }, barePid));
    }
    return { shop: medianRound(shop), bare: medianRound(bare) };
  });
}

/** The item with the median rate. */
const medianBy = <T>(items: readonly T[], rate: (item: T) => number): T => [...items].sort((a, b) => rate(a) - rate(b))[Math.floor(items.length / 2)];

const medianRound = (rounds: Measured[]): Measured => medianBy(rounds, (round) => round.result.requests.average);

/**
 * A write through the shop against the same statements sent straight to PostgreSQL: measured in
 * turn, ROUNDS times each (`before` runs ahead of every round), each figure the round with the
 * median rate, as answerAgainstBare does for the answers.
 */
async function shopAgainstStraight(
  shop: () => Promise<Measured>,
  straight: () => Promise<StraightFigure>,
  shopRate: (measured: Measured) => number,
  before: () => Promise<unknown> = async () => undefined,
): Promise<{ shop: Measured; straight: StraightFigure }> {
  const [shops, straights]: [Measured[], StraightFigure[]] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    await before();
    shops.push(await shop());
    await before();
    straights.push(await straight());
  }
  return { shop: medianBy(shops, shopRate), straight: medianBy(straights, (figure) => figure.requestsPerSecond) };
}

const cpuColumns = (cpu: CpuPerRequest | undefined, server: boolean): Pick<Figure, 'serverCpuUs' | 'postgresCpuUs' | 'clientCpuUs'> =>
  cpu ? { ...(server ? { serverCpuUs: cpu.serverUs } : {}), postgresCpuUs: cpu.postgresUs, clientCpuUs: cpu.clientUs } : {};

const figure = (scenario: string, { result, cpu }: Measured, requestsPerSecond = result.requests.average): Figure => ({
  scenario,
  requestsPerSecond: Math.round(requestsPerSecond),
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  ...cpuColumns(cpu, true),
});

/** A straight-to-PostgreSQL baseline as a figure: no server of its own, its CPU is PostgreSQL's and the client's. */
const straightFigure = (scenario: string, { cpu, ...straight }: StraightFigure): Figure => ({ scenario, non2xx: 0, ...straight, ...cpuColumns(cpu, false) });

async function main(): Promise<void> {
  const server = await startThrowawayShopServer('shop-bench-api-', { LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '1000' });
  const figures: Figure[] = [];
  const misses: string[] = [];
  const ratio = (shop: Figure, bare: Pick<Figure, 'requestsPerSecond'>, goal: number): Figure => {
    const ratioToBare = Math.round((shop.requestsPerSecond / bare.requestsPerSecond) * 100) / 100;
    if (ratioToBare < goal) misses.push(`${shop.scenario}: ${ratioToBare} of its bare baseline < ${goal}`);
    return { ...shop, ratioToBare };
  };
  const shopPid = server.process.pid;
  try {
    const signedIn = await customers(server, CART_CUSTOMERS);
    const tokens = signedIn.map((customer) => customer.token);

    for (const [scenario, url, goal] of [
      ['GET /api/products', '/api/products', GOALS.catalogue],
      ['GET /products/plants (a cached server-rendered page)', '/products/plants', GOALS.page],
    ] as const) {
      const measured = await answerAgainstBare(`${server.url}${url}`, shopPid);
      const shop = figure(scenario, measured.shop);
      const bare = figure(`  bare node:http, the same bytes as ${url}`, measured.bare);
      figures.push(ratio(shop, bare, goal), bare);
    }

    const ids = signedIn.map((customer) => customer.id);
    // The same customers and products in the same order as the shop's rounds, each round from empty carts.
    const adds = await shopAgainstStraight(
      () => runWithCpu({ url: server.url, requests: [asCustomer(tokens, addEvenly(tokens), { method: 'POST', path: '/api/cart/add' })] }, shopPid),
      () =>
        straightToPostgres(
          server.embeddedDatabaseUrl(),
          LOAD,
          (pool, pass) => addToCart(pool, ids[pass % ids.length], BUYABLE[Math.floor(pass / ids.length) % BUYABLE.length]),
          shopPid,
        ),
      (measured) => measured.result.requests.average,
      () => emptyCarts(server, tokens),
    );
    const addsBare = straightFigure('  the same upsert straight to PostgreSQL', adds.straight);
    const cartAdd = ratio(figure('POST /api/cart/add', adds.shop), addsBare, GOALS.cartAdd);
    if (cartAdd.p99Ms > GOALS.cartAddP99Ms) misses.push(`${cartAdd.scenario}: p99 ${cartAdd.p99Ms} ms > ${GOALS.cartAddP99Ms} ms`);
    figures.push(cartAdd, addsBare);
    await emptyCarts(server, tokens);

    // An order needs a cart: each connection adds one product, then places the order.
    const created = (result: autocannon.Result) => result.statusCodeStats?.['201']?.count ?? 0;
    const orders = await shopAgainstStraight(
      () =>
        runWithCpu(
          {
            url: server.url,
            requests: [
              asCustomer(tokens, () => ({ product_id: 1, quantity: 1 }), { method: 'POST', path: '/api/cart/add' }),
              asCustomer(tokens, () => ({ deliveryType: 'pickup', delivery_address_full: 'Самовывоз', items: [] }), {
                method: 'POST',
                path: '/api/payment/create',
              }),
            ],
          },
          shopPid,
          created,
        ),
      () => straightToPostgres(server.embeddedDatabaseUrl(), LOAD, (pool, pass) => addAndPlaceOrder(pool, ids[pass % ids.length], 1), shopPid),
      (measured) => created(measured.result),
    );
    const ordersBare = straightFigure('  the same add and order transaction straight to PostgreSQL', orders.straight);
    const ordersFigure = figure('POST /api/cart/add + POST /api/payment/create', orders.shop, created(orders.shop.result) / DURATION_S);
    figures.push(ratio(ordersFigure, ordersBare, GOALS.order), ordersBare);
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
