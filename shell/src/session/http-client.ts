import type { HttpFile, HttpRequest, HttpResult, RefreshResponseDto, ShellHttpClient } from '@shop/domain';
import { NO_LEAD_READS, type LeadReads } from './lead-reads';
import type { SessionStore } from './session.store';

/** Spec §8: what the HTTP client reports when no answer arrives. */
export const NETWORK_ERROR_MESSAGE = 'Network Error';

const REFRESH_PATH = '/api/auth/refresh';

export interface HttpClientOptions {
  readonly store: SessionStore;
  readonly fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** Sends the visitor to /login after the session could not be renewed. */
  readonly requireLogin: () => void;
  /** Reads the page's HTML already started; none by default. */
  readonly leadReads?: LeadReads;
}

/** 'refused': the refresh cookie is gone, expired or revoked. 'unavailable': try again later. */
type RefreshOutcome = 'renewed' | 'refused' | 'unavailable';

const isAuthFailure = (status: number) => status === 401 || status === 403;

/** What a call accepts and how its answer becomes the result: JSON for request, a file for download. */
interface AnswerReader<T> {
  readonly accept: string;
  read(response: Response): Promise<HttpResult<T>>;
}

const readJson = async <T>(response: Response): Promise<HttpResult<T>> =>
  readAnswer<T>(response.status, response.ok, await response.text(), (name) => response.headers.get(name));

const jsonAnswer = <T>(): AnswerReader<T> => ({ accept: 'application/json', read: readJson<T> });
const FILE_ANSWER: AnswerReader<HttpFile> = { accept: '*/*', read: readFile };

/** A success is the file; a refusal is read as JSON ({ error }) like any other call's. */
async function readFile(response: Response): Promise<HttpResult<HttpFile>> {
  if (!response.ok) return readJson<HttpFile>(response);
  const fileName = attachmentName(response.headers.get('Content-Disposition'));
  return { ok: true, status: response.status, data: { blob: await response.blob(), fileName }, header: (name) => response.headers.get(name) };
}

/** The file name of `attachment; filename="orders.csv"` (or RFC 5987's filename*=UTF-8''…), else null. */
export function attachmentName(disposition: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding falls back to the plain name.
    }
  }
  const plain = /filename="([^"]*)"|filename=([^;\s]+)/i.exec(disposition ?? '');
  return plain?.[1] || plain?.[2] || null;
}

export function createHttpClient({ store, fetch, requireLogin, leadReads = NO_LEAD_READS }: HttpClientOptions): ShellHttpClient {
  let refreshing: Promise<RefreshOutcome> | null = null;

  async function send<T>(path: string, { method = 'GET', body }: HttpRequest, token: string | null, answer: AnswerReader<T>): Promise<HttpResult<T>> {
    const headers: Record<string, string> = { Accept: answer.accept };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const ask = () =>
      fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
      });
    // The same read, already on its way since the HTML arrived; asked again if it failed to arrive.
    const lead = method === 'GET' && body === undefined && token ? leadReads.take(path, token) : null;
    try {
      const response = await (lead ? lead.catch(ask) : ask());
      return await answer.read(response);
    } catch {
      return { ok: false, kind: 'network', status: 0, message: NETWORK_ERROR_MESSAGE };
    }
  }

  async function refresh(): Promise<RefreshOutcome> {
    const answer = await send<RefreshResponseDto>(REFRESH_PATH, { method: 'POST' }, null, jsonAnswer());
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

  async function call<T>(path: string, options: HttpRequest, answer: AnswerReader<T>): Promise<HttpResult<T>> {
    const auth = options.auth ?? 'session';
    const token = auth === 'anonymous' ? null : store.getSnapshot().token;
    const first = await send<T>(path, options, token, answer);
    if (!token || first.ok || !isAuthFailure(first.status)) return first;

    // Another request may have renewed the token (or ended the session) while this one was on its way.
    const current = store.getSnapshot().token;
    if (!current) return first;
    const outcome = current !== token ? 'renewed' : await refreshOnce();
    if (outcome === 'renewed') return send<T>(path, options, store.getSnapshot().token, answer);
    // Only a call the visitor is waiting for ends the session; a background call just fails.
    if (outcome === 'refused' && auth === 'session') {
      store.clear();
      requireLogin();
    }
    return first;
  }

  return {
    request: <T>(path: string, options: HttpRequest = {}) => call<T>(path, options, jsonAnswer<T>()),
    download: (path: string) => call(path, {}, FILE_ANSWER),
  };
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
