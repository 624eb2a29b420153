import type { DeliveryType } from '../delivery/delivery-type.value-object';
import { DELIVERY_TYPES } from '../delivery/delivery-type.value-object';
import { isIsoDate } from '../shared/calendar-date.rules';
import { isEntityId } from '../shared/entity-id';
import { err, ok, type Result } from '../shared/result';
import { ADMIN_LIST_ERRORS, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, type AdminListError } from './admin-list.errors';
import { FULFILMENT_STAGES, type FulfilmentStage } from './fulfilment.state-machine';
import { ORDER_STATUSES, type OrderStatus } from './order-status.state-machine';

/** What an admin list is narrowed to: every field optional, `from`/`to` inclusive Moscow days. */
export interface AdminListFilter {
  readonly q?: AdminSearch;
  readonly status?: OrderStatus;
  readonly deliveryType?: DeliveryType;
  readonly stage?: FulfilmentStage;
  readonly dateField: 'created' | 'delivery';
  readonly from?: string;
  readonly to?: string;
}

/**
 * The search box, read once: `orderId` when it can be an order number, `phoneDigits` when it holds at
 * least three digits and nothing but phone punctuation — a Russian number in any spelling (+7 916…,
 * 8 916…, 916…) comes down to its last ten digits; otherwise `text` (lower case) for names and e-mails.
 */
export interface AdminSearch {
  readonly text: string;
  readonly orderId: number | null;
  readonly phoneDigits: string | null;
}

/** Where the next page starts: the sort key of the last row shown (microseconds since the epoch) and its id. */
export interface PageCursor {
  readonly key: string;
  readonly id: number;
}

/** Where the deliveries board's next page starts: right after this order in the courier's round order. */
export interface RoundCursor {
  readonly id: number;
}

export interface PageRequest<C = PageCursor> {
  readonly limit: number;
  readonly after: C | null;
}

export interface AdminListRequest<C = PageCursor> {
  readonly filter: AdminListFilter;
  readonly page: PageRequest<C>;
}

/** One page of a list and what the headers say about the rest. */
export interface Page<T, C = PageCursor> {
  readonly items: T[];
  readonly total: number;
  readonly next: C | null;
}

export const ADMIN_LIST_PARAMETERS = ['limit', 'cursor', 'q', 'status', 'delivery_type', 'stage', 'date_field', 'from', 'to'] as const;

const PHONE_SPELLING = /^[\d\s()+\-.]+$/;

export const toAdminSearch = (raw: string): AdminSearch | undefined => {
  const trimmed = raw.trim();
  const numberSign = /^[№#]/.test(trimmed);
  const text = trimmed.replace(/^[№#]\s*/, '').toLowerCase();
  if (text === '') return undefined;
  const digits = text.replace(/\D/g, '');
  const orderId = /^\d+$/.test(text) && isEntityId(Number(text)) ? Number(text) : null;
  // «№123» asks for that order alone; bare digits may as well be part of a phone.
  const phone =
    !numberSign && PHONE_SPELLING.test(text) && digits.length >= 3 ? (digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : digits) : null;
  return { text, orderId, phoneDigits: phone };
};

type Query = Readonly<Record<string, unknown>>;

const optionalString = (query: Query, name: string): Result<string | undefined, 'invalid'> => {
  const value = query[name];
  if (value === undefined) return ok(undefined);
  return typeof value === 'string' ? ok(value) : err('invalid');
};

const oneOf = <T extends string>(allowed: readonly T[], value: string | undefined): value is T | undefined =>
  value === undefined || value === '' || (allowed as readonly string[]).includes(value);

/** Reads `?limit=&cursor=&q=&status=&delivery_type=&stage=&date_field=&from=&to=` (every one optional; an empty value means none, but for a day). */
export const parseAdminListRequest = <C = PageCursor>(query: Query, decodeCursor: (raw: string) => C | null): Result<AdminListRequest<C>, AdminListError> => {
  const read = (name: string) => optionalString(query, name);
  const [limit, cursor, q, status, deliveryType, stage, dateField, from, to] = ADMIN_LIST_PARAMETERS.map(read);

  if (!limit.ok || (limit.value !== undefined && !/^\d{1,3}$/.test(limit.value))) return err(ADMIN_LIST_ERRORS.invalidLimit);
  const size = limit.value === undefined ? DEFAULT_PAGE_SIZE : Number(limit.value);
  if (size < 1 || size > MAX_PAGE_SIZE) return err(ADMIN_LIST_ERRORS.invalidLimit);

  if (!cursor.ok) return err(ADMIN_LIST_ERRORS.invalidCursor);
  const after = cursor.value === undefined || cursor.value === '' ? null : decodeCursor(cursor.value);
  if (cursor.value && after === null) return err(ADMIN_LIST_ERRORS.invalidCursor);

  if (!q.ok || (q.value !== undefined && (q.value.length > MAX_SEARCH_LENGTH || /[\u0000\uD800-\uDFFF]/.test(q.value))))
    return err(ADMIN_LIST_ERRORS.invalidSearch);
  if (!status.ok || !oneOf(ORDER_STATUSES, status.value)) return err(ADMIN_LIST_ERRORS.invalidStatus);
  if (!deliveryType.ok || !oneOf(DELIVERY_TYPES, deliveryType.value)) return err(ADMIN_LIST_ERRORS.invalidDeliveryType);
  if (!stage.ok || !oneOf(FULFILMENT_STAGES, stage.value)) return err(ADMIN_LIST_ERRORS.invalidStage);
  if (!dateField.ok || !oneOf(['created', 'delivery'] as const, dateField.value)) return err(ADMIN_LIST_ERRORS.invalidDateField);
  const day = (value: Result<string | undefined, 'invalid'>) => (value.ok && (value.value === undefined || isIsoDate(value.value)) ? value : null);
  const start = day(from);
  const end = day(to);
  if (!start || !end || (start.value && end.value && start.value > end.value)) return err(ADMIN_LIST_ERRORS.invalidPeriod);

  const present = <T extends string>(value: T | undefined): T | undefined => (value === '' ? undefined : value);
  return ok({
    filter: {
      q: q.value === undefined ? undefined : toAdminSearch(q.value),
      status: present(status.value),
      deliveryType: present(deliveryType.value),
      stage: present(stage.value),
      dateField: present(dateField.value) ?? 'created',
      from: start.value,
      to: end.value,
    },
    page: { limit: size, after },
  });
};
