import { SIGNED_OUT_SESSION, type HttpResult, type ServerApiGet, type ShellServices } from './shell-services.contract';

/**
 * The shell services a page is rendered with on the server: nobody signed in (a server render
 * never sees the visitor's token, which lives in the browser's storage), and an HTTP client that
 * can only read public API paths, answered by the server itself. Anything else is refused as a
 * network failure, so a page's client-only calls simply wait for the browser.
 */
export function serverShellServices(get: ServerApiGet): ShellServices {
  return {
    session: {
      getSnapshot: () => SIGNED_OUT_SESSION,
      subscribe: () => () => undefined,
      signIn: () => undefined,
      logOut: async () => undefined,
    },
    http: {
      async request<T>(path: string, request: { method?: string; auth?: string } = {}): Promise<HttpResult<T>> {
        if ((request.method ?? 'GET') !== 'GET' || request.auth !== 'anonymous') return { ok: false, kind: 'network', status: 0, message: 'Network Error' };
        const { status, body } = await get(path);
        if (status >= 200 && status < 300) return { ok: true, status, data: body as T };
        const message = (body as { error?: unknown } | null)?.error;
        return { ok: false, kind: 'status', status, message: typeof message === 'string' ? message : null };
      },
    },
  };
}
