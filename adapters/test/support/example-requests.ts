import type { OpenAPIObject, OperationObject, ParameterObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { openApiPath, type RouteDescription } from '../../src/http/route-inventory';
import { PNG, multipart } from './multipart';

/** Values to use by parameter or field name, wherever the name appears (`orderId` in a path, a query or a body). */
export type NamedValues = Readonly<Record<string, unknown>>;

export interface ExampleRequest {
  readonly url: string;
  readonly payload?: string | Buffer | object;
  readonly headers: Readonly<Record<string, string>>;
  /** Every parameter and body field the request names. */
  readonly names: readonly string[];
}

type Schema = SchemaObject | ReferenceObject;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Requests for the routes of the app as a client reading the OpenAPI document would send them:
 * every path parameter, the required query parameters and body fields, and the optional ones
 * `values` names. A value comes from `values` by name, else the schema's example or first allowed
 * value, else a plain value of its type. A route the document leaves out (a page) gets its path
 * parameters only.
 */
export class ExampleRequests {
  constructor(private readonly document: OpenAPIObject) {}

  valid(route: RouteDescription, values: NamedValues): ExampleRequest {
    const operation = this.operation(route);
    const parameters = (operation?.parameters ?? []) as ParameterObject[];
    const names: string[] = [];
    const named = (parameter: ParameterObject) => {
      names.push(parameter.name);
      return encodeURIComponent(String(this.value(parameter.schema ?? {}, parameter.name, values)));
    };
    const pathValue = (name: string) => {
      const parameter = parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
      return parameter ? named(parameter) : encodeURIComponent(String(values[name] ?? '1'));
    };
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => pathValue(name));
    const query = parameters
      .filter((parameter) => parameter.in === 'query' && (parameter.required || parameter.name in values))
      .map((parameter) => `${parameter.name}=${named(parameter)}`);
    const url = query.length > 0 ? `${path}?${query.join('&')}` : path;
    const content = (operation?.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content;
    if (!content) return { url, headers: {}, names };
    if (content['multipart/form-data']) {
      const upload = multipart('bouquet.png', 'image/png', PNG);
      return { url, payload: upload.payload, headers: upload.headers, names: [...names, 'file'] };
    }
    const schema = content['application/json']?.schema ?? {};
    const payload = this.value(schema, '', values, names) as object;
    return { url, payload, headers: {}, names };
  }

  /** The same route with nonsense where its parameters go and an empty body: what only a guard may answer 401 or 403. */
  nonsense(route: RouteDescription): ExampleRequest {
    const url = route.path.replace(/:([A-Za-z0-9_]+)/g, 'not-an-id');
    return this.operation(route)?.requestBody ? { url, payload: {}, headers: {}, names: [] } : { url, headers: {}, names: [] };
  }

  private operation(route: RouteDescription): OperationObject | undefined {
    return (this.document.paths[openApiPath(route.path)] as Record<string, OperationObject> | undefined)?.[route.method.toLowerCase()];
  }

  private resolve(schema: Schema): SchemaObject {
    if (!('$ref' in schema)) return schema;
    return this.document.components?.schemas?.[schema.$ref.split('/').pop() as string] as SchemaObject;
  }

  private value(given: Schema, name: string, values: NamedValues, names: string[] = []): unknown {
    if (name && name in values) return values[name];
    const schema = this.resolve(given);
    if (schema.example !== undefined) return schema.example;
    if (schema.enum) return schema.enum[0];
    const [first] = schema.allOf ?? schema.oneOf ?? schema.anyOf ?? [];
    if (first) return this.value(first, name, values, names);
    switch (schema.type) {
      case 'integer':
        return schema.minimum ?? 1;
      case 'number':
        return 1;
      case 'boolean':
        return true;
      case 'string':
        return schema.format === 'date' ? today() : 'x';
      case 'array': {
        const items = schema.items ? this.resolve(schema.items) : undefined;
        return items && (items.type !== 'object' || items.properties) ? [this.value(items, '', values, names)] : [];
      }
      case 'object':
        return this.object(schema, values, names);
      default:
        return null;
    }
  }

  private object(schema: SchemaObject, values: NamedValues, names: string[]): Record<string, unknown> {
    const required = schema.required ?? [];
    const fields = Object.entries(schema.properties ?? {}).filter(([field]) => required.includes(field) || field in values);
    names.push(...fields.map(([field]) => field));
    return Object.fromEntries(fields.map(([field, fieldSchema]) => [field, this.value(fieldSchema, field, values, names)]));
  }
}
