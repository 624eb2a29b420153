/** The largest id the database stores (a PostgreSQL integer column). */
export const MAX_ENTITY_ID = 2_147_483_647;

/** An id of a stored thing (an order, a product, a user): a whole number from 1 to 2^31−1. */
export const isEntityId = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ENTITY_ID;

/** An id as it arrives in a path or a query ('42'): the number, or null for anything else ('042', '4e1', '1.0', '2147483648'). */
export const parseEntityId = (text: unknown): number | null => {
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return isEntityId(id) ? id : null;
};
