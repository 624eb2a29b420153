import {
  ADMIN_SCREEN_PAGE_SIZE,
  DELIVERY_TYPES,
  FULFILMENT_STAGES,
  ORDER_STATUSES,
  deliveryTypeLabel,
  fulfilmentStageName,
  orderStatusListDisplay,
  type OrderStatus,
} from '@shop/domain';

/** The search box and filters above an admin list, as the screen holds them ('' is «все»). */
export interface ListFilters {
  readonly q: string;
  readonly status: string;
  readonly delivery_type: string;
  readonly from: string;
  readonly to: string;
  /** Only the lists that offer it (the paid orders). */
  readonly stage?: string;
  /** Which day `from`/`to` bound: 'created' (unset) or 'delivery'; only the lists that offer the choice. */
  readonly date_field?: string;
}

export const NO_FILTERS: ListFilters = { q: '', status: '', delivery_type: '', from: '', to: '' };

export const PAGE_SIZE = ADMIN_SCREEN_PAGE_SIZE;

/** Which filter controls a list offers: the statuses it can hold (none: no status filter), stage, which day the dates bound, and whether days at all (not on one day's board). */
export interface FilterControls {
  readonly statuses: readonly OrderStatus[];
  readonly stage: boolean;
  readonly dateField: boolean;
  readonly days?: false;
}

/** «Все заказы»: any status, days of creation. */
export const ALL_ORDERS_CONTROLS: FilterControls = { statuses: ORDER_STATUSES, stage: false, dateField: false };

/** The filters' choices, worded as the cards word them. */
export const statusChoices = (statuses: readonly OrderStatus[]): readonly (readonly [string, string])[] => [
  ['', 'Все статусы'],
  ...statuses.map((status) => [status, orderStatusListDisplay(status).label] as const),
];

export const DELIVERY_CHOICES: readonly (readonly [string, string])[] = [
  ['', 'Любое получение'],
  ...DELIVERY_TYPES.map((type) => [type, deliveryTypeLabel(type)] as const),
];

export const STAGE_CHOICES: readonly (readonly [string, string])[] = [
  ['', 'Любой этап'],
  ...FULFILMENT_STAGES.map((stage) => [stage, fulfilmentStageName(stage)] as const),
];

export const DATE_FIELD_CHOICES: readonly (readonly [string, string])[] = [
  ['created', 'Дата заказа'],
  ['delivery', 'Дата получения'],
];

const isSet = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** The filters that narrow the list; which day the dates bound narrows nothing without a day. */
const narrowing = (filters: ListFilters): [string, string][] => {
  const dated = isSet(filters.from) || isSet(filters.to);
  return Object.entries(filters)
    .filter((entry): entry is [string, string] => isSet(entry[1]))
    .filter(([name, value]) => name !== 'date_field' || (dated && value !== 'created'));
};

/** The first page's path: the list's path (with its own query, as a day's deliveries) and the filters that are set (the server answers the rest by the Link header). */
export function firstPagePath(base: string, filters: ListFilters): string {
  const [path, own] = base.split('?');
  const query = new URLSearchParams(own);
  query.set('limit', String(PAGE_SIZE));
  for (const [name, value] of narrowing(filters)) query.set(name, value.trim());
  return `${path}?${query}`;
}

export const isFiltered = (filters: ListFilters): boolean => narrowing(filters).length > 0;
