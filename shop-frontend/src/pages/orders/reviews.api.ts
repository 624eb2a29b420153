import {
  type CustomerReviewDto,
  type RepeatOrderDto,
  type ReviewPayloadDto,
  type SessionSnapshot,
  type ShellHttpClient,
  type ShellSession,
} from '@shop/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { notifyCartChanged } from '../cart/cart-events';
import { repeatFailure, reviewFailure } from './review-and-repeat.rules';

const reviewsKey = (userId: number | null) => ['order-reviews', userId ?? 'me'];

/** GET /api/orders/reviews: the caller's reviews, each shown on its order's card; an unreadable list shows none. */
export function useMyReviews(http: ShellHttpClient, session: SessionSnapshot) {
  const query = useQuery({
    queryKey: reviewsKey(session.userId),
    queryFn: async () => {
      const answer = await http.request<CustomerReviewDto[]>('/api/orders/reviews');
      return answer.ok && Array.isArray(answer.data) ? answer.data : [];
    },
    enabled: session.token !== null,
    retry: false,
    staleTime: 0,
  });
  return new Map((query.data ?? []).map((review) => [review.order_id, review]));
}

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** One picture to the review just written: multipart, which the JSON client cannot send, with the session's token. */
async function sendPhoto(session: ShellSession, orderId: number, file: File): Promise<boolean> {
  const form = new FormData();
  form.append('file', file);
  const token = session.getSnapshot().token;
  const response = await fetch(`/api/orders/${orderId}/review/photo`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
    credentials: 'same-origin',
  }).catch(() => null);
  return response?.ok ?? false;
}

/** POST /api/orders/{orderId}/review, then its photo when one is chosen; the card then shows the review. */
export function useWriteReview(http: ShellHttpClient, session: ShellSession) {
  const client = useQueryClient();
  return useCallback(
    async (orderId: number, payload: ReviewPayloadDto, photo: File | null): Promise<Outcome<{ readonly photoFailed: boolean }>> => {
      const answer = await http.request<CustomerReviewDto>(`/api/orders/${orderId}/review`, { method: 'POST', body: payload });
      if (!answer.ok) return { ok: false, message: reviewFailure(answer) };
      const photoFailed = photo !== null && !(await sendPhoto(session, orderId, photo));
      await client.invalidateQueries({ queryKey: reviewsKey(session.getSnapshot().userId) });
      return { ok: true, value: { photoFailed } };
    },
    [client, http, session],
  );
}

/** POST /api/orders/{orderId}/repeat: the order's lines into the cart; the header's badge is told. */
export async function repeatOrder(http: ShellHttpClient, orderId: number): Promise<Outcome<RepeatOrderDto>> {
  const answer = await http.request<RepeatOrderDto>(`/api/orders/${orderId}/repeat`, { method: 'POST' });
  if (!answer.ok) return { ok: false, message: repeatFailure(answer) };
  if (answer.data.added.length > 0) notifyCartChanged();
  return { ok: true, value: answer.data };
}
