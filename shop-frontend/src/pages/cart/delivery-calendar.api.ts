import type { DeliveryDateDto, DeliverySlotDto, ShellHttpClient } from '@shop/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { HttpFailureError } from './cart.api';

/** The delivery type the calendar is asked about: the form's two, as the calls name them. */
export type CalendarDeliveryType = 'yandex' | 'pickup';

/** Whose dates: any customer's, or (once it exists) this order's, with its lead time and its own place counted free. */
export interface CalendarAsk {
  readonly type: CalendarDeliveryType;
  readonly orderId: number | null;
}

const CALENDAR_KEY = ['delivery-calendar'] as const;

const search = (params: Record<string, string | number | null>): string =>
  new URLSearchParams(Object.entries(params).flatMap(([name, value]) => (value === null ? [] : [[name, String(value)]]))).toString();

async function getList<T>(http: ShellHttpClient, path: string): Promise<T[]> {
  // Signed in for the order's own dates; a guest's token is simply not there.
  const answer = await http.request<T[]>(path);
  if (!answer.ok) throw new HttpFailureError(answer);
  return Array.isArray(answer.data) ? answer.data : [];
}

/** GET /api/delivery/dates?type=…[&orderId=…]: the next 14 days, each available or not with its reason. */
export const deliveryDatesQuery = (http: ShellHttpClient, { type, orderId }: CalendarAsk) =>
  queryOptions({
    queryKey: [...CALENDAR_KEY, 'dates', type, orderId] as const,
    queryFn: () => getList<DeliveryDateDto>(http, `/api/delivery/dates?${search({ type, orderId })}`),
    // Places are taken by other customers all the time: asked again whenever the form opens.
    staleTime: 0,
  });

/** GET /api/delivery/slots?date=…&type=…[&orderId=…]: the day's slots with their places left. */
export const deliverySlotsQuery = (http: ShellHttpClient, date: string, { type, orderId }: CalendarAsk) =>
  queryOptions({
    queryKey: [...CALENDAR_KEY, 'slots', date, type, orderId] as const,
    queryFn: () => getList<DeliverySlotDto>(http, `/api/delivery/slots?${search({ date, type, orderId })}`),
    staleTime: 0,
  });

export const useDeliveryDates = (http: ShellHttpClient, ask: CalendarAsk | null) =>
  useQuery({ ...deliveryDatesQuery(http, ask ?? { type: 'yandex', orderId: null }), enabled: ask !== null });

export const useDeliverySlots = (http: ShellHttpClient, date: string, ask: CalendarAsk | null) =>
  useQuery({ ...deliverySlotsQuery(http, date, ask ?? { type: 'yandex', orderId: null }), enabled: ask !== null && date !== '' });

/** Asks the server again for every date and slot (after a slot was taken under the customer's hands). */
export function useReloadCalendar(): () => Promise<void> {
  const queries = useQueryClient();
  return useCallback(() => queries.invalidateQueries({ queryKey: CALENDAR_KEY }), [queries]);
}
