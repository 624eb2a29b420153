import { ValidateBy } from 'class-validator';
import { Malformed } from './setting-kinds';
import { recordSetting } from './setting.metadata';

/** NODE_ENV=production: the value every production rule looks at. */
export const PRODUCTION = 'production';

const inProduction = (environment: object): boolean => (environment as { NODE_ENV?: unknown }).NODE_ENV === PRODUCTION;

/**
 * A rule the value must also keep when NODE_ENV=production. `demand` is the docs' "in production"
 * cell; `problem` writes the error's sentence for the variable's name. A malformed value is left to
 * its kind's error.
 */
export function InProduction<T>(rule: { holds: (value: T | undefined) => boolean; demand: string; problem: (name: string) => string }): PropertyDecorator {
  const check = ValidateBy({
    name: 'inProduction',
    validator: {
      validate: (value: T | Malformed | undefined, args) => value instanceof Malformed || !inProduction(args!.object) || rule.holds(value),
      defaultMessage: (args) => rule.problem(String(args?.property)),
    },
  });
  return (target, name) => {
    check(target, name);
    recordSetting(target, String(name), { inProduction: rule.demand });
  };
}

/** Unset is refused in production; `why` says what would go wrong without it. */
export const RequiredInProduction = (why: string) =>
  InProduction({ holds: (value) => value !== undefined, demand: 'required', problem: (name) => `${name} must be set in production: ${why}.` });

/** Wherever it runs: set whenever `other` is. */
export function RequiredWith(other: string, why: string): PropertyDecorator {
  const check = ValidateBy({
    name: 'requiredWith',
    validator: {
      validate: (value: unknown, args) => value !== undefined || (args!.object as Record<string, unknown>)[other] === undefined,
      defaultMessage: (args) => `${args?.property} must be set with ${other} (${why}).`,
    },
  });
  return (target, name) => {
    check(target, name);
    recordSetting(target, String(name), { requiredWith: other });
  };
}
