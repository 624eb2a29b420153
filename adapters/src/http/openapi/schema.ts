import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { CALENDAR_YEARS, MAX_ENTITY_ID } from '@shop/domain';

declare const described: unique symbol;

/**
 * An OpenAPI schema that describes values of type T. T exists only for the compiler: it is
 * invariant, so a schema of `string` is no schema of `string | null`, and `object<T>()` must be
 * given a schema for every field of T and no other.
 */
export type Schema<T> = (SchemaObject | ReferenceObject) & { readonly [described]?: (value: T) => T };

const OPTIONAL = Symbol('optional');

/** A field that may be absent (`name?: T`); `object()` leaves it out of `required`. */
export interface Optional<T> {
  readonly [OPTIONAL]: Schema<T>;
}

/** One schema per field of T: `optional()` exactly for the fields T marks with `?`. */
export type Shape<T> = {
  readonly [K in keyof T]-?: undefined extends T[K] ? Optional<Exclude<T[K], undefined>> : Schema<T[K]>;
};

const schema = <T>(value: SchemaObject | ReferenceObject): Schema<T> => value as Schema<T>;

export const integer = schema<number>({ type: 'integer' });
/** A row's id: PostgreSQL's integer, from 1. */
export const ID_SCHEMA: SchemaObject = { type: 'integer', minimum: 1, maximum: MAX_ENTITY_ID };
export const id = schema<number>(ID_SCHEMA);
/** A day sent to the shop (isIsoDate): anything else is 400. */
export const DATE_SCHEMA: SchemaObject = {
  type: 'string',
  format: 'date',
  description: `YYYY-MM-DD, a day of ${CALENDAR_YEARS.first} … ${CALENDAR_YEARS.last}`,
};
export const roubles = schema<number>({ type: 'number', description: 'рубли, не более двух знаков после запятой' });
export const text = schema<string>({ type: 'string' });
export const dateTime = schema<string>({ type: 'string', format: 'date-time' });
/** A Moscow day 'YYYY-MM-DD' in an answer. */
export const date = schema<string>({ type: 'string', format: 'date' });
export const boolean = schema<boolean>({ type: 'boolean' });
export const unknownValue = schema<unknown>({});

export const literal = <T extends string | boolean>(value: T): Schema<T> => schema<T>({ type: typeof value as 'string' | 'boolean', enum: [value] });

/** One of the values of a union the domain lists at run time (ORDER_STATUSES, ...). */
export const oneOf = <T extends string>(values: readonly T[]): Schema<T> => schema<T>({ type: 'string', enum: [...values] });

/** One of the values of a union the domain does not list: the record makes the compiler demand every member. */
export const oneOfKeys = <T extends string>(members: Record<T, true>): Schema<T> => oneOf(Object.keys(members) as T[]);

/** Null and nothing else: `nullable` adds null to the type beside it, and the enum keeps only null. */
const NULL_ONLY: SchemaObject = { type: 'object', nullable: true, enum: [null] };

/**
 * T or null, as OpenAPI 3.0.3 reads `nullable`: it adds null to the `type` beside it, and every
 * other keyword still applies, so an enum lists null itself. A reference (or a schema without a
 * type of its own) cannot take it, and becomes one of the reference or null.
 */
export const nullable = <T>(inner: Schema<T>): Schema<T | null> => {
  if ('$ref' in inner || inner.type === undefined) return schema<T | null>({ oneOf: [inner, NULL_ONLY] });
  return schema<T | null>({ ...inner, nullable: true, ...(inner.enum ? { enum: [...inner.enum, null] } : {}) });
};

export const arrayOf = <T>(items: Schema<T>): Schema<T[]> => schema<T[]>({ type: 'array', items });

export const optional = <T>(inner: Schema<T>): Optional<T> => ({ [OPTIONAL]: inner });

const isOptional = (field: unknown): field is Optional<unknown> => typeof field === 'object' && field !== null && OPTIONAL in field;

export function object<T>(shape: Shape<T>): Schema<T> {
  const properties: Record<string, SchemaObject | ReferenceObject> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(shape as Record<string, Schema<unknown> | Optional<unknown>>)) {
    if (isOptional(field)) properties[name] = field[OPTIONAL];
    else {
      properties[name] = field;
      required.push(name);
    }
  }
  return schema<T>({ type: 'object', properties, required });
}

export const describe = <T>(description: string, inner: Schema<T>): Schema<T> =>
  schema<T>('$ref' in inner ? { allOf: [inner], description } : { ...inner, description });

/** Named schemas of the document (`#/components/schemas/<name>`), defined once and referred to everywhere. */
export class SchemaComponents {
  private readonly definitions: Record<string, SchemaObject> = {};

  define<T>(name: string, definition: Schema<T>): Schema<T> {
    if (name in this.definitions) throw new Error(`OpenAPI schema ${name} is defined twice`);
    this.definitions[name] = definition as SchemaObject;
    return schema<T>({ $ref: `#/components/schemas/${name}` });
  }

  all(): Readonly<Record<string, SchemaObject>> {
    return this.definitions;
  }
}
