// Paths of the storefront shared by the specs of the domain's page rules and the shell's layout.

/** The personal pages (isPersonalPage) as visitors reach them: below a page, in another letter case, with a trailing slash. */
export const PERSONAL_PAGE_PATHS: readonly string[] = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/profile',
  '/orders/history',
  '/cart',
  '/Cart/',
  '/payment/order/7',
  '/thanks',
  '/reminders/unsubscribe',
];
