/**
 * Errors that say the database cannot be reached now (down, restarting, the connection cut), not
 * that a query was wrong: the request is answered 503 and may be tried again in a moment.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  // PostgreSQL's SQLSTATEs: admin_shutdown, crash_shutdown, cannot_connect_now (starting or stopping).
  '57P01',
  '57P02',
  '57P03',
]);

/** node-postgres says these in plain text only, without a code. */
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

export function isDatabaseUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? String(error.code) : '';
  // SQLSTATE class 08: connection exceptions.
  if (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = 'message' in error ? String(error.message) : '';
  if (UNREACHABLE_MESSAGES.some((m) => message.includes(m))) return true;
  // An AggregateError (Node's connect to several addresses) or a wrapped cause.
  if ('errors' in error && Array.isArray(error.errors)) return error.errors.some(isDatabaseUnreachable);
  return 'cause' in error && error.cause !== error && isDatabaseUnreachable(error.cause);
}
