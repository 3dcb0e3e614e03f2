/**
 * Whether an error means the database cannot be reached for now (restarting, refusing, the
 * connection cut, no connection free within the pool's timeout) rather than a fault of the request
 * or of our code. drizzle wraps the driver's error as `cause`, so the chain is walked.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// PostgreSQL's SQLSTATEs: class 08 (connection exception), 57P01 admin shutdown, 57P02 crash
// shutdown, 57P03 cannot connect now (starting up, or in recovery), 53300 too many connections.
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
// node-postgres and pg-pool say these in words only, with no code.
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

function isUnavailableCause(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((words) => message.startsWith(words));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if (isUnavailableCause(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
