/** SQLSTATE classes and codes that mean the database server is gone or not taking work, not that a query is wrong. */
const UNAVAILABLE_SQLSTATES = ['57P01', '57P02', '57P03', '53300'];
const CONNECTION_EXCEPTION_CLASS = '08';

/** Node's socket errors when the server is not there (ENOENT: the Unix socket file is gone with it). */
const UNAVAILABLE_ERRNOS = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'];
const SOCKET_FILE = '.s.PGSQL.';

/** Messages node-postgres uses for a connection that broke or never came. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'connection is insecure',
  'the database system is',
];

/**
 * TypeORM releases a query runner whose connection reported an error; every later query of that
 * transaction then fails with one of these. The shop never uses a runner it released itself, so
 * they mean the connection died under the transaction (which PostgreSQL rolled back).
 */
const RELEASED_RUNNER_ERRORS = ['QueryRunnerAlreadyReleasedError', 'QueryRunnerProviderAlreadyReleasedError'];

interface DriverError {
  readonly name?: unknown;
  readonly code?: unknown;
  readonly message?: unknown;
  readonly driverError?: unknown;
}

/**
 * True when `error` says the database cannot be reached right now (the server is down,
 * restarting or refusing connections) rather than that the request was wrong: the API then
 * answers 503 and the client may try again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error as DriverError | null | undefined, depth = 0; current && depth < 3; current = current.driverError as DriverError, depth++) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (UNAVAILABLE_SQLSTATES.includes(code) || code.startsWith(CONNECTION_EXCEPTION_CLASS) || UNAVAILABLE_ERRNOS.includes(code)) return true;
    if (typeof current.name === 'string' && RELEASED_RUNNER_ERRORS.includes(current.name)) return true;
    const message = typeof current.message === 'string' ? current.message : '';
    if (code === 'ENOENT' && message.includes(SOCKET_FILE)) return true;
    if (UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}
