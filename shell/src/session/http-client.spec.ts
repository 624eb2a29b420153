/// <reference types="jest" />
import { attachmentName, createHttpClient, NETWORK_ERROR_MESSAGE } from './http-client';
import { leadReadsOf, type LeadRead } from './lead-reads';
import { MemoryStorage } from './memory-storage.testing';
import { createSessionStore } from './session.store';

type Handler = (path: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(handler: Handler, signedIn = true, leads: Record<string, LeadRead> = {}) {
  const store = createSessionStore({ local: new MemoryStorage(), session: new MemoryStorage() });
  if (signedIn) store.signIn({ token: 'old', id: 1, role: 'user' });
  const calls: { path: string; authorization: string | null; method: string }[] = [];
  const fetch = jest.fn(async (path: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    calls.push({ path, authorization: headers.get('Authorization'), method: init.method ?? 'GET' });
    return handler(path, init);
  });
  const requireLogin = jest.fn();
  const http = createHttpClient({ store, fetch, requireLogin, leadReads: leadReadsOf(leads) });
  return { store, http, calls, requireLogin };
}

/** A server whose only valid access token is 'fresh', handed out by /api/auth/refresh. */
const expiringServer =
  (refresh: () => Response = () => json(200, { accessToken: 'fresh' })): Handler =>
  (path, init) => {
    if (path === '/api/auth/refresh') return refresh();
    const authorization = new Headers(init.headers).get('Authorization');
    return authorization === 'Bearer fresh' ? json(200, { path }) : json(401, { error: 'Сессия истекла. Войдите снова.' });
  };

describe('HTTP client', () => {
  describe('reads the page started before its scripts', () => {
    const lead = (token: string, answer: Promise<Response>): LeadRead => ({ token, answer });

    it('takes the answer of a read started with the same token, once', async () => {
      const { http, calls } = setup(() => json(200, { from: 'fetch' }), true, {
        '/api/admin/orders?limit=50': lead('old', Promise.resolve(json(200, { from: 'lead' }))),
      });
      expect(await http.request('/api/admin/orders?limit=50')).toMatchObject({ ok: true, data: { from: 'lead' } });
      expect(calls).toEqual([]);
      expect(await http.request('/api/admin/orders?limit=50')).toMatchObject({ ok: true, data: { from: 'fetch' } });
      expect(calls).toHaveLength(1);
    });

    it('asks again when the read went with another token or did not arrive', async () => {
      const { http, calls } = setup(() => json(200, { from: 'fetch' }), true, {
        '/api/a': lead('someone-else', Promise.resolve(json(200, { from: 'lead' }))),
        '/api/b': lead('old', Promise.reject(new TypeError('Failed to fetch'))),
      });
      expect(await http.request('/api/a')).toMatchObject({ data: { from: 'fetch' } });
      expect(await http.request('/api/b')).toMatchObject({ data: { from: 'fetch' } });
      expect(calls.map((call) => call.path)).toEqual(['/api/a', '/api/b']);
    });

    it('never answers a write from a read', async () => {
      const { http, calls } = setup(() => json(200, { from: 'fetch' }), true, { '/api/a': lead('old', Promise.resolve(json(200, { from: 'lead' }))) });
      expect(await http.request('/api/a', { method: 'POST', body: {} })).toMatchObject({ data: { from: 'fetch' } });
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/a']);
    });

    it('renews the session when the read was refused, as for any other call', async () => {
      const { http, calls, store } = setup(expiringServer(), true, {
        '/api/profile': lead('old', Promise.resolve(json(401, { error: 'Сессия истекла. Войдите снова.' }))),
      });
      expect(await http.request('/api/profile')).toMatchObject({ ok: true, data: { path: '/api/profile' } });
      expect(store.getSnapshot().token).toBe('fresh');
      expect(calls.map((call) => `${call.method} ${call.path} ${call.authorization}`)).toEqual([
        'POST /api/auth/refresh null',
        'GET /api/profile Bearer fresh',
      ]);
    });
  });

  it('sends JSON with the bearer token and reads JSON answers', async () => {
    const { http, calls } = setup(() => json(200, { user: { id: 1 } }));
    const answer = await http.request('/api/profile', { method: 'PUT', body: { email: 'a@b.ru' } });
    expect(answer).toEqual({ ok: true, status: 200, data: { user: { id: 1 } }, header: expect.any(Function) });
    expect(calls).toEqual([{ path: '/api/profile', authorization: 'Bearer old', method: 'PUT' }]);
  });

  it('sends no token on anonymous calls and never refreshes for them', async () => {
    const { http, calls, requireLogin } = setup(() => json(401, { error: 'Неверный логин или пароль' }));
    const answer = await http.request('/api/auth/login', { method: 'POST', body: {}, auth: 'anonymous' });
    expect(answer).toEqual({ ok: false, kind: 'status', status: 401, message: 'Неверный логин или пароль' });
    expect(calls).toHaveLength(1);
    expect(calls[0].authorization).toBeNull();
    expect(requireLogin).not.toHaveBeenCalled();
  });

  it('on 401 refreshes once, stores the new token and retries', async () => {
    const { http, calls, store } = setup(expiringServer());
    const answer = await http.request('/api/profile');
    expect(answer.ok).toBe(true);
    expect(store.getSnapshot().token).toBe('fresh');
    expect(calls.map((c) => `${c.path} ${c.authorization}`)).toEqual(['/api/profile Bearer old', '/api/auth/refresh null', '/api/profile Bearer fresh']);
  });

  it('shares one refresh between concurrent requests (the refresh token rotates)', async () => {
    const { http, calls } = setup(expiringServer());
    const answers = await Promise.all([http.request('/api/a'), http.request('/api/b'), http.request('/api/c')]);
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(1);
  });

  it('also refreshes on 403 and returns the retried answer as it is', async () => {
    const { http, calls } = setup((path) => (path === '/api/auth/refresh' ? json(200, { accessToken: 'fresh' }) : json(403, { error: 'Доступ запрещён' })));
    const answer = await http.request('/api/admin/orders/pending');
    expect(answer).toMatchObject({ ok: false, status: 403, message: 'Доступ запрещён' });
    expect(calls.map((c) => c.path)).toEqual(['/api/admin/orders/pending', '/api/auth/refresh', '/api/admin/orders/pending']);
  });

  it('when the refresh is refused, clears the session and sends the visitor to /login', async () => {
    const { http, store, requireLogin } = setup(expiringServer(() => json(401, { error: 'Сессия истекла. Войдите снова.' })));
    const answer = await http.request('/api/profile');
    expect(answer).toMatchObject({ ok: false, status: 401 });
    expect(store.getSnapshot().token).toBeNull();
    expect(requireLogin).toHaveBeenCalledTimes(1);
  });

  it("'session-quiet' fails quietly: the session stays for a foreground call to end", async () => {
    const { http, store, requireLogin } = setup(expiringServer(() => json(401, {})));
    expect(await http.request('/api/cart/count', { auth: 'session-quiet' })).toMatchObject({ ok: false, status: 401 });
    expect(store.getSnapshot().token).toBe('old');
    expect(requireLogin).not.toHaveBeenCalled();

    await http.request('/api/profile');
    expect(store.getSnapshot().token).toBeNull();
    expect(requireLogin).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh cannot be reached or is rate limited', async () => {
    for (const refresh of [() => json(429, { error: 'Слишком много попыток' }), () => Promise.reject(new TypeError('offline'))]) {
      const { http, store, requireLogin } = setup(expiringServer(refresh as () => Response));
      await http.request('/api/profile');
      expect(store.getSnapshot().token).toBe('old');
      expect(requireLogin).not.toHaveBeenCalled();
    }
  });

  it("reports a network failure as 'Network Error' (spec §8)", async () => {
    const { http } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await http.request('/api/profile')).toEqual({ ok: false, kind: 'network', status: 0, message: NETWORK_ERROR_MESSAGE });
    expect(NETWORK_ERROR_MESSAGE).toBe('Network Error');
  });

  it('tells a reply that is not JSON apart, with its text', async () => {
    const { http } = setup(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    expect(await http.request('/api/auth/login', { auth: 'anonymous' })).toEqual({
      ok: false,
      kind: 'not-json',
      status: 502,
      text: '<html>Bad Gateway</html>',
    });
  });

  it('accepts an empty answer (204 of logout)', async () => {
    const { http } = setup(() => new Response(null, { status: 204 }), false);
    expect(await http.request('/api/auth/logout', { method: 'POST', auth: 'anonymous' })).toEqual({
      ok: true,
      status: 204,
      data: undefined,
      header: expect.any(Function),
    });
  });

  describe('downloads', () => {
    const csv = (body: string, disposition: string) =>
      new Response(body, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': disposition } });

    it('answers the file and its name, renewing the token once when refused', async () => {
      const { http, calls } = setup((path, init) =>
        path === '/api/auth/refresh'
          ? json(200, { accessToken: 'fresh' })
          : new Headers(init.headers).get('Authorization') === 'Bearer fresh'
            ? csv('\uFEFFНомер;Сумма\r\n', 'attachment; filename="orders-2026-11-01-2026-11-27.csv"')
            : json(401, { error: 'Сессия истекла. Войдите снова.' }),
      );
      const answer = await http.download!('/api/admin/exports/orders.csv?status=paid');
      if (!answer.ok) throw new Error(`download failed: ${answer.kind}`);
      expect(answer.data.fileName).toBe('orders-2026-11-01-2026-11-27.csv');
      expect(new Uint8Array(await answer.data.blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
      expect(calls.map((c) => `${c.path} ${c.authorization}`)).toEqual([
        '/api/admin/exports/orders.csv?status=paid Bearer old',
        '/api/auth/refresh null',
        '/api/admin/exports/orders.csv?status=paid Bearer fresh',
      ]);
    });

    it('reads a refusal as the server worded it', async () => {
      const { http } = setup(() => json(400, { error: 'Неверная дата' }));
      expect(await http.download!('/api/admin/exports/payments.csv?from=x')).toEqual({ ok: false, kind: 'status', status: 400, message: 'Неверная дата' });
    });

    it('takes the name from either form of Content-Disposition', () => {
      expect(attachmentName('attachment; filename="payments.csv"')).toBe('payments.csv');
      expect(attachmentName("attachment; filename*=UTF-8''%D0%B7%D0%B0%D0%BA%D0%B0%D0%B7%D1%8B.csv")).toBe('заказы.csv');
      expect(attachmentName('attachment; filename=plain.csv')).toBe('plain.csv');
      expect(attachmentName('attachment')).toBeNull();
      expect(attachmentName(null)).toBeNull();
    });
  });
});
