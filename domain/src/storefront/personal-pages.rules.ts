/**
 * The pages where a visitor is about their own business: signing in or up, their profile and
 * orders, the cart with its checkout, paying, the thanks page and a reminder mail's unsubscribe link. The server leaves them to the
 * browser (they depend on who is signed in), and nothing promotional is put over them.
 */
export const PERSONAL_PAGES = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/profile',
  '/orders',
  '/cart',
  '/payment',
  '/thanks',
  '/reminders',
] as const;

/** A path as the page rules compare it: in lower case, without trailing slashes (the root stays '/'). */
export const normalisedPath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();

/** Whether `pathname` is one of those pages or below one (any letter case, any trailing slash). */
export function isPersonalPage(pathname: string): boolean {
  const path = normalisedPath(pathname);
  return PERSONAL_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}

/** /login, coming back to `page` (path and query) after signing in; its slashes stay readable. */
export const loginReturningTo = (page: string): string => `/login?redirect=${encodeURIComponent(page).replace(/%2F/g, '/')}`;
