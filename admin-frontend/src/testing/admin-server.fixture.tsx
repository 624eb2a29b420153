import { SIGNED_OUT_SESSION, type HttpFile, type HttpRequest, type HttpResult, type SessionSnapshot, type ShellServices } from '@shop/domain';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AdminApiProvider } from '../api/admin-api.context';

const ADMIN: SessionSnapshot = { ...SIGNED_OUT_SESSION, token: 'token' };

/** A call the screen made: what a test asserts the server was asked. */
export interface AdminCall {
  readonly method: NonNullable<HttpRequest['method']>;
  readonly path: string;
  readonly body: unknown;
}

/** The server's answer to a call: data (200, with its headers for a paged list), or a refusal with its Russian { error }. */
export type AdminAnswer = { readonly data: unknown; readonly header?: (name: string) => string | null } | { readonly status: number; readonly error: string };

/** The admin API's stand-in: `answer` decides each call (an unexpected one fails the test), every call is recorded. */
export function adminServer(answer: (call: AdminCall) => AdminAnswer | undefined) {
  const calls: AdminCall[] = [];
  const respond = async <T,>(path: string, request?: HttpRequest): Promise<HttpResult<T>> => {
    const call: AdminCall = { method: request?.method ?? 'GET', path, body: request?.body };
    calls.push(call);
    const reply = answer(call);
    if (!reply) throw new Error(`unexpected call ${call.method} ${path}`);
    if ('data' in reply) return { ok: true, status: 200, data: reply.data as T, header: reply.header };
    return { ok: false, kind: 'status', status: reply.status, message: reply.error };
  };
  const services: ShellServices = {
    session: { getSnapshot: () => ADMIN, subscribe: () => () => {}, signIn: () => {}, logOut: async () => {} },
    // A download's data is the file ({ blob, fileName }).
    http: { request: respond, download: (path) => respond<HttpFile>(path) },
  };
  /** The calls that changed something (not GET). */
  const writes = () => calls.filter((call) => call.method !== 'GET');
  return { services, calls, writes };
}

/** Renders an admin screen inside its providers, as the remote's routes do; returns the user to drive it. */
export function renderAdminScreen(services: ShellServices, screen: ReactNode) {
  render(
    <MemoryRouter>
      <AdminApiProvider services={services}>{screen}</AdminApiProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}
