/** Session storage key: the paths whose view this browser session already reported. */
export const LOGGED_PAGE_VIEWS_KEY = 'loggedPageViews';

/** What POST /api/log-view accepts (application/storefront/page-views.ts): other paths are not sent. */
const PAGE_PATH = /^\/[A-Za-z0-9\-._~/]*$/;
const MAX_PAGE_PATH_LENGTH = 200;

export function isLoggablePath(path: string): boolean {
  return path.length <= MAX_PAGE_PATH_LENGTH && PAGE_PATH.test(path) && !path.includes('//');
}

/** The set stored under LOGGED_PAGE_VIEWS_KEY; anything unreadable counts as empty. */
export function parseLoggedPaths(stored: string | null): Set<string> {
  if (!stored) return new Set();
  try {
    const value: unknown = JSON.parse(stored);
    return new Set(Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  } catch {
    return new Set();
  }
}
