import { Raw, type FindOperator } from 'typeorm';

let parameters = 0;

/** A parameter name of its own, so that two operators in one query never share one. */
const parameterName = (): string => `p${(parameters = (parameters + 1) % Number.MAX_SAFE_INTEGER)}`;

/** `column = ANY(:values)`: one array parameter however many values (In() binds one parameter per value). */
export function AnyOf<T>(values: readonly T[]): FindOperator<T> {
  const name = parameterName();
  return Raw((column) => `${column} = ANY(:${name})`, { [name]: values });
}

/** The column equals `value` case-insensitively, as the unique lower() indexes compare. */
export function SameTextAs(value: string): FindOperator<string> {
  const name = parameterName();
  return Raw((column) => `lower(${column}) = lower(:${name})`, { [name]: value });
}
