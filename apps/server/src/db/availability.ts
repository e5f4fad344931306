/**
 * Whether an error means the database cannot be reached right now (restarting, down, out of connections, or a
 * statement cut off by its timeout), as opposed to a refusal or a bug. Such a request is answered 503 with
 * Retry-After; nothing it started was committed unless its COMMIT had reached the server, which the client's
 * Idempotency-Key resolves on retry.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableCause(current)) return true;
    pending.push(current.cause);
    if (current instanceof AggregateError) pending.push(...current.errors);
  }
  return false;
}

/** SQLSTATEs of a server going away or refusing connections, and of a statement cancelled by its timeout. */
const UNAVAILABLE_SQLSTATES = new Set([
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
  '53300', // too_many_connections
  '57014', // query_canceled (statement_timeout)
  '57P01', // admin_shutdown: a restart ended the connection
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
]);

const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres reports a lost or unobtainable connection with these messages and no code. */
const UNAVAILABLE_DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^Query read timeout$/,
];

function isUnavailableCause(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)))
    return true;
  return UNAVAILABLE_DRIVER_MESSAGES.some((pattern) => pattern.test(error.message));
}
