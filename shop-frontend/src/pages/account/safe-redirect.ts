/** Where a successful login goes when no (acceptable) ?redirect= is given. */
export const DEFAULT_AFTER_LOGIN = '/profile';

const PROBE_ORIGIN = 'https://shop.invalid';

/**
 * The ?redirect= target of /login, or null. Only a path of this site qualifies: it starts with
 * one '/', and the URL parser (which drops tabs and newlines, reads '\' as '/') agrees it stays
 * on the same origin, so '//evil.example', '/\evil.example' and 'https://evil.example' never do.
 */
export function safeRedirectPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
