import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readStorage, writeStorage } from '../browser-storage';
import { isLoggablePath, LOGGED_PAGE_VIEWS_KEY, parseLoggedPaths } from './page-views.rules';

/**
 * Spec §4 'Page views': every path is reported once per browser session (POST /api/log-view).
 * A path is remembered before the call, so quick re-renders cannot send it twice, and forgotten
 * again when the call fails, so a later visit retries.
 */
export function PageViewLogger() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isLoggablePath(pathname)) return;
    const logged = parseLoggedPaths(readStorage('session', LOGGED_PAGE_VIEWS_KEY));
    if (logged.has(pathname)) return;
    remember(pathname, true);
    fetch('/api/log-view', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ page: pathname }),
      keepalive: true,
    })
      .then((response) => {
        if (!response.ok) remember(pathname, false);
      })
      .catch(() => remember(pathname, false));
  }, [pathname]);
  return null;
}

function remember(path: string, logged: boolean): void {
  const paths = parseLoggedPaths(readStorage('session', LOGGED_PAGE_VIEWS_KEY));
  if (logged) paths.add(path);
  else paths.delete(path);
  writeStorage('session', LOGGED_PAGE_VIEWS_KEY, JSON.stringify([...paths]));
}
