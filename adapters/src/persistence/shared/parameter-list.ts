/**
 * `$1, $2, …` for `count` values, for an `IN (…)` list. A prepared statement with the list keeps
 * PostgreSQL's generic plan once it has one; with the values as one array (`= ANY($1)`) it is
 * planned again on every call (its custom plan always looks cheaper), 70–90 µs each time here.
 */
export const parameterList = (count: number): string => Array.from({ length: count }, (_, i) => `$${i + 1}`).join(', ');
