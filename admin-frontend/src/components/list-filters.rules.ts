import { DELIVERY_TYPES, ORDER_STATUSES, deliveryTypeLabel, orderStatusListDisplay } from '@shop/domain';

/** The search box and filters above an admin list, as the screen holds them ('' is «все»). */
export interface ListFilters {
  readonly q: string;
  readonly status: string;
  readonly delivery_type: string;
  readonly from: string;
  readonly to: string;
}

export const NO_FILTERS: ListFilters = { q: '', status: '', delivery_type: '', from: '', to: '' };

export const PAGE_SIZE = 50;

/** The choices of the filters, worded as the cards word them. */
export const STATUS_CHOICES: readonly (readonly [string, string])[] = [
  ['', 'Все статусы'],
  ...ORDER_STATUSES.map((status) => [status, orderStatusListDisplay(status).label] as const),
];

export const DELIVERY_CHOICES: readonly (readonly [string, string])[] = [
  ['', 'Любое получение'],
  ...DELIVERY_TYPES.map((type) => [type, deliveryTypeLabel(type)] as const),
];

/** The first page's path: the list's path with the filters that are set (the server answers the rest by the Link header). */
export function firstPagePath(base: string, filters: ListFilters): string {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  for (const [name, value] of Object.entries(filters)) if (value.trim() !== '') query.set(name, value.trim());
  return `${base}?${query}`;
}

export const isFiltered = (filters: ListFilters): boolean => Object.values(filters).some((value) => value.trim() !== '');
