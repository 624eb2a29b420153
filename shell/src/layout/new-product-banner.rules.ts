/** Spec §3 'Client storage': set once the banner has been shown in this browser session. */
export const NEW_PRODUCT_BANNER_KEY = 'newProductBannerDismissed';

const CONSTRUCTOR_PATH = '/constructor';

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();

export function isConstructorPath(pathname: string): boolean {
  return normalise(pathname) === CONSTRUCTOR_PATH;
}

/**
 * Where the promotion would stand between a visitor and what they came to do: the cart and its
 * checkout, payment, the thanks page, the account pages, and the admin screens.
 */
const TASK_PAGES = ['/cart', '/payment', '/thanks', '/login', '/register', '/forgot-password', '/reset-password', '/profile', '/orders', '/admin'];

/** Never on the constructor it announces (spec §2), nor on a page where the visitor has a task at hand. */
export function isBannerAllowedOn(pathname: string): boolean {
  const path = normalise(pathname);
  return path !== CONSTRUCTOR_PATH && !TASK_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}
