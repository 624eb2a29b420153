import type { LightMyRequestResponse } from 'fastify';

/**
 * Follows a paged admin list's Link headers from `url` to the end, as a client would: the order ids
 * seen, in order, and each page's X-Total-Count. `between` runs after each page.
 */
export async function walkPages(get: (url: string) => Promise<LightMyRequestResponse>, url: string, between: () => Promise<unknown> = async () => undefined) {
  const seen: number[] = [];
  const totals: string[] = [];
  let next: string | null = url;
  while (next) {
    const res = await get(next);
    if (res.statusCode !== 200) throw new Error(`GET ${next} answered ${res.statusCode}: ${res.body}`);
    seen.push(...(res.json() as { order_id: number }[]).map((order) => order.order_id));
    totals.push(String(res.headers['x-total-count']));
    const link = res.headers.link as string | undefined;
    next = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : null;
    await between();
  }
  return { seen, totals };
}
