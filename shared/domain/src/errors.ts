/**
 * The error format (ARCHITECTURE §4) without zod: the browser's first screen reads error answers with these guards,
 * so validation code is not downloaded before anyone has signed in. `api.ts` has the zod schema the server uses.
 */
export const ERROR_TYPES = [
  'invalid',
  'required',
  'expired',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'internal',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

/** One entry of an error response. */
export type ApiErrorEntry = { code: string; type: ErrorType; message: string; field?: string };

export function isApiErrorEntry(value: unknown): value is ApiErrorEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.code === 'string' &&
    typeof entry.message === 'string' &&
    (ERROR_TYPES as readonly unknown[]).includes(entry.type) &&
    (entry.field === undefined || typeof entry.field === 'string')
  );
}

/** `{ message: [entries...] }` */
export function isApiErrorBody(value: unknown): value is { message: ApiErrorEntry[] } {
  const message = (value as { message?: unknown } | null)?.message;
  return Array.isArray(message) && message.every(isApiErrorEntry);
}

/** The `code` of an error entry names its HTTP status (the sign-in refusals excepted: the spec fixes theirs). */
const ERROR_CODE_BY_STATUS: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  500: 'InternalServerError',
};

export function errorCodeForStatus(status: number): string {
  return ERROR_CODE_BY_STATUS[status] ?? (status >= 500 ? 'InternalServerError' : 'BadRequest');
}
