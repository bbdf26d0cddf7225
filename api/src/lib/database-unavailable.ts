/**
 * Whether an error means the database could not be reached or the connection died under the query (a restart, a
 * failover, connections ended by an administrator, the network), rather than that the query itself was wrong. Such a
 * request may succeed when tried again in a moment: the API answers 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError.cause); look through the chain.
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, severity, message } = current as { code?: unknown; severity?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    // A FATAL error ends the server process behind the connection: whatever the code, the session is gone.
    if (severity === 'FATAL') return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  // PostgreSQL: operator intervention (admin_shutdown, crash_shutdown, cannot_connect_now, database_dropped,
  // idle_session_timeout) and too_many_connections; class 08 (connection exception) is matched by its prefix.
  '57P01',
  '57P02',
  '57P03',
  '57P04',
  '57P05',
  '53300',
  // Node's sockets: the server is down, unreachable or went away.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// node-postgres and its pool say it in words only.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^timeout exceeded when trying to connect/,
];
