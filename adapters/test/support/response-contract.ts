import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenAPIObject, OperationObject, ReferenceObject, ResponseObject, SchemaObject } from '@nestjs/swagger';

/** OpenAPI's Schema Object keywords that JSON Schema lacks, all annotations (Ajv itself reads `nullable`), and the document's components. */
const OPENAPI_KEYWORDS = ['example', 'xml', 'externalDocs', 'components'];

interface DocumentedOperation {
  readonly method: string;
  readonly path: string;
  readonly pattern: RegExp;
  /** Segments that are no parameter: '/api/orders/paid' is preferred to '/api/orders/{orderId}'. */
  readonly literals: number;
  readonly operation: OperationObject;
}

export interface Answer {
  readonly statusCode: number;
  readonly headers: Record<string, unknown>;
  readonly body: string;
}

/**
 * The answers the OpenAPI document promises, checked by Ajv: it reads `nullable` as OpenAPI 3.0.3
 * does (null joins the `type` beside it, so a nullable without a type is an error, and an enum must
 * list null itself) and `format` with ajv-formats. An answer to an operation of the document must
 * have a documented status, and its JSON body the schema documented for that status.
 */
export class ResponseContract {
  private readonly ajv = new Ajv({ strict: true, allErrors: true });
  private readonly operations: DocumentedOperation[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenAPIObject) {
    addFormats(this.ajv);
    for (const keyword of OPENAPI_KEYWORDS) this.ajv.addKeyword(keyword);
    this.operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, OperationObject>).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        literals: path.split('/').filter((segment) => !segment.startsWith('{')).length,
        operation,
      })),
    );
  }

  /** What is wrong with an answer to `method url`, as sentences; none when the document says it so, or does not describe that address. */
  problems(method: string, url: string, answer: Answer): string[] {
    const found = this.operationOf(method, url.split('?')[0]);
    // A 500 is a bug, promised by no document; a test that provokes one on purpose checks it itself.
    if (!found || answer.statusCode === 500) return [];
    const where = `${method} ${found.path} → ${answer.statusCode}`;
    const response = this.resolve(found.operation.responses[answer.statusCode] as ResponseObject | ReferenceObject | undefined);
    if (!response) return [`${where}: the document lists no such answer (${Object.keys(found.operation.responses).join(', ')})`];
    const type = String(answer.headers['content-type'] ?? '');
    if (response.content?.['text/csv']) return type.startsWith('text/csv') ? [] : [`${where}: the document promises text/csv, the answer is ${type}`];
    const schema = response.content?.['application/json']?.schema;
    const json = type.startsWith('application/json');
    if (!schema) return json || answer.body !== '' ? [`${where}: the document promises no body, the answer has one`] : [];
    if (!json) return [`${where}: the document promises JSON, the answer is ${type}`];
    const validate = this.validator(`${method} ${found.path} ${answer.statusCode}`, schema);
    return validate(JSON.parse(answer.body))
      ? []
      : (validate.errors ?? []).map((error) => `${where}: ${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`);
  }

  private operationOf(method: string, path: string): DocumentedOperation | undefined {
    return this.operations.filter((candidate) => candidate.method === method && candidate.pattern.test(path)).sort((a, b) => b.literals - a.literals)[0];
  }

  private resolve(response: ResponseObject | ReferenceObject | undefined): ResponseObject | undefined {
    if (!response || !('$ref' in response)) return response;
    return this.document.components?.responses?.[response.$ref.split('/').pop() as string] as ResponseObject | undefined;
  }

  /** The schema compiled inside a copy of the document's components, where its $refs point. */
  private validator(key: string, schema: SchemaObject | ReferenceObject): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile({ components: { schemas: this.document.components?.schemas ?? {} }, allOf: [schema] });
      this.validators.set(key, validate);
    }
    return validate;
  }
}
