import type { ServerApiGet } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';
import { browserGet } from '../../catalogue/catalogue.api';

/** Spec §3 'Like counter': one counter per product, keyed 'plant-{id}'. */
export const likeItemId = (productId: number) => `plant-${productId}`;

export interface LikeAnswer {
  like_count: number;
  already_liked: boolean;
}

export async function fetchLikeCount(itemId: string, get: ServerApiGet = browserGet): Promise<number> {
  const { status, body } = await get(`/api/likes/${encodeURIComponent(itemId)}`);
  if (status !== 200) throw new Error(`HTTP ${status}`);
  return Number((body as Partial<LikeAnswer> | null)?.like_count) || 0;
}

/** The product's like counter; a minute old at most, and refreshed by the visitor's own like. */
export const likeCountQuery = (productId: number, get: ServerApiGet = browserGet) =>
  queryOptions({ queryKey: ['likes', likeItemId(productId)], queryFn: () => fetchLikeCount(likeItemId(productId), get), staleTime: 60_000 });

/** The server counts one like per browser session (its own httpOnly cookie) and says when it already had it. */
export async function sendLike(itemId: string): Promise<LikeAnswer> {
  const response = await fetch(`/api/likes/${encodeURIComponent(itemId)}`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as Partial<LikeAnswer>;
  return { like_count: Number(body.like_count) || 0, already_liked: body.already_liked === true };
}
