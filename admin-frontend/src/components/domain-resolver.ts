import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver over a form's rules: one Russian message per invalid field, each put
 * at its field's path (a plain name, or 'slots.courier.0.capacity' for a nested one).
 */
export function domainResolver<V extends FieldValues>(rules: (values: V) => Partial<Record<string, string>>): Resolver<V> {
  return async (values) => {
    const messages = Object.entries(rules(values)).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    if (messages.length === 0) return { values, errors: {} };
    const errors: FieldErrors<V> = {};
    for (const [path, message] of messages) set(errors, path, { type: 'domain', message });
    return { values: {}, errors };
  };
}
