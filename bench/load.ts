// The load the autocannon benches put on a built shop: the same connections, duration and warm-up
// everywhere, and signed-in customers sending JSON round-robin.
import autocannon from 'autocannon';
import type { ShopServer } from '../e2e/support/shop-server';
import { cpuPerRequest, readCpu, type CpuPerRequest } from './cpu-split';

export const CONNECTIONS = 50;
export const DURATION_S = 10;
/** Each scenario first runs this long at the same load, unmeasured: JIT, pool and caches warm up. */
export const WARMUP_S = 3;
export const LOAD = { connections: CONNECTIONS, warmupSeconds: WARMUP_S, seconds: DURATION_S };

/**
 * The products a customer can put in the cart without a limit: 8 is the service priced on request,
 * 11 has 3 pieces in stock (adds past them are refused, and would measure the refusal).
 */
export const BUYABLE = [1, 2, 3, 4, 5, 6, 7, 9, 10];

/**
 * Enough customers for the cart adds (addEvenly) that no cart line reaches its 99-piece cap during
 * a measured run from empty carts, warm-up included: 250 × 9 products × 99 pieces take 222 750
 * adds, 17 000 a second. A refused add (an upsert that changes nothing) would be measured instead
 * of an add.
 */
export const CART_CUSTOMERS = 5 * CONNECTIONS;

export interface Customer {
  token: string;
  id: number;
}

/** autocannon's `warmup` option, which its typings leave out. */
type WithWarmup = autocannon.Options & { warmup: { connections: number; duration: number } };

/** autocannon at the benches' load: CONNECTIONS for DURATION_S after WARMUP_S unmeasured. */
export function run(options: autocannon.Options): Promise<autocannon.Result> {
  const withWarmup: WithWarmup = { connections: CONNECTIONS, duration: DURATION_S, warmup: { connections: CONNECTIONS, duration: WARMUP_S }, ...options };
  return autocannon(withWarmup);
}

/**
 * The same, with the CPU of the process `serverPid` and of this one (cpu-split.ts) read around the
 * measured part alone (the warm-up runs first as a load of its own), per request or per what
 * `counted` counts in the result (an order made by two requests).
 */
export async function runWithCpu(
  options: autocannon.Options,
  serverPid: number | undefined,
  counted: (result: autocannon.Result) => number = (result) => result.requests.total,
): Promise<{ result: autocannon.Result; cpu?: CpuPerRequest }> {
  await autocannon({ connections: CONNECTIONS, ...options, duration: WARMUP_S });
  const before = readCpu(serverPid);
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return { result, cpu: cpuPerRequest(before, readCpu(serverPid), counted(result)) };
}

export async function post(server: ShopServer, url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** `count` fresh customers (bench0 …), signed in; one per connection, so no cart line reaches its 99-piece cap during a run. */
export async function customers(server: ShopServer, count: number, prefix = 'bench'): Promise<Customer[]> {
  const signedIn: Customer[] = [];
  for (let i = 0; i < count; i++) {
    const username = `${prefix}${i}`;
    await post(server, '/api/auth/register', { email: `${username}@bench.local`, username, password: 'Bench-password-1' });
    const login = await post(server, '/api/auth/login', { identifier: username, password: 'Bench-password-1' });
    if (!login.ok) throw new Error(`signing in as ${username}: ${login.status} ${await login.text()}`);
    const { token, id } = (await login.json()) as Customer;
    signedIn.push({ token, id });
  }
  return signedIn;
}

export const emptyCarts = (server: ShopServer, tokens: string[]) =>
  Promise.all(tokens.map((token) => fetch(`${server.url}/api/cart/clear`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })));

/**
 * A JSON request sent as one of the customers, round-robin. autocannon keeps `context` for one
 * pass through `requests`, so the requests of a pass share a customer.
 */
export function asCustomer(tokens: string[], body: (pass: number) => unknown, request: Omit<autocannon.Request, 'setupRequest'>): autocannon.Request {
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

/** Pass n adds product (n div customers) mod BUYABLE as customer n mod customers, so every line grows evenly. */
export const addEvenly = (tokens: string[]) => (pass: number) => ({ product_id: BUYABLE[Math.floor(pass / tokens.length) % BUYABLE.length], quantity: 1 });
