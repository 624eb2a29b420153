import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver over a rule of @shop/domain: the rule returns a Russian message per
 * invalid field (or nothing), exactly what the server checks with the same rule.
 */
export function domainResolver<V extends FieldValues>(rule: (values: V) => Partial<Record<keyof V, string>>): Resolver<V> {
  return async (values) => {
    const messages = Object.entries(rule(values)).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    if (messages.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(messages.map(([field, message]) => [field, { type: 'domain', message }]));
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
