import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIObject, OperationObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { MAX_ENTITY_ID } from '@shop/domain';
import { openApiPath, routeInventory, type RouteDescription } from '../../src/http/route-inventory';
import { ResponseContract } from '../support/response-contract';
import { useTestApp } from '../support/test-context';

const ID_PARAMETERS = ['id', 'orderId', 'lineId', 'productId'];

type Operations = Record<string, OperationObject>;

describe('the OpenAPI document (GET /api/openapi.json) and the reference page (GET /api/docs)', () => {
  const ctx = useTestApp();
  let document: OpenAPIObject;
  let apiRoutes: RouteDescription[];

  const operationOf = (route: RouteDescription): OperationObject | undefined =>
    (document.paths[openApiPath(route.path)] as Operations | undefined)?.[route.method.toLowerCase()];
  const resolve = (schema: SchemaObject | ReferenceObject | undefined): SchemaObject | undefined =>
    schema && '$ref' in schema ? (document.components?.schemas?.[schema.$ref.split('/').pop() as string] as SchemaObject) : schema;
  const description = (operation: OperationObject, status: number) => (operation.responses[status] as { description?: string } | undefined)?.description ?? '';
  const each = (check: (route: RouteDescription, operation: OperationObject) => string | null) =>
    apiRoutes.map((route) => check(route, operationOf(route) as OperationObject)).filter((problem): problem is string => problem !== null);

  beforeAll(async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    document = res.json();
    apiRoutes = routeInventory(ctx.t.app).filter((route) => route.path.startsWith('/api/'));
  });

  it('is a valid OpenAPI 3 document: schema, $refs, path parameters and operation ids checked by swagger-parser', async () => {
    expect(document.openapi).toMatch(/^3\./);
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('has every API route of the Nest router, and nothing else: no page, no route that does not exist', () => {
    expect(apiRoutes.length).toBeGreaterThan(40);
    expect(each((route, operation) => (operation ? null : `${route.method} ${route.path} is missing`))).toEqual([]);
    const routed = new Set(apiRoutes.map((route) => `${route.method.toLowerCase()} ${openApiPath(route.path)}`));
    const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    expect(documented.filter((operation) => !routed.has(operation))).toEqual([]);
    expect(documented).toHaveLength(routed.size);
  });

  it('gives every operation its real success status (with a schema — JSON, or text/csv for a download — unless 204) and its errors as { error }', () => {
    const problems = each((route, operation) => {
      const successes = Object.keys(operation.responses).filter((status) => status.startsWith('2'));
      if (successes.join() !== String(route.status)) return `${route.method} ${route.path}: documents ${successes} but answers ${route.status}`;
      const success = operation.responses[route.status] as { content?: Record<string, { schema?: unknown }> };
      const body = success.content?.['application/json'] ?? success.content?.['text/csv'];
      if (route.status !== 204 && !body?.schema) return `${route.method} ${route.path}: no schema for ${route.status}`;
      const errors = Object.entries(operation.responses).filter(([status]) => Number(status) >= 400);
      const untyped = errors.filter(([, response]) => !JSON.stringify(response).includes('#/components/schemas/'));
      return untyped.length > 0 ? `${route.method} ${route.path}: ${untyped.map(([status]) => status)} without a schema` : null;
    });
    expect(problems).toEqual([]);
    expect(document.components?.schemas?.Error).toEqual(expect.objectContaining({ required: ['error'], properties: { error: { type: 'string' } } }));
  });

  it('describes every request body with a schema, and such a route may answer 400', () => {
    const problems = each((route, operation) => {
      if (!route.body) return null;
      const content = (operation.requestBody as { content?: Record<string, { schema?: SchemaObject | ReferenceObject }> } | undefined)?.content ?? {};
      const schema = resolve(Object.values(content)[0]?.schema);
      if (!schema || (schema.type === 'object' && !schema.properties)) return `${route.method} ${route.path}: no request body schema`;
      return operation.responses['400'] ? null : `${route.method} ${route.path}: takes a body but documents no 400`;
    });
    expect(problems).toEqual([]);
    const addToCart = resolve(
      (document.paths['/api/cart/add'].post?.requestBody as { content: Record<string, { schema: ReferenceObject }> }).content['application/json'].schema,
    );
    expect(addToCart?.required).toEqual(['product_id', 'quantity']);
    expect(addToCart?.properties).toEqual({
      product_id: expect.objectContaining({ type: 'integer', example: 1 }),
      quantity: expect.objectContaining({ type: 'integer' }),
    });
    const contact = resolve({ $ref: '#/components/schemas/OrderContactRequestDto' });
    expect(contact?.properties?.name).toEqual(expect.objectContaining({ type: 'string', maxLength: 120, example: 'Петрова Анна' }));
    expect(contact?.required).not.toContain('email');
  });

  it('says who may call each route as its guards do: bearer and 401 when signed in, 403 for the admin', () => {
    const problems = each((route, operation) => {
      const security = (operation.security ?? []).map((requirement) => Object.keys(requirement).join());
      const needsBearer = route.access === 'signed-in' || route.access === 'admin';
      if (needsBearer !== (security.length === 1 && security[0] === 'bearer'))
        return `${route.method} ${route.path}: ${route.access}, security ${JSON.stringify(operation.security)}`;
      if (needsBearer !== description(operation, 401).includes('access token')) return `${route.method} ${route.path}: 401 does not match ${route.access}`;
      if ((route.access === 'admin') !== description(operation, 403).includes('admin'))
        return `${route.method} ${route.path}: 403 does not match ${route.access}`;
      return operation.responses['503'] ? null : `${route.method} ${route.path}: no 503`;
    });
    expect(problems).toEqual([]);
    expect(document.components?.securitySchemes?.bearer).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
  });

  it('says null as OpenAPI 3.0.3 reads it: nullable only beside a type, a nullable enum lists null, a nullable reference is one of it or null', () => {
    const problems: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${at}/${index}`));
      if (!node || typeof node !== 'object') return;
      const schema = node as SchemaObject;
      if (schema.nullable === true && schema.type === undefined) problems.push(`${at}: nullable without a type`);
      if (schema.nullable === true && schema.enum && !schema.enum.includes(null)) problems.push(`${at}: a nullable enum without null`);
      for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
    };
    walk(document, '#');
    expect(problems).toEqual([]);
    const adminOrder = resolve({ $ref: '#/components/schemas/AdminOrder' });
    expect(adminOrder?.properties?.fulfilment_stage).toEqual(
      expect.objectContaining({ type: 'string', nullable: true, enum: expect.arrayContaining(['assembling', null]) }),
    );
    const paidOrder = resolve({ $ref: '#/components/schemas/PaidOrder' });
    expect(paidOrder?.properties?.refund).toEqual({ oneOf: [{ $ref: '#/components/schemas/Refund' }, { type: 'object', nullable: true, enum: [null] }] });
  });

  it('holds answers against their schemas with Ajv, which refuses what the document does not allow', async () => {
    const customer = await ctx.api.customer('vera');
    await ctx.api.request('POST', '/api/cart/add', { token: customer.token, body: { product_id: 1, quantity: 1 } });
    await ctx.api.request('POST', '/api/payment/create', { token: customer.token, body: { deliveryType: 'pickup', delivery_address_full: '' } });
    const admin = await ctx.api.login(ctx.t.config.admin.email, ctx.t.config.admin.password);
    // Checked by the test client already: a real pending order, with no stage yet.
    const [order] = (await ctx.api.request('GET', '/api/admin/orders/pending', { token: admin.token })).json();
    expect([order.fulfilment_stage, order.next_fulfilment_stage]).toEqual([null, null]);

    const contract = new ResponseContract(document);
    const answer = (body: unknown, statusCode = 200) => ({
      statusCode,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
    });
    const pending = (change: Record<string, unknown>) => contract.problems('GET', '/api/admin/orders/pending', answer([{ ...order, ...change }]));
    expect(pending({})).toEqual([]);
    expect(pending({ fulfilment_stage: 'assembling', next_fulfilment_stage: 'ready' })).toEqual([]);
    expect(pending({ fulfilment_stage: 'nonsense' }).join()).toContain('/0/fulfilment_stage must be equal to one of the allowed values');
    expect(pending({ created_at: 'yesterday' }).join()).toContain('/0/created_at must match format');
    expect(pending({ status: undefined }).join()).toContain("must have required property 'status'");
    expect(contract.problems('GET', '/api/admin/orders/pending', answer({ error: 'Ошибка' }, 418))).toEqual([
      expect.stringContaining('the document lists no such answer'),
    ]);
  });

  it('documents ids in paths and queries as integers up to 2147483647', () => {
    const parameters = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations as Operations).flatMap((operation) => operation.parameters ?? []),
    );
    const ids = parameters.filter((parameter) => 'name' in parameter && ID_PARAMETERS.includes(parameter.name));
    expect(ids.length).toBeGreaterThan(10);
    for (const parameter of ids)
      expect(parameter).toEqual(expect.objectContaining({ schema: expect.objectContaining({ type: 'integer', maximum: MAX_ENTITY_ID }) }));
  });

  it('answers an id past PostgreSQL’s integer, in a path or a body, with the route’s 404, not a database error', async () => {
    const customer = await ctx.api.customer('ivan');
    for (const url of [`/api/payment/order/${MAX_ENTITY_ID + 1}`, '/api/payment/order/99999999999999999999', '/api/payment/order/0', '/api/payment/order/x1']) {
      const res = await ctx.api.request('GET', url, { token: customer.token });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 404, body: { error: 'Заказ не найден' } });
    }
    const started = await ctx.api.request('POST', '/api/payment/start-payment', { token: customer.token, body: { orderId: MAX_ENTITY_ID + 1 } });
    expect({ status: started.statusCode, body: started.json() }).toEqual({ status: 404, body: { error: 'Заказ не найден' } });
    expect((await ctx.api.request('GET', `/api/products/${MAX_ENTITY_ID + 1}`)).statusCode).toBe(404);
  });

  it('serves the reference page and its files from this server under the strict Content-Security-Policy', async () => {
    const page = await ctx.t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self';.*style-src 'self'/);
    expect(page.body).not.toMatch(/<script>|<style|style=|https?:\/\//);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(assets).toEqual(expect.arrayContaining(['/api/docs/swagger-ui-bundle.js', '/api/docs/init.js', '/api/docs/swagger-ui.css']));
    for (const asset of assets) {
      const res = await ctx.t.app.inject({ method: 'GET', url: asset });
      expect({ asset, status: res.statusCode }).toEqual({ asset, status: 200 });
    }
    const init = await ctx.t.app.inject({ method: 'GET', url: '/api/docs/init.js' });
    expect(init.body).toContain("url: '/api/openapi.json'");
    expect((await ctx.t.app.inject({ method: 'GET', url: '/api/docs/swagger-initializer.js' })).statusCode).toBe(404);
  });
});
