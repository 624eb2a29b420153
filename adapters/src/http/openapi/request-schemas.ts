import type { Type } from '@nestjs/common';
import { ApiProperty, DECORATORS, type ApiPropertyOptions } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import { MAX_ENTITY_ID } from '@shop/domain';
import { DATE_SCHEMA } from './schema';

type ValidationRule = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number];
type Derived = Record<string, unknown>;

/**
 * What each class-validator rule says about a field, in OpenAPI terms. A rule missing here stops
 * the document from being built (and its test fails): add the rule rather than let it go unsaid.
 */
const RULES: Record<string, (rule: ValidationRule) => Derived> = {
  isInt: (rule) => (rule.each ? { items: { type: 'integer' } } : { type: 'integer' }),
  isEntityId: () => ({ type: 'integer', minimum: 1, maximum: MAX_ENTITY_ID }),
  isIsoDate: () => ({ type: DATE_SCHEMA.type, format: DATE_SCHEMA.format }),
  isNumber: () => ({ type: 'number' }),
  isString: (rule) => (rule.each ? { items: { type: 'string' } } : { type: 'string' }),
  isBoolean: () => ({ type: 'boolean' }),
  isArray: () => ({ isArray: true }),
  isObject: () => ({ type: 'object' }),
  isNotEmpty: () => ({ minLength: 1 }),
  maxLength: (rule) => ({ maxLength: rule.constraints[0] }),
  min: (rule) => ({ minimum: rule.constraints[0] }),
  max: (rule) => ({ maximum: rule.constraints[0] }),
  arrayMaxSize: (rule) => ({ maxItems: rule.constraints[0] }),
  arrayMinSize: (rule) => ({ minItems: rule.constraints[0] }),
  isIn: (rule) => ({ enum: rule.constraints[0] }),
  equals: (rule) => ({ enum: [rule.constraints[0]] }),
  isOptional: () => ({ required: false }),
  // @ValidateIf: checked only when given (a stock: null or left out); its @ApiProperty says what else it takes.
  conditionalValidation: () => ({ required: false }),
};

/** Rules that say nothing about the field's shape: @Allow() and @ValidateNested() (its type comes from @ApiProperty). */
const SHAPELESS = new Set(['whitelistValidation', 'nestedValidation']);

function derivedOptions(dto: Type, property: string, rules: readonly ValidationRule[]): Derived {
  return rules.reduce<Derived>((options, rule) => {
    if (SHAPELESS.has(rule.type)) return options;
    const name = rule.name ?? rule.type;
    const describe = RULES[name];
    if (!describe)
      throw new Error(`OpenAPI: no mapping for the class-validator rule "${name}" on ${dto.name}.${property}; add it to RULES in request-schemas.ts`);
    const derived = describe(rule);
    const items = { ...(options.items as Derived | undefined), ...(derived.items as Derived | undefined) };
    return { ...options, ...derived, ...(Object.keys(items).length > 0 ? { items } : {}) };
  }, {});
}

/** Options given by hand with @ApiProperty; the type swagger took from the TypeScript type alone does not count. */
function explicitOptions(dto: Type, property: string): Derived {
  const given: Derived = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, dto.prototype, property) ?? {};
  const reflected = Reflect.getMetadata('design:type', dto.prototype, property);
  const { type, ...rest } = given;
  return type === undefined || type === reflected ? rest : given;
}

const nestedType = (options: Derived): Type | undefined => {
  const type = options.type;
  if (typeof type !== 'function' || [String, Number, Boolean, Object, Array].includes(type as never)) return undefined;
  // ApiProperty({ type: () => Dto }) gives a thunk; a class is a function with a prototype of its own.
  return (Object.prototype.hasOwnProperty.call(type, 'prototype') && type.prototype?.constructor === type ? type : (type as () => Type)()) as Type;
};

/** Swagger spells an array of strings `{ type: 'string', isArray: true }`. */
function arrayOfItems(options: Derived): Derived {
  const items = options.items as Derived | undefined;
  if (!options.isArray || options.type !== undefined || !items?.type) return options;
  const { items: _items, ...rest } = options;
  return { ...rest, type: items.type };
}

const described = new WeakSet<Type>();

/**
 * Describes a request DTO in the OpenAPI document from its class-validator rules, so the document
 * and the validation pipe read the same decorators: `@IsInt()` is `type: integer`, `@MaxLength(120)`
 * is `maxLength: 120`, `@IsOptional()` leaves the field out of `required`, and so on. What the
 * rules cannot say (examples, descriptions, the item type of a nested array, the values an
 * `@Allow()`ed field takes) is given with @ApiProperty beside them, and wins.
 */
export function describeRequestBody(dto: Type): void {
  if (described.has(dto)) return;
  described.add(dto);
  const rules = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  const properties = [...new Set(rules.map((rule) => rule.propertyName))];
  for (const property of properties) {
    const options = arrayOfItems({
      ...derivedOptions(
        dto,
        property,
        rules.filter((rule) => rule.propertyName === property),
      ),
      ...explicitOptions(dto, property),
    });
    if (options.type === undefined && options.enum === undefined && options.oneOf === undefined) {
      throw new Error(`OpenAPI: the rules of ${dto.name}.${property} do not say its type; describe it with @ApiProperty`);
    }
    ApiProperty(options as ApiPropertyOptions)(dto.prototype, property);
    const nested = nestedType(options);
    if (nested) describeRequestBody(nested);
  }
}
