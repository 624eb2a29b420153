import fc from 'fast-check';
import type { OpenAPIObject } from '@nestjs/swagger';
import { openApiPath, routeInventory, type RouteDescription } from '../../src/http/route-inventory';
import { ExampleRequests, type ExampleRequest } from '../support/example-requests';
import { useTestApp } from '../support/test-context';

/**
 * Every operation of the OpenAPI document, sent 24 malformed variants of a valid request built
 * from the document: wrong types, huge, negative and fractional numbers, NUL bytes and lone
 * surrogates, deep nesting, oversized strings, missing and extra fields, a body that is no object,
 * nonsense in the path and the query. None may answer 5xx, and every refusal says why in Russian.
 * The operations come from the document, so a route added tomorrow is fuzzed tomorrow.
 * FUZZ_SEED replays (or explores with) another seed; fast-check prints the seed of a failure.
 */

const RUNS_PER_OPERATION = 24;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUSSIAN = /[А-Яа-яЁё]/;

/** JSON `depth` levels deep: deeper than any form, deep enough to have overflowed validation. */
const nested = (depth: number): unknown => (depth === 0 ? 1 : { a: nested(depth - 1) });

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, '', 0, -1, 0.5, -0.0001, 2 ** 31, 2 ** 53 + 2, 1e21, 1e308, -1e308, '1', 'true', '2147483648'),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom('\ud800', 'a\udc00b', '\udbff\u0000'),
  fc.integer({ min: 1, max: 4 }).map((size) => 'я'.repeat(25_000 * size)),
  fc.integer({ min: 65, max: 400 }).map(nested),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '1e3', '01', '2147483648', '99999999999999999999', 'abc', 'null', '%00', 'a%00b', '%ED%A0%80', '%2E%2E%2F%2E%2E', ' ', 'x'.repeat(2000)),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

type Mutation =
  | { readonly kind: 'replace-field' | 'add-field'; readonly field: string; readonly value: unknown }
  | { readonly kind: 'remove-field'; readonly field: string }
  | { readonly kind: 'replace-body'; readonly value: unknown }
  | { readonly kind: 'path'; readonly segment: string }
  | { readonly kind: 'query'; readonly name: string; readonly value: string };

const mutation = (fields: readonly string[]): fc.Arbitrary<Mutation> => {
  const field = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('id');
  return fc.oneof(
    fc.record({ kind: fc.constant('replace-field' as const), field, value: hostileValue }),
    fc.record({ kind: fc.constant('add-field' as const), field: fc.constantFrom('__proto__', 'constructor', 'role', 'price', 'extra', 'user_id'), value: hostileValue }),
    fc.record({ kind: fc.constant('remove-field' as const), field }),
    fc.record({ kind: fc.constant('replace-body' as const), value: hostileValue }),
    fc.record({ kind: fc.constant('path' as const), segment: hostileSegment }),
    fc.record({ kind: fc.constant('query' as const), name: fc.constantFrom('date', 'orderId', 'lineId', 'category', 'x'), value: hostileSegment }),
  );
};

/** The valid request with one thing broken. */
function mutated(route: RouteDescription, valid: ExampleRequest, change: Mutation): { url: string; payload?: string | Buffer; headers: Record<string, string> } {
  const json = (body: unknown) => ({ url: valid.url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const body = valid.payload && !Buffer.isBuffer(valid.payload) && typeof valid.payload === 'object' ? (valid.payload as Record<string, unknown>) : {};
  switch (change.kind) {
    case 'replace-field':
    case 'add-field':
      return json({ ...body, [change.field]: change.value });
    case 'remove-field': {
      const { [change.field]: _removed, ...rest } = body;
      return json(rest);
    }
    case 'replace-body':
      return json(change.value);
    case 'path': {
      const segments = valid.url.split('?')[0].split('/');
      const params = route.path.split('/').flatMap((part, index) => (part.startsWith(':') ? [index] : []));
      const at = params.length > 0 ? params[0] : segments.length - 1;
      segments[at] = change.segment;
      return { ...asSent(valid), url: segments.join('/') + (valid.url.includes('?') ? `?${valid.url.split('?')[1]}` : '') };
    }
    case 'query':
      return { ...asSent(valid), url: `${valid.url}${valid.url.includes('?') ? '&' : '?'}${change.name}=${change.value}` };
  }
}

const asSent = (request: ExampleRequest) => ({
  url: request.url,
  payload: request.payload === undefined ? undefined : Buffer.isBuffer(request.payload) ? request.payload : JSON.stringify(request.payload),
  headers: { ...(request.payload !== undefined && !Buffer.isBuffer(request.payload) ? { 'content-type': 'application/json' } : {}), ...request.headers },
});

describe('fuzzing every operation of the OpenAPI document', () => {
  const ctx = useTestApp({ admin: true, customers: ['fedya'], env: { RATE_LIMIT_SCALE: '1000' } });

  it(`answers ${RUNS_PER_OPERATION} malformed variants of every operation without a 5xx, and every refusal in Russian`, async () => {
    const document = (await ctx.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenAPIObject>();
    const requests = new ExampleRequests(document);
    const operations = routeInventory(ctx.t.app).filter((route) => document.paths[openApiPath(route.path)]?.[route.method.toLowerCase() as 'get']);
    expect(operations.length).toBeGreaterThan(45);
    const tokenFor = (route: RouteDescription) => (route.access === 'admin' ? ctx.tokens.admin : route.access === 'signed-in' ? ctx.tokens.fedya : undefined);
    let sent = 0;

    for (const route of operations) {
      const valid = requests.valid(route, { orderId: 1, order_id: 1, productId: 1, id: 1, lineId: 1, composition_id: 1 });
      const fields = valid.payload && !Buffer.isBuffer(valid.payload) && typeof valid.payload === 'object' ? Object.keys(valid.payload) : [];
      await fc.assert(
        fc.asyncProperty(mutation(fields), async (change) => {
          const request = mutated(route, valid, change);
          const token = tokenFor(route);
          const answer = await ctx.t.app.inject({
            method: route.method as 'GET',
            url: request.url,
            payload: request.payload,
            headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          });
          sent++;
          const where = `${route.method} ${route.path} ← ${JSON.stringify(change).slice(0, 200)}`;
          expect({ where, status: answer.statusCode < 500 ? 'below 500' : answer.statusCode, body: answer.statusCode < 500 ? '' : answer.body.slice(0, 200) }).toEqual({
            where,
            status: 'below 500',
            body: '',
          });
          if (answer.statusCode >= 400) {
            const error = (answer.json() as { error?: unknown }).error;
            expect({ where, error: typeof error === 'string' && RUSSIAN.test(error) ? 'Russian' : error }).toEqual({ where, error: 'Russian' });
          }
        }),
        { numRuns: RUNS_PER_OPERATION, seed: SEED + sent, endOnFailure: true },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(operations.length * RUNS_PER_OPERATION);
  });
});
