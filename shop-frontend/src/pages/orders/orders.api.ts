import type { CustomerOrderDto, OrderProgressDto, PhotoResponsePayloadDto, SessionSnapshot, ShellHttpClient } from '@shop/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { HttpFailureError } from '../cart/cart.api';
import { photoAnswerFailure } from './photo-answer.rules';

/** GET /api/orders/user: the caller's orders, newest first. */
export async function fetchOrders(http: ShellHttpClient): Promise<CustomerOrderDto[]> {
  const answer = await http.request<CustomerOrderDto[]>('/api/orders/user');
  if (!answer.ok) throw new HttpFailureError(answer);
  return Array.isArray(answer.data) ? answer.data : [];
}

const ordersKey = (userId: number | null) => ['orders', userId ?? 'me'];

/** Loaded on every visit (an order placed a moment ago must be there). Spec §8: a failure is logged, the list shows empty. */
export function useOrders(http: ShellHttpClient, session: SessionSnapshot) {
  const query = useQuery({
    queryKey: ordersKey(session.userId),
    queryFn: () => fetchOrders(http),
    enabled: session.token !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => {
    if (query.error) console.error('История заказов: не удалось загрузить', query.error);
  }, [query.error]);
  return { orders: query.data ?? [], loading: query.isPending && session.token !== null };
}

export type PhotoAnswerOutcome =
  /** progress: the order's stage and photo as the server now has them (null if it did not send them). */
  { readonly ok: true; readonly progress: OrderProgressDto | null } | { readonly ok: false; readonly message: string };

const isProgress = (data: unknown): data is OrderProgressDto => {
  const progress = data as Partial<OrderProgressDto> | null;
  return typeof progress?.photo_url === 'string' && (progress.photo_approved === null || typeof progress.photo_approved === 'boolean');
};

/** POST /api/orders/{orderId}/photo-response: «Всё отлично» or «Хочу изменить» with what to change. */
export async function sendPhotoAnswer(http: ShellHttpClient, orderId: number, payload: PhotoResponsePayloadDto): Promise<PhotoAnswerOutcome> {
  const answer = await http.request<OrderProgressDto>(`/api/orders/${orderId}/photo-response`, { method: 'POST', body: payload });
  if (!answer.ok) return { ok: false, message: photoAnswerFailure(answer) };
  return { ok: true, progress: isProgress(answer.data) ? answer.data : null };
}

/**
 * Sends an answer to an order's photo. Once accepted, the card shows it at once (the answer's
 * progress goes into the loaded list) and the list is read again for what the customer may do next.
 */
export function usePhotoAnswer(http: ShellHttpClient, session: SessionSnapshot) {
  const client = useQueryClient();
  const { userId } = session;
  return useCallback(
    async (orderId: number, payload: PhotoResponsePayloadDto): Promise<PhotoAnswerOutcome> => {
      const outcome = await sendPhotoAnswer(http, orderId, payload);
      if (!outcome.ok) return outcome;
      const queryKey = ordersKey(userId);
      const { progress } = outcome;
      if (progress)
        client.setQueryData<CustomerOrderDto[]>(queryKey, (orders) => orders?.map((order) => (order.order_id === orderId ? { ...order, ...progress } : order)));
      void client.invalidateQueries({ queryKey });
      return outcome;
    },
    [client, http, userId],
  );
}
