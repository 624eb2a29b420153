import { addDays, type AdminListFilter, type AdminListRequest } from '@shop/domain';

/** The admin's paged lists: which orders each holds and in which order (a keyset: the sort key, then the id). */
export const ADMIN_LISTS = {
  pending: { where: `o.status = 'pending'`, key: 'o.created_at', direction: 'ASC' },
  listed: { where: 'o.deleted_at IS NULL', key: 'o.created_at', direction: 'DESC' },
  paid: { where: `o.status IN ('paid', 'refunded')`, key: 'coalesce(o.paid_at, o.created_at)', direction: 'DESC' },
  // The products' orders: a listed order with at least one catalogue product among its lines (a bouquet line has none).
  withProducts: {
    where: 'o.deleted_at IS NULL AND EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.product_id IS NOT NULL)',
    key: 'o.created_at',
    direction: 'DESC',
  },
} as const;

export type AdminList = keyof typeof ADMIN_LISTS;

// The indexed expressions of AdminListIndexes1764200000000, word for word.
const SEARCH_TEXT = `lower(coalesce(o.full_name, '') || ' ' || coalesce(o.recipient_name, '') || ' ' || coalesce(o.email, ''))`;
const SEARCH_PHONE = `regexp_replace(coalesce(o.delivery_phone, ''), '\\D', '', 'g') || ' ' || regexp_replace(coalesce(o.recipient_phone, ''), '\\D', '', 'g')`;
const SEARCH_ACCOUNT = `lower(u.username || ' ' || u.email)`;

const MOSCOW_MIDNIGHT = (day: string) => `${day}T00:00:00+03:00`;

export interface Sql {
  readonly text: string;
  readonly parameters: unknown[];
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An instant column within the Moscow days `from`…`to`, both included. */
export function instantDayConditions(column: string, { from, to }: Pick<AdminListFilter, 'from' | 'to'>, parameters: unknown[]): string[] {
  const bind = (value: unknown) => `$${parameters.push(value)}`;
  const where: string[] = [];
  if (from) where.push(`${column} >= ${bind(MOSCOW_MIDNIGHT(from))}::timestamptz`);
  if (to) where.push(`${column} < ${bind(MOSCOW_MIDNIGHT(addDays(to, 1)))}::timestamptz`);
  return where;
}

/** The filter's days: when the order was placed, or (date_field=delivery) its delivery day. */
function dayConditions(filter: AdminListFilter, parameters: unknown[]): string[] {
  if (filter.dateField === 'created') return instantDayConditions('o.created_at', filter, parameters);
  const bind = (value: unknown) => `$${parameters.push(value)}`;
  const where: string[] = [];
  if (filter.from) where.push(`o.delivery_date >= ${bind(filter.from)}::date`);
  if (filter.to) where.push(`o.delivery_date <= ${bind(filter.to)}::date`);
  return where;
}

/**
 * The WHERE of the filters over `orders o`, days aside. The search is a number and a phone when it is
 * made of digits (and phone punctuation), else names and e-mails, the order's and the account's: each
 * arm indexed so the planner can OR their bitmaps.
 */
export function orderFilterConditions(filter: Pick<AdminListFilter, 'q' | 'status' | 'deliveryType' | 'stage'>, parameters: unknown[]): string[] {
  const bind = (value: unknown) => `$${parameters.push(value)}`;
  const where: string[] = [];
  if (filter.status) where.push(`o.status = ${bind(filter.status)}`);
  if (filter.deliveryType) where.push(`o.delivery_type = ${bind(filter.deliveryType)}`);
  if (filter.stage) where.push(`o.fulfilment_stage = ${bind(filter.stage)}`);
  const search = filter.q;
  if (search) {
    const arms: string[] = [];
    if (search.orderId !== null) arms.push(`o.id = ${bind(search.orderId)}`);
    if (search.phoneDigits !== null) arms.push(`${SEARCH_PHONE} LIKE ${bind(likePattern(search.phoneDigits))}`);
    if (arms.length === 0) {
      const pattern = bind(likePattern(search.text));
      arms.push(`${SEARCH_TEXT} LIKE ${pattern}`, `o.user_id = ANY (ARRAY(SELECT u.id FROM users u WHERE ${SEARCH_ACCOUNT} LIKE ${pattern}))`);
    }
    where.push(`(${arms.join(' OR ')})`);
  }
  return where;
}

/** The WHERE of a list with its filters. */
export function listConditions(list: AdminList, filter: AdminListFilter, parameters: unknown[]): string[] {
  return [ADMIN_LISTS[list].where, ...orderFilterConditions(filter, parameters), ...dayConditions(filter, parameters)];
}

/** The ids of one page (and each row's sort key in microseconds since the epoch, for the next cursor). */
export function adminListPageSql(list: AdminList, request: AdminListRequest): Sql {
  const { key, direction } = ADMIN_LISTS[list];
  const parameters: unknown[] = [];
  const where = listConditions(list, request.filter, parameters);
  const after = request.page.after;
  if (after) {
    const at = `timestamptz 'epoch' + $${parameters.push(after.key)}::bigint * interval '1 microsecond'`;
    where.push(`(${key}, o.id) ${direction === 'ASC' ? '>' : '<'} (${at}, $${parameters.push(after.id)}::integer)`);
  }
  const limit = `$${parameters.push(request.page.limit + 1)}`;
  return {
    text: `SELECT o.id, (extract(epoch FROM ${key}) * 1000000)::bigint::text AS key FROM orders o WHERE ${where.join(' AND ')} ORDER BY ${key} ${direction}, o.id ${direction} LIMIT ${limit}`,
    parameters,
  };
}

/** How many orders of the list match the filters (X-Total-Count). */
export function adminListCountSql(list: AdminList, request: AdminListRequest): Sql {
  const parameters: unknown[] = [];
  return { text: `SELECT count(*)::integer AS total FROM orders o WHERE ${listConditions(list, request.filter, parameters).join(' AND ')}`, parameters };
}
