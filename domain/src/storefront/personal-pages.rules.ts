/**
 * The pages where a visitor is about their own business: signing in or up, their profile and
 * orders, the cart with its checkout, paying, the thanks page and a reminder mail's unsubscribe
 * link. Nothing promotional is put over them, and they work only with JavaScript.
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

/**
 * The personal pages that are the same for every visitor, whoever is signed in: the forms to sign
 * in, sign up and ask for a new password. The server renders them as it does the catalogue, so a
 * «Войти» or a signed-out «В корзину» opens one as soon as the catalogue's pages open.
 */
export const SIGN_IN_PAGES = ['/login', '/register', '/forgot-password'] as const;

const isSignInPath = (path: string): boolean => (SIGN_IN_PAGES as readonly string[]).includes(path);

/** The personal pages whose content depends on who is signed in, or on a link's token: the server leaves them to the browser. */
export const BROWSER_RENDERED_PAGES: readonly string[] = PERSONAL_PAGES.filter((page) => !isSignInPath(page));

/** A path as the page rules compare it: in lower case, without trailing slashes (the root stays '/'). */
export const normalisedPath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();

const isAtOrBelowOneOf = (pages: readonly string[], pathname: string): boolean => {
  const path = normalisedPath(pathname);
  return pages.some((page) => path === page || path.startsWith(`${page}/`));
};

/** Whether `pathname` is one of the personal pages or below one (any letter case, any trailing slash). */
export const isPersonalPage = (pathname: string): boolean => isAtOrBelowOneOf(PERSONAL_PAGES, pathname);

/** Whether the server leaves the page at `pathname` to the browser (BROWSER_RENDERED_PAGES, or below one). */
export const rendersInBrowser = (pathname: string): boolean => isAtOrBelowOneOf(BROWSER_RENDERED_PAGES, pathname);

/** Whether `pathname` is one of the sign-in pages themselves (any letter case, any trailing slash). */
export const isSignInPage = (pathname: string): boolean => isSignInPath(normalisedPath(pathname));

/** /login, coming back to `page` (path and query) after signing in; its slashes stay readable. */
export const loginReturningTo = (page: string): string => `/login?redirect=${encodeURIComponent(page).replace(/%2F/g, '/')}`;
