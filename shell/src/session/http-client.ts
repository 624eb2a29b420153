import type { HttpRequest, HttpResult, RefreshResponseDto, ShellHttpClient } from '@shop/domain';
import type { SessionStore } from './session.store';

/** Spec §8: what the HTTP client reports when no answer arrives. */
export const NETWORK_ERROR_MESSAGE = 'Network Error';

const REFRESH_PATH = '/api/auth/refresh';

export interface HttpClientOptions {
  readonly store: SessionStore;
  readonly fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** Sends the visitor to /login after the session could not be renewed. */
  readonly requireLogin: () => void;
}

/** 'refused': the refresh cookie is gone, expired or revoked. 'unavailable': try again later. */
type RefreshOutcome = 'renewed' | 'refused' | 'unavailable';

const isAuthFailure = (status: number) => status === 401 || status === 403;

export function createHttpClient({ store, fetch, requireLogin }: HttpClientOptions): ShellHttpClient {
  let refreshing: Promise<RefreshOutcome> | null = null;

  async function send<T>(path: string, { method = 'GET', body }: HttpRequest, token: string | null): Promise<HttpResult<T>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      const response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
      });
      return readAnswer<T>(response.status, response.ok, await response.text(), (name) => response.headers.get(name));
    } catch {
      return { ok: false, kind: 'network', status: 0, message: NETWORK_ERROR_MESSAGE };
    }
  }

  async function refresh(): Promise<RefreshOutcome> {
    const answer = await send<RefreshResponseDto>(REFRESH_PATH, { method: 'POST' }, null);
    if (answer.ok && typeof answer.data?.accessToken === 'string') {
      store.replaceToken(answer.data.accessToken);
      return 'renewed';
    }
    return answer.ok || isAuthFailure(answer.status) || answer.status === 400 ? 'refused' : 'unavailable';
  }

  /** Concurrent 401s share one refresh: the refresh token rotates, so a second use would be a reuse. */
  function refreshOnce(): Promise<RefreshOutcome> {
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(path: string, options: HttpRequest = {}): Promise<HttpResult<T>> {
    const auth = options.auth ?? 'session';
    const token = auth === 'anonymous' ? null : store.getSnapshot().token;
    const first = await send<T>(path, options, token);
    if (!token || first.ok || !isAuthFailure(first.status)) return first;

    // Another request may have renewed the token (or ended the session) while this one was on its way.
    const current = store.getSnapshot().token;
    if (!current) return first;
    const outcome = current !== token ? 'renewed' : await refreshOnce();
    if (outcome === 'renewed') return send<T>(path, options, store.getSnapshot().token);
    // Only a call the visitor is waiting for ends the session; a background call just fails.
    if (outcome === 'refused' && auth === 'session') {
      store.clear();
      requireLogin();
    }
    return first;
  }

  return { request };
}

function readAnswer<T>(status: number, ok: boolean, text: string, header: (name: string) => string | null): HttpResult<T> {
  if (text === '') return ok ? { ok: true, status, data: undefined as T, header } : { ok: false, kind: 'status', status, message: null };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, kind: 'not-json', status, text };
  }
  if (ok) return { ok: true, status, data: data as T, header };
  const error = (data as { error?: unknown } | null)?.error;
  return { ok: false, kind: 'status', status, message: typeof error === 'string' && error !== '' ? error : null };
}
