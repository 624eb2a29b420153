import { bookableChoice } from '@shop/domain/testing';
import type { OpenAPIObject } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { MAX_ENTITY_ID, roleMay } from '@shop/domain';
import { routeInventory, type RouteDescription } from '../../src/http/route-inventory';
import { OptionalJwtAuthGuard } from '../../src/security/optional-jwt-auth.guard';
import { ExampleRequests, type ExampleRequest, type NamedValues } from '../support/example-requests';
import { useTestApp } from '../support/test-context';

/**
 * Every route of the running app × {anonymous, a customer, another customer, the admin}. The
 * routes come from Nest's router (routeInventory), what each caller may do from the route's own
 * guards and @Public(), the requests from the OpenAPI document (valid-looking, so that the answer
 * is about who asks, not about the input). A route added tomorrow is in the matrix tomorrow.
 * Olga is the customer with an order and cart lines; Boris is the other customer who names them.
 */

const REQUIRES_SIGN_IN = { error: 'Требуется авторизация' };
const FORBIDDEN = { error: 'Доступ запрещён' };
const NOT_ALLOWED = { error: 'Недостаточно прав' };

/**
 * The admin routes a florist may call, said here by hand and held against the routes' own
 * permissions: the order lists, the deliveries board, an order's timeline, stages and photos.
 * Every other admin route (refunds, deletions, approval and pricing, products, flowers, the
 * calendar, the dashboard, exports, staff, and any route added without a permission) is the owner's.
 */
const FLORIST_MAY = [
  'GET /api/admin/deliveries',
  'GET /api/admin/orders',
  'GET /api/admin/orders/:orderId/timeline',
  'GET /api/admin/orders/paid',
  'GET /api/admin/orders/pending',
  'POST /api/admin/orders/:orderId/fulfilment',
  'POST /api/admin/orders/:orderId/photo',
];

/** Names that address a customer's own things (orders, cart lines, remembered dates); another customer naming one must get 404, exactly as for one that does not exist. */
const OWNED_NAMES = ['orderId', 'order_id', 'lineId', 'composition_id', 'dateId'];

/** The routes whose callers are told apart by something else than a token, each with the reason and what every caller gets. */
const SPECIAL: Readonly<Record<string, { readonly reason: string; readonly ip: string; readonly status: number }>> = {
  'POST /api/payment/webhook/yookassa': {
    reason:
      "YooKassa's notifications carry no token: the sender's address is checked against YOOKASSA_WEBHOOK_IPS, so from any other address every caller, the admin too, gets 403",
    ip: '203.0.113.7',
    status: 403,
  },
};

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

const routeName = (route: RouteDescription) => `${route.method} ${route.path}`;
const json = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text.slice(0, 80);
  }
};

/** A date and slot bookable now, so the checkout's contact step reaches the order (the domain's own calendar). */
const bookable = (): { delivery_date: string; delivery_slot: string } => bookableChoice(new Date());

