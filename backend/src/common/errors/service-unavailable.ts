/**
 * Errors that mean "a service we depend on (PostgreSQL) cannot be reached right now", not "this
 * request is wrong": the API answers them with 503 and Retry-After instead of a 500, so clients
 * and crawlers come back later.
 */

/** Seconds a client should wait before trying again (PostgreSQL restarts in a few seconds). */
export const RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that could not be opened or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server that is going away or not accepting us yet: 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down),
 * 53300 too_many_connections. Class 08 (connection exceptions) is matched as a whole.
 */
const POSTGRES_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and pg-pool report a lost or never-made connection only in the message. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/i, // "…unexpectedly", "…due to connection timeout"
  /timeout exceeded when trying to connect/i, // pg-pool: no connection within connectionTimeoutMillis
  /Client has encountered a connection error and is not queryable/i,
  /^the database system is (starting up|shutting down|in recovery mode)/i,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * Whether an error (or what it wraps: TypeORM's `driverError`, an `Error.cause`, the attempts of
 * an AggregateError) says the database is unreachable.
 */
export function isServiceUnavailableError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, driverError, cause, errors } = error as ErrorLike;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
  const wrapped = [driverError, cause, ...(Array.isArray(errors) ? errors : [])];
  return wrapped.some((inner) => inner !== error && isServiceUnavailableError(inner, depth + 1));
}
