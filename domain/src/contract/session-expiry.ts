// The sign-in page after a session ran out: the shell sends the visitor there, the login page says
// why, and the sign-in brings them back where they were.

/** The one sentence the login page shows when the session ran out. */
export const SESSION_EXPIRED_MESSAGE = 'Сессия истекла — войдите снова';

/** The query parameter of /login that says why the visitor is asked to sign in. */
export const LOGIN_REASON_PARAM = 'reason';
const SESSION_EXPIRED = 'session-expired';

/** '/login?redirect=<where>&reason=session-expired' (`where`: the path and query the visitor was on). */
export const sessionExpiredLoginPath = (where: string): string => `/login?redirect=${encodeURIComponent(where)}&${LOGIN_REASON_PARAM}=${SESSION_EXPIRED}`;

/** Whether /login's `reason` says the session ran out. */
export const isSessionExpiredLogin = (reason: string | null): boolean => reason === SESSION_EXPIRED;