describe('authorization matrix: every route × anonymous, customer, another customer, florist, admin', () => {
  const ctx = useTestApp({ admin: true, customers: ['olga', 'boris', 'flora'], env: { RATE_LIMIT_SCALE: '20' } });
  let routes: RouteDescription[];
  let requests: ExampleRequests;
  /** Olga's order and cart lines, named as the routes name them. */
  let olgas: NamedValues;

  const send = async (route: RouteDescription, request: ExampleRequest, token?: string): Promise<Answer> => {
    const special = SPECIAL[routeName(route)];
    const headers = { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const res = await ctx.api.inject({ method: route.method as 'GET', url: request.url, headers, payload: request.payload, remoteAddress: special?.ip });
    return { status: res.statusCode, body: json(res.body) };
  };
  const owned = (route: RouteDescription) => route.access !== 'admin' && requests.valid(route, olgas).names.some((name) => OWNED_NAMES.includes(name));
  /** A refusal for want of a token or a role. A public route's own 401 (a wrong password, no refresh cookie) is no refusal. */
  const refused = (route: RouteDescription, answer: Answer) =>
    answer.status === 403 || (answer.status === 401 && (route.access !== 'public' || JSON.stringify(answer.body) === JSON.stringify(REQUIRES_SIGN_IN)));
  const refusal = (route: RouteDescription, answer: Answer) => (refused(route, answer) ? `refused: ${answer.status} ${JSON.stringify(answer.body)}` : null);

  /** Runs `check` for every route and gathers what went wrong, one line per route. */
  const problems = async (check: (route: RouteDescription) => Promise<string | null>, subset = (_route: RouteDescription) => true) => {
    const found: string[] = [];
    for (const route of routes.filter(subset)) {
      const problem = await check(route);
      if (problem) found.push(`${routeName(route)}: ${problem}`);
    }
    return found;
  };
  const expectAnswer = (answer: Answer, expected: Answer, context: string) =>
    answer.status === expected.status && JSON.stringify(answer.body) === JSON.stringify(expected.body)
      ? null
      : `${context}: ${answer.status} ${JSON.stringify(answer.body)}, expected ${expected.status} ${JSON.stringify(expected.body)}`;
  const special = (route: RouteDescription, answer: Answer) => {
    const rule = SPECIAL[routeName(route)];
    return answer.status === rule.status ? null : `${answer.status}, expected ${rule.status} (${rule.reason})`;
  };
  /** Every route called with valid-looking input: a special route by its own rule, never a 5xx, the others by `rule`. */
  const everyRoute = (token: string | undefined, rule: (route: RouteDescription, answer: Answer) => Promise<string | null> | string | null) =>
    problems(async (route) => {
      const answer = await send(route, requests.valid(route, olgas), token);
      if (SPECIAL[routeName(route)]) return special(route, answer);
      if (answer.status >= 500) return `${answer.status} ${JSON.stringify(answer.body)}`;
      return rule(route, answer);
    });
  /** The guard's refusal, for the valid input already sent and for nonsense: a guard decides before any validation. */
  const refusedAlways = async (route: RouteDescription, answer: Answer, refusal: Answer, token?: string) =>
    expectAnswer(answer, refusal, 'valid input') ?? expectAnswer(await send(route, requests.nonsense(route), token), refusal, 'nonsense input');

  beforeAll(async () => {
    routes = routeInventory(ctx.t.app);
    await ctx.t.app.get(DataSource).query(`UPDATE users SET role = 'florist' WHERE username = 'flora'`);
    const document = (await ctx.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenAPIObject>();
    requests = new ExampleRequests(document);
    const olga = ctx.tokens.olga;
    await ctx.api.request('POST', '/api/cart/add', { token: olga, body: { product_id: 1, quantity: 1 } });
    const order = await ctx.api.request('POST', '/api/payment/create', { token: olga, body: { deliveryType: 'pickup', delivery_address_full: '' } });
    await ctx.api.request('POST', '/api/cart/add', { token: olga, body: { product_id: 2, quantity: 1 } });
    await ctx.api.request('POST', '/api/cart/add-bouquet', { token: olga, body: { items: [{ product_id: 301, quantity: 3 }] } });
    const lines: { id: number; product_id: number }[] = (await ctx.api.request('GET', '/api/cart', { token: olga })).json().items;
    const date = (await ctx.api.request('POST', '/api/profile/dates', { token: olga, body: { title: 'День рождения мамы', day: 12, month: 3 } })).json();
    olgas = {
      orderId: order.json().order_id,
      order_id: order.json().order_id,
      lineId: lines.find((line) => line.product_id === 2)?.id,
      composition_id: lines.find((line) => line.product_id === 0)?.id,
      dateId: date.id,
      productId: 1,
      id: 1,
      ...bookable(),
    };
    expect(Object.values(olgas).every((value) => value !== undefined)).toBe(true);
  });

  it('knows who may call every route: each is admin-only, signed-in or marked @Public(); admin paths and customers’ ids are guarded', () => {
    expect(routes.length).toBeGreaterThan(50);
    const undeclared = routes.filter((route) => route.access === 'undeclared').map(routeName);
    expect(undeclared).toEqual([]);
    expect(routes.filter((route) => route.path.startsWith('/api/admin/') && route.access !== 'admin').map(routeName)).toEqual([]);
    // The cart is a customer's own from the first line: none of its routes is public.
    expect(routes.filter((route) => route.path.startsWith('/api/cart') && route.access !== 'signed-in').map(routeName)).toEqual([]);
    // A route naming a customer's own thing knows the caller: signed in, or open to anyone and naming the caller when a token is sent (the delivery calendar's ?orderId=).
    const knowsCaller = (route: RouteDescription) => route.access === 'signed-in' || route.guards.includes(OptionalJwtAuthGuard);
    expect(routes.filter((route) => owned(route) && !knowsCaller(route)).map(routeName)).toEqual([]);
    const counts = Object.fromEntries(['public', 'signed-in', 'admin'].map((access) => [access, routes.filter((route) => route.access === access).length]));
    expect(counts.admin + counts['signed-in'] + counts.public).toBe(routes.length);
    expect(routes.filter(owned).length).toBeGreaterThanOrEqual(6);
  });

  it('anonymous: 401 on every guarded route, also with nonsense input (the guard runs before validation); public routes never refuse', async () => {
    const found = await everyRoute(undefined, (route, answer) =>
      route.access === 'public' ? refusal(route, answer) : refusedAlways(route, answer, { status: 401, body: REQUIRES_SIGN_IN }),
    );
    expect(found).toEqual([]);
  });

  it('another customer: 404 on every route naming a customer’s own order or cart line, word for word the answer for one that does not exist', async () => {
    const missing = Object.fromEntries(OWNED_NAMES.map((name) => [name, MAX_ENTITY_ID]));
    const found = await problems(async (route) => {
      const request = requests.valid(route, olgas);
      const answer = await send(route, request, ctx.tokens.boris);
      const none = await send(route, requests.valid(route, { ...olgas, ...missing }), ctx.tokens.boris);
      // Then Olga herself: her things exist, so Boris's 404 is about whose they are.
      const owners = await send(route, request, ctx.tokens.olga);
      if (answer.status !== 404) return `${answer.status} ${JSON.stringify(answer.body)}`;
      return expectAnswer(answer, none, 'differs from a missing one') ?? (owners.status === 404 ? `Olga gets 404 too: ${JSON.stringify(owners.body)}` : null);
    }, owned);
    expect(found).toEqual([]);
  });

  it('customer: 403 on every admin route, also with nonsense input; on every other route never 401 or 403', async () => {
    const found = await everyRoute(ctx.tokens.olga, (route, answer) =>
      route.access === 'admin' ? refusedAlways(route, answer, { status: 403, body: FORBIDDEN }, ctx.tokens.olga) : refusal(route, answer),
    );
    expect(found).toEqual([]);
  });

  it('florist: the routes FLORIST_MAY names are exactly the admin routes whose permission a florist holds', () => {
    const florists = routes.filter((route) => route.access === 'admin' && route.permission && roleMay('florist', route.permission)).map(routeName);
    expect(florists.sort()).toEqual(FLORIST_MAY);
  });

  it('florist: 403 «Недостаточно прав» on every other admin route, also with nonsense input; never 401 or 403 on the lists, board, stages, photos, timeline or any non-admin route', async () => {
    const found = await everyRoute(ctx.tokens.flora, (route, answer) =>
      route.access === 'admin' && !FLORIST_MAY.includes(routeName(route))
        ? refusedAlways(route, answer, { status: 403, body: NOT_ALLOWED }, ctx.tokens.flora)
        : refusal(route, answer),
    );
    expect(found).toEqual([]);
    expect(routes.filter((route) => route.access === 'admin' && !FLORIST_MAY.includes(routeName(route))).length).toBeGreaterThan(15);
  });

  it('admin: never 401 or 403, on any route (run last: the admin’s calls delete and change Olga’s things)', async () => {
    const found = await everyRoute(ctx.tokens.admin, refusal);
    expect(found).toEqual([]);
  });
});
