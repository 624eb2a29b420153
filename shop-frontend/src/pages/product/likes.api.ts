/** Spec §3 'Like counter': one counter per product, keyed 'plant-{id}'. */
export const likeItemId = (productId: number) => `plant-${productId}`;

export interface LikeAnswer {
  like_count: number;
  already_liked: boolean;
}

export async function fetchLikeCount(itemId: string): Promise<number> {
  const response = await fetch(`/api/likes/${encodeURIComponent(itemId)}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as Partial<LikeAnswer>;
  return Number(body.like_count) || 0;
}

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
