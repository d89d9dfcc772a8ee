/** Seconds a client is asked to wait (Retry-After) while the database cannot be reached. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** Socket-level failures of the connection to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs of a server that is away or going away: class 08 (connection exception), 57P01 admin shutdown,
 * 57P02 crash shutdown, 57P03 cannot connect now (starting up, recovering), 53300 too many connections.
 */
const SERVER_AWAY = /^(?:08...|57P0[123]|53300)$/;
/** node-postgres reports a lost or never-made connection with these messages and no code. */
const DRIVER_MESSAGES =
  /^(?:Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end)/;

/** 57014 query_canceled: the server's statement_timeout; node-postgres' own query_timeout (PGlite) has no code. */
const STATEMENT_TIMEOUT = /^Query read timeout$/;

/** Whether an error (or any error in its `cause` chain) is a statement that ran past the statement timeout. */
export function isStatementTimeout(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === '57014' || (typeof message === 'string' && STATEMENT_TIMEOUT.test(message))) return true;
  }
  return false;
}

/**
 * Whether an error (or any error in its `cause` chain: Drizzle wraps the driver's) means the database could not
 * be reached rather than that the statement failed: such a request may well succeed when tried again later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_AWAY.test(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    // An AggregateError (node's connect to several addresses, e.g. localhost on ::1 and 127.0.0.1).
    if (Array.isArray(errors) && errors.length && errors.every((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
