// The reads an admin screen opens with, known from its path alone. The server names them in the
// page's HTML so they are on their way before the scripts have loaded (shell/public/lead-reads.js);
// the admin screens ask for exactly these paths, and the shell's HTTP client takes the answers.

/** The admin lists, before `?limit=` and the filters. */
export const ADMIN_LIST_PATHS = {
  pending: '/api/admin/orders/pending',
  all: '/api/admin/orders',
  paid: '/api/admin/orders/paid',
} as const;

/** The size of a page of an admin screen's list. */
export const ADMIN_SCREEN_PAGE_SIZE = 50;

/** The guard's question on every admin screen. */
export const CHECK_ADMIN_PATH = '/api/auth/check-admin';

/** The first page of a list with no filter set. */
export const unfilteredFirstPage = (listPath: string): string => `${listPath}?limit=${ADMIN_SCREEN_PAGE_SIZE}`;

const SCREEN_LISTS: Readonly<Record<string, readonly string[]>> = {
  '/admin/orders': [ADMIN_LIST_PATHS.pending, ADMIN_LIST_PATHS.all],
  '/admin/orders/paid': [ADMIN_LIST_PATHS.paid],
};

/** What the admin screen at `pathname` reads first: the guard's check, then its lists' first pages. */
export function adminLeadReads(pathname: string): readonly string[] {
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return [];
  const screen = pathname.replace(/\/+$/, '');
  return [CHECK_ADMIN_PATH, ...(SCREEN_LISTS[screen] ?? []).map(unfilteredFirstPage)];
}
