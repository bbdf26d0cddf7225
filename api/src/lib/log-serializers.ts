/**
 * What the logs may say about a request and an error: never the values people typed (issue 23). A failed query's
 * error carries its parameters (Drizzle's `params`, and its message lists them), PostgreSQL's `detail` and `where`
 * quote the row or the value it refused ('Key (email)=(…) already exists', 'Failing row contains (…)'), and some of
 * its messages quote the value too ('invalid input syntax for type uuid: "…"'). A request's URL carries its query
 * string (the searches' `q`). These serializers keep what helps to find the fault and drop the rest.
 */

type Loggable = Record<string, unknown>;

/** The request line without its query string. */
export function serializeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}): Loggable {
  return {
    method: request.method,
    url: withoutQuery(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function withoutQuery(url: string): string {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}

// Fields of node-postgres's DatabaseError that name things of the schema, never values.
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;

export type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** An error as the logs keep it: its kind, a message without values, the SQL text without parameters, the stack. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (error === null || typeof error !== 'object') return { type: typeof error, message: withoutEmails(String(error)), stack: '' };
  const source = error as Error & Loggable;
  const summary: SerializedError = { type: source.name ?? source.constructor?.name ?? 'Error', message: '', stack: '' };
  const databaseError = typeof source.severity === 'string' && typeof source.code === 'string';
  if (isDrizzleQueryError(source)) {
    // `Failed query: <sql>\nparams: <every value>`: the SQL text alone (its values are $1, $2...).
    summary.message = 'Failed query';
    summary.query = source.query;
  } else if (typeof source.message === 'string') {
    summary.message = databaseError ? withoutQuotedValues(source.message) : withoutEmails(source.message);
  }
  if (databaseError) {
    for (const field of DATABASE_FIELDS) if (source[field] !== undefined) summary[field] = source[field];
  } else if (typeof source.code === 'string' || typeof source.code === 'number') {
    summary.code = source.code;
  }
  if (typeof source.statusCode === 'number') summary.statusCode = source.statusCode;
  // The frames only: the stack's first lines repeat the message, values and all.
  if (typeof source.stack === 'string') {
    summary.stack = source.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n');
  }
  if (source.cause !== undefined && depth < 3) summary.cause = serializeError(source.cause, depth + 1);
  return summary;
}

// By its words: PGlite's own errors carry `query` and `params` too, and have a message of their own.
function isDrizzleQueryError(error: Loggable): error is Loggable & { query: string } {
  return typeof error.query === 'string' && typeof error.message === 'string' && error.message.startsWith('Failed query: ');
}

/**
 * PostgreSQL quotes the value it refused between double quotes (which the value may contain itself): everything from
 * the first to the last double quote goes. What it names instead (a constraint, a column) is logged on its own.
 */
export function withoutQuotedValues(message: string): string {
  const first = message.indexOf('"');
  if (first === -1) return withoutEmails(message);
  const last = message.lastIndexOf('"');
  return withoutEmails(last === first ? `${message.slice(0, first)}"…` : `${message.slice(0, first)}"…"${message.slice(last + 1)}`);
}

// A mail server's refusal quotes the address it refused.
const EMAIL = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g;

export function withoutEmails(message: string): string {
  return message.replace(EMAIL, '…@…');
}
