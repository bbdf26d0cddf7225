import { errorCodeForStatus as codeForStatus, type ApiErrorEntry, type ErrorType } from '@backoffice/domain/errors';
import { MESSAGES, SERVER_MESSAGES } from '@backoffice/domain/messages';

/** An error the API answers on purpose: its status and the entries of the error format (ARCHITECTURE §4). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly entries: ApiErrorEntry[],
    readonly headers: Record<string, string> = {},
  ) {
    super(entries.map((entry) => entry.message).join('; '));
    this.name = 'AppError';
  }
}

export { errorCodeForStatus as codeForStatus } from '@backoffice/domain/errors';

function single(status: number, type: ErrorType, message: string, field?: string): AppError {
  const entry: ApiErrorEntry = { code: codeForStatus(status), type, message };
  if (field !== undefined) entry.field = field;
  return new AppError(status, [entry]);
}

export const badRequest = (message: string, field?: string) => single(400, 'invalid', message, field);
export const unauthenticated = () => single(401, 'unauthenticated', SERVER_MESSAGES.unauthenticated);
export const sessionExpired = () => single(401, 'expired', SERVER_MESSAGES.sessionExpired);
export const forbidden = (message: string = SERVER_MESSAGES.forbidden) => single(403, 'forbidden', message);
export const notFound = (message: string = SERVER_MESSAGES.notFound) => single(404, 'not_found', message);
export const conflict = (message: string, field?: string) => single(409, 'conflict', message, field);

export function rateLimited(message: string, retryAfterSeconds: number): AppError {
  return new AppError(429, [{ code: codeForStatus(429), type: 'rate_limited', message }], {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}

/** The sign-in refusals carry the spec's exact entry: `{code: 'Error', type: 'invalid', message}` (spec §4, §8). */
export const wrongCredentials = () =>
  new AppError(401, [{ code: 'Error', type: 'invalid', message: MESSAGES.wrongCredentials }]);
export const invalidUserType = () =>
  new AppError(401, [{ code: 'Error', type: 'invalid', message: MESSAGES.invalidUserType }]);
