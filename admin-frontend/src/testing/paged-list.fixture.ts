import type { HttpResult } from '@shop/domain';

/**
 * The server's paging of `matching` (already filtered) for the request `path`: `limit` items from
 * `cursor` (here simply the index to start at), X-Total-Count, and a Link to the next page while there is more.
 */
export function answerPage<T>(path: string, matching: readonly T[]): Extract<HttpResult<T[]>, { ok: true }> {
  const url = new URL(path, 'http://admin');
  const start = Number(url.searchParams.get('cursor') ?? 0);
  const end = start + Number(url.searchParams.get('limit'));
  url.searchParams.set('cursor', String(end));
  const headers: Record<string, string> = {
    'x-total-count': String(matching.length),
    ...(end < matching.length ? { link: `<${url.pathname}?${url.searchParams}>; rel="next"` } : {}),
  };
  return { ok: true, status: 200, data: matching.slice(start, end), header: (name) => headers[name.toLowerCase()] ?? null };
}
