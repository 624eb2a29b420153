import type { HttpRequest, HttpResult, ShellHttpClient } from '@shop/domain';

/** For tests of API calls: an HTTP client that answers every call with `result` and remembers what was asked. */
export function answering(result: HttpResult<unknown>) {
  const calls: { path: string; request?: HttpRequest }[] = [];
  const http: ShellHttpClient = {
    request: async <T>(path: string, request?: HttpRequest) => {
      calls.push({ path, request });
      return result as HttpResult<T>;
    },
  };
  return { http, calls };
}
