import fc from 'fast-check';
import type { OpenAPIObject, OperationObject, ParameterObject, ReferenceObject, RequestBodyObject, SchemaObject } from '@nestjs/swagger';
import { MAX_ENTITY_ID } from '@shop/domain';
import { openApiPath, routeInventory, type RouteDescription } from '../../src/http/route-inventory';
import { ExampleRequests, type ExampleRequest } from '../support/example-requests';
import { useTestApp } from '../support/test-context';

/**
 * Every operation of the OpenAPI document, sent 24 malformed variants of a valid request built
 * from the document: wrong types, huge, negative and fractional numbers, NUL bytes and lone
 * surrogates, deep nesting, oversized strings, missing and extra fields, a body that is no object,
 * nonsense in the path and the query. None may answer 5xx, and every refusal says why in Russian.
 * Then every date and id the document names (path, query, body) gets its edge cases: years
 * PostgreSQL or the shop cannot take, days not in the calendar, leap days, 2^31, -1, 1e309, NaN.
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
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '1e309',
    'NaN',
    '01',
    '2147483648',
    '99999999999999999999',
    'abc',
    'null',
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%2E%2E%2F%2E%2E',
    ' ',
    'x'.repeat(2000),
  ),
  fc.constantFrom('0000-01-01', '1999-12-31', '2101-01-01', '9999-12-31', '%2B002026-01-01', '2026-02-30', '2024-02-29'),
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
    fc.record({
      kind: fc.constant('add-field' as const),
      field: fc.constantFrom('__proto__', 'constructor', 'role', 'price', 'extra', 'user_id'),
      value: hostileValue,
    }),
    fc.record({ kind: fc.constant('remove-field' as const), field }),
    fc.record({ kind: fc.constant('replace-body' as const), value: hostileValue }),
    fc.record({ kind: fc.constant('path' as const), segment: hostileSegment }),
    fc.record({ kind: fc.constant('query' as const), name: fc.constantFrom('date', 'orderId', 'lineId', 'category', 'x'), value: hostileSegment }),
  );
};

/** The valid request with one thing broken. */
function mutated(
  route: RouteDescription,
  valid: ExampleRequest,
  change: Mutation,
): { url: string; payload?: string | Buffer; headers: Record<string, string> } {
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
  const document = async () => (await ctx.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenAPIObject>();
  const documented = (doc: OpenAPIObject) =>
    routeInventory(ctx.t.app).filter((route) => doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase() as 'get']);
  const tokenFor = (route: RouteDescription) => (route.access === 'admin' ? ctx.tokens.admin : route.access === 'signed-in' ? ctx.tokens.fedya : undefined);
  const send = (route: RouteDescription, request: { url: string; payload?: string | Buffer; headers: Record<string, string> }) => {
    const token = tokenFor(route);
    return ctx.api.inject({
      method: route.method as 'GET',
      url: request.url,
      payload: request.payload,
      headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };

  it(`answers ${RUNS_PER_OPERATION} malformed variants of every operation without a 5xx, and every refusal in Russian`, async () => {
    const doc = await document();
    const requests = new ExampleRequests(doc);
    const operations = documented(doc);
    expect(operations.length).toBeGreaterThan(45);
    let sent = 0;

    for (const route of operations) {
      const valid = requests.valid(route, VALID_IDS_BY_NAME);
      const fields = valid.payload && !Buffer.isBuffer(valid.payload) && typeof valid.payload === 'object' ? Object.keys(valid.payload) : [];
      await fc.assert(
        fc.asyncProperty(mutation(fields), async (change) => {
          const answer = await send(route, mutated(route, valid, change));
          sent++;
          expectAnswered(`${route.method} ${route.path} ← ${JSON.stringify(change).slice(0, 200)}`, answer);
        }),
        { numRuns: RUNS_PER_OPERATION, seed: SEED + sent, endOnFailure: true },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(operations.length * RUNS_PER_OPERATION);
    // Thousands of requests, growing with every operation the shop adds: more than the default minute on a busy machine.
  }, 300_000);

  it('answers the date and number edge cases of every date and id the document names, refusing each invalid one', async () => {
    const doc = await document();
    const requests = new ExampleRequests(doc);
    const checked = { date: 0, id: 0 };
    for (const route of documented(doc)) {
      for (const target of edgeTargets(doc, route)) {
        checked[target.kind]++;
        // Without the optional ids that stand in for another (a bouquet's line instead of the product in the path).
        const valid = requests.valid(route, { ...REQUIRED_IDS_BY_NAME, [target.name]: 1 });
        for (const edge of EDGES[target.kind]) {
          const answer = await send(route, withEdge(route, valid, target, edge.text));
          const where = `${route.method} ${route.path} ${target.in} ${target.name} = ${edge.text}`;
          expectAnswered(where, answer);
          if (target.in === 'body' ? (edge.validInBody ?? edge.valid) : edge.valid) continue;
          const refusals: readonly number[] = REFUSALS[target.kind][target.in];
          expect({ where, status: refusals.includes(answer.statusCode) ? 'refused' : answer.statusCode }).toEqual({ where, status: 'refused' });
        }
      }
    }
    // The deliveries board's day and the checkout's delivery date; the ids of orders, lines, products and composition.
    expect(checked.date).toBeGreaterThanOrEqual(3);
    expect(checked.id).toBeGreaterThanOrEqual(20);
  });
});

/** No 5xx, and a refusal says why in Russian. */
function expectAnswered(where: string, answer: { statusCode: number; body: string; json: () => unknown }): void {
  expect({ where, status: answer.statusCode < 500 ? 'below 500' : answer.statusCode, body: answer.statusCode < 500 ? '' : answer.body.slice(0, 200) }).toEqual({
    where,
    status: 'below 500',
    body: '',
  });
  if (answer.statusCode >= 400) {
    const error = (answer.json() as { error?: unknown }).error;
    expect({ where, error: typeof error === 'string' && RUSSIAN.test(error) ? 'Russian' : error }).toEqual({ where, error: 'Russian' });
  }
}

const REQUIRED_IDS_BY_NAME = { orderId: 1, order_id: 1, productId: 1, id: 1 };
const VALID_IDS_BY_NAME = { ...REQUIRED_IDS_BY_NAME, lineId: 1, composition_id: 1 };

interface Edge {
  readonly text: string;
  readonly valid: boolean;
  /** In a body the text is JSON (a bare number, else a string in quotes), where 1e3 is the number 1000. */
  readonly validInBody?: boolean;
}

/** Edge values as they are written in an address. Valid ones must be answered without a 5xx; the others refused. */
const EDGES: Record<'date' | 'id', readonly Edge[]> = {
  date: [
    ...['2000-01-01', '2000-02-29', '2024-02-29', '2028-02-29', '2100-12-31'].map((text) => ({ text, valid: true })),
    ...[
      '0000-01-01',
      '1999-12-31',
      '2101-01-01',
      '9999-12-31',
      '+002026-01-01',
      '-000001-01-01',
      '2026-02-30',
      '2025-02-29',
      '2100-02-29',
      '2026-13-01',
      '2026-00-10',
    ]
      .concat(['2026-1-1', '2026-01-01T00:00:00Z', ' 2026-01-01', 'NaN', 'Infinity', '-1', '2147483648', '1e309', ''])
      .map((text) => ({ text, valid: false })),
  ],
  id: [
    { text: '2147483647', valid: true },
    { text: '1e0', valid: false, validInBody: true },
    { text: '1e3', valid: false, validInBody: true },
    ...['0', '-1', '-0', '2147483648', '4294967296', '9007199254740993', '1e309', '-1e309', 'NaN', 'Infinity', '1.5', '0x10', '+1', '01', ' 1', ''].map(
      (text) => ({ text, valid: false }),
    ),
  ],
};

/**
 * How an invalid value is refused: a date is a 400; an id in the address names nothing (404); an
 * order id in a body is an order that does not exist (404) when it is a whole number, else a 400.
 */
const REFUSALS = {
  // An empty day in a path names no route: 404.
  date: { path: [400, 404], query: [400], body: [400] },
  id: { path: [404], query: [404], body: [400, 404] },
} as const;

interface EdgeTarget {
  readonly kind: 'date' | 'id';
  readonly in: 'path' | 'query' | 'body';
  readonly name: string;
}

const ID_NAME = /^(id|.+Id|.+_id)$/;

const kindOf = (name: string, schema: SchemaObject): EdgeTarget['kind'] | null => {
  if (schema.type === 'string' && schema.format === 'date') return 'date';
  if (schema.type === 'integer' && (schema.maximum === MAX_ENTITY_ID || ID_NAME.test(name))) return 'id';
  return null;
};

/** The dates and ids of an operation: its path and query parameters and the top-level fields of its JSON body. */
function edgeTargets(doc: OpenAPIObject, route: RouteDescription): EdgeTarget[] {
  const operation = doc.paths[openApiPath(route.path)][route.method.toLowerCase() as 'get'] as OperationObject;
  const resolve = (schema: SchemaObject | ReferenceObject | undefined): SchemaObject =>
    schema && '$ref' in schema ? (doc.components?.schemas?.[schema.$ref.split('/').pop() as string] as SchemaObject) : (schema ?? {});
  const parameters = ((operation.parameters ?? []) as ParameterObject[]).flatMap((parameter): EdgeTarget[] => {
    const kind = kindOf(parameter.name, resolve(parameter.schema));
    return kind && (parameter.in === 'path' || parameter.in === 'query') ? [{ kind, in: parameter.in, name: parameter.name }] : [];
  });
  const body = resolve((operation.requestBody as RequestBodyObject | undefined)?.content['application/json']?.schema);
  const fields = Object.entries(body.properties ?? {}).flatMap(([name, schema]): EdgeTarget[] => {
    const kind = kindOf(name, resolve(schema));
    return kind ? [{ kind, in: 'body', name }] : [];
  });
  return [...parameters, ...fields];
}

/** The valid request with one date or id replaced by `text`, written as a client would put it there. */
function withEdge(route: RouteDescription, valid: ExampleRequest, target: EdgeTarget, text: string) {
  const sent = asSent(valid);
  const [path, query = ''] = valid.url.split('?');
  if (target.in === 'path') {
    const segments = path.split('/');
    segments[route.path.split('/').indexOf(`:${target.name}`)] = encodeURIComponent(text);
    return { ...sent, url: segments.join('/') + (query ? `?${query}` : '') };
  }
  if (target.in === 'query') {
    const params = new URLSearchParams(query);
    params.set(target.name, text);
    return { ...sent, url: `${path}?${params.toString()}` };
  }
  const body = { ...(valid.payload as Record<string, unknown>), [target.name]: EDGE_MARK };
  const literal = /^-?\d+(\.\d+)?(e\d+)?$/.test(text) ? text : JSON.stringify(text);
  return { url: valid.url, payload: JSON.stringify(body).replace(JSON.stringify(EDGE_MARK), literal), headers: { 'content-type': 'application/json' } };
}

const EDGE_MARK = '\u0000edge\u0000';
