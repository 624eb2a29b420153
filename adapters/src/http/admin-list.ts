import { HttpCode, applyDecorators } from '@nestjs/common';
import { ApiQuery, ApiResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_PAGE_SIZE,
  DELIVERY_TYPES,
  FULFILMENT_STAGES,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  ORDER_STATUSES,
  isEntityId,
  parseAdminListRequest,
  type AdminListRequest,
  type Page,
  type PageCursor,
  type RoundCursor,
} from '@shop/domain';
import { ERROR_MEANINGS } from './openapi/api.decorators';
import { ERROR } from './openapi/contract.schemas';
import { DATE_SCHEMA, arrayOf, type Schema } from './openapi/schema';
import { queryRecord } from './query-record';
import { unwrap } from './result-to-http';

const MICROSECONDS = /^-?\d{1,17}$/;

/** What a cursor of ours holds: base64url of JSON (null for anything else). */
const cursorValue = (raw: string): unknown => {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(raw)) return null;
  try {
    return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
};

const toCursor = (value: unknown[]): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

/** The opaque `cursor`: base64url of `[sort key, id]` of the last row of the page before. */
export const encodeCursor = (cursor: PageCursor): string => toCursor([cursor.key, cursor.id]);

export const decodeCursor = (raw: string): PageCursor | null => {
  const value = cursorValue(raw);
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [key, id] = value as unknown[];
  return typeof key === 'string' && MICROSECONDS.test(key) && isEntityId(id) ? { key, id } : null;
};

/** The deliveries board's `cursor`: base64url of `[id]` of the last order shown (its place in the round is recomputed on each request). */
export const encodeRoundCursor = (cursor: RoundCursor): string => toCursor([cursor.id]);

export const decodeRoundCursor = (raw: string): RoundCursor | null => {
  const value = cursorValue(raw);
  return Array.isArray(value) && value.length === 1 && isEntityId(value[0]) ? { id: value[0] } : null;
};

/** The list's `?limit=&cursor=` and filters, or 400 with the first problem (the exports read the same filters). */
export const adminListRequest = (query: unknown): AdminListRequest => unwrap(parseAdminListRequest(queryRecord(query), decodeCursor));

/** The deliveries board's `?limit=&cursor=` and filters (its cursor is its own), or 400 with the first problem. */
export const roundListRequest = (query: unknown): AdminListRequest<RoundCursor> => unwrap(parseAdminListRequest(queryRecord(query), decodeRoundCursor));

/** Sets X-Total-Count and, when there is more, `Link: <same path and filters, next cursor>; rel="next"`; returns the body. */
export function sendPage<T>(request: FastifyRequest, reply: FastifyReply, page: Page<T>): T[];
export function sendPage<T, C>(request: FastifyRequest, reply: FastifyReply, page: Page<T, C>, encode: (cursor: C) => string): T[];
export function sendPage<T>(request: FastifyRequest, reply: FastifyReply, page: Page<T, unknown>, encode: (cursor: never) => string = encodeCursor): T[] {
  void reply.header('X-Total-Count', String(page.total));
  if (page.next) {
    const url = new URL(request.url, 'http://host');
    url.searchParams.set('cursor', encode(page.next as never));
    void reply.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return page.items;
}

const described = (name: string, schema: object, description: string) => ApiQuery({ name, required: false, schema, description });

type Handler<T> = (...args: never[]) => T | Promise<T>;
type PageDecorator<T> = <H extends Handler<T[]>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>) => void;

type ListFilter = 'q' | 'status' | 'delivery_type' | 'stage' | 'date_field' | 'from' | 'to';

const FILTER_QUERIES: Record<ListFilter, () => MethodDecorator & ClassDecorator> = {
  q: () => described('q', { type: 'string', maxLength: MAX_SEARCH_LENGTH }, 'An order number, or part of a name, phone (any spelling) or e-mail'),
  status: () => described('status', { type: 'string', enum: [...ORDER_STATUSES] }, 'Only orders in this status'),
  delivery_type: () => described('delivery_type', { type: 'string', enum: [...DELIVERY_TYPES] }, 'Only orders with this delivery type'),
  stage: () => described('stage', { type: 'string', enum: [...FULFILMENT_STAGES] }, 'Only paid orders at this fulfilment stage'),
  date_field: () => described('date_field', { type: 'string', enum: ['created', 'delivery'], default: 'created' }, 'Which day `from` and `to` bound'),
  from: () => described('from', DATE_SCHEMA, 'The first day (Moscow), inclusive'),
  to: () => described('to', DATE_SCHEMA, 'The last day (Moscow), inclusive'),
};

const EVERY_FILTER = Object.keys(FILTER_QUERIES) as ListFilter[];

/** The lists' filters (`q`, `status`, `delivery_type`, `stage`, `date_field`, `from`, `to`, or the given few), documented once for the lists and the exports. */
export const ApiAdminListFilters = (filters: readonly ListFilter[] = EVERY_FILTER) => applyDecorators(...filters.map((name) => FILTER_QUERIES[name]()));

/** A paged, filtered admin list: its query parameters, its 200 with the paging headers, and 400 for a bad parameter. */
export function AnswersPage<T>(items: Schema<T>, filters?: readonly ListFilter[]): PageDecorator<T> {
  return applyDecorators(
    HttpCode(200),
    ApiResponse({
      status: 200,
      description: 'One page, in the list’s order',
      schema: arrayOf(items),
      headers: {
        'X-Total-Count': { description: 'How many orders of the list match the filters', schema: { type: 'integer', minimum: 0 } },
        Link: { description: 'When there is more: `<path with the same filters and the next cursor>; rel="next"`', schema: { type: 'string' } },
      },
    }),
    ApiResponse({ status: 400, description: ERROR_MEANINGS[400], schema: ERROR }),
    described('limit', { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }, 'Orders per page'),
    described('cursor', { type: 'string', maxLength: 200 }, 'Where the page starts: from the previous page’s Link header'),
    ApiAdminListFilters(filters),
  );
}
