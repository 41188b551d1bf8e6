/**
 * Failures of the database itself, not of the request: the same request may well succeed a moment
 * later, and nothing it did was kept (its transaction was rolled back or never reached the server).
 */

/** SQLSTATEs that mean "busy or briefly gone", by PostgreSQL's error code list. */
const TRANSIENT_SQLSTATES = new Set([
  '57014', // query_canceled: the statement timeout
  '55P03', // lock_not_available: the lock timeout
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '53300', // too_many_connections
  '57P01', // admin_shutdown: the connection was terminated (pg_terminate_backend, a restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting up
]);

/** Socket errors of a lost or refused connection. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** node-postgres says so only in words: a connection ended under a query, or no connection in time. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

function isTransient(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (TRANSIENT_SQLSTATES.has(code) || code.startsWith('08') || CONNECTION_ERRNOS.has(code))
  )
    return true;
  return CONNECTION_MESSAGES.some((message) => error.message.startsWith(message));
}

/** True when the error, or what it wraps (drizzle wraps the driver's error as `cause`), is a transient database failure. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (isTransient(current)) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}
