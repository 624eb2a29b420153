// The sign-in page after a session ran out: the shell sends the visitor there, the login page says
// why, and the sign-in brings them back where they were.

/** The one sentence the login page shows when the session ran out. */
export const SESSION_EXPIRED_MESSAGE = 'Сессия истекла — войдите снова';

const REASON_PARAM = 'reason';
const SESSION_EXPIRED = 'session-expired';

/** '/login?redirect=<where>&reason=session-expired' (`where`: the path and query the visitor was on). */
export const sessionExpiredLoginPath = (where: string): string =>
  `/login?${new URLSearchParams({ redirect: where, [REASON_PARAM]: SESSION_EXPIRED }).toString()}`;

/** Whether the login page was opened because the session ran out. */
export const isSessionExpiredLogin = (query: URLSearchParams): boolean => query.get(REASON_PARAM) === SESSION_EXPIRED;
