import { SIGNED_OUT_SESSION, sessionExpiredLoginPath, type ShellServices, type ShellSession } from '@shop/domain';
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { createHttpClient } from './http-client';
import { LEAD_READS_GLOBAL, leadReadsOf, type LeadRead, type LeadReads } from './lead-reads';
import { createSessionStore, type SessionStore } from './session.store';

const LOGOUT_PATH = '/api/auth/logout';

/** Storage the browser refuses (blocked cookies, sandboxed frames) counts as absent. */
function storageArea(read: () => Storage): Storage | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/** Until the router is mounted (and if it never is), leaving for /login is a full page load. */
let goTo: (path: string) => void = (path) => window.location.assign(path);

/** /login, saying the session ran out and bringing the visitor back to where it did. */
function loginPath(): string {
  const { pathname, search } = window.location;
  if (pathname === '/login') return '/login';
  return sessionExpiredLoginPath(pathname + search);
}

function createShellServices(store: SessionStore, leadReads: LeadReads): ShellServices {
  const http = createHttpClient({
    store,
    leadReads,
    fetch: (input, init) => window.fetch(input, init),
    requireLogin: () => goTo(loginPath()),
  });
  const session: ShellSession = {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    signIn: store.signIn,
    async logOut() {
      // Revoke the refresh token first (the cookie travels with this call); forget the session even
      // when the server cannot be reached, since the visitor asked to leave.
      await http.request<void>(LOGOUT_PATH, { method: 'POST', auth: 'anonymous' });
      store.clear();
    },
  };
  return { session, http };
}

/** The one session and HTTP client of the page in the browser: the shell's layout and every remote use these. */
export function createBrowserShellServices(): ShellServices {
  return createShellServices(
    createSessionStore({
      local: storageArea(() => window.localStorage),
      session: storageArea(() => window.sessionStorage),
      events: window,
    }),
    leadReadsOf((window as unknown as Record<string, Record<string, LeadRead> | undefined>)[LEAD_READS_GLOBAL]),
  );
}

/** The page's services (the browser's, or the signed-out ones of a server render), given by <App>. */
export const ShellServicesContext = createContext<ShellServices | null>(null);

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices() outside <ShellServicesContext>');
  return services;
}

/**
 * Re-renders on sign-in and sign-out, in this tab or another. A server-rendered page is hydrated
 * as signed out, as the server rendered it, and then shows the stored session.
 */
export function useSession() {
  const { session } = useShellServices();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, () => SIGNED_OUT_SESSION);
}

/** Mounted once inside the router: a session that could not be renewed opens /login without a reload. */
export function SessionRedirects() {
  const navigate = useNavigate();
  useEffect(() => {
    goTo = (path) => navigate(path, { replace: true });
  }, [navigate]);
  return null;
}
