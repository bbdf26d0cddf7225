import { isAxiosError, isCancel } from 'axios';
// Subpaths without zod: this runs on the sign-in page, whose download budget has no room for validation code.
import { errorCodeForStatus, isApiErrorBody, type ApiErrorEntry, type ErrorType } from '@backoffice/domain/errors';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';

/** Messages for failures that never reached a conforming server answer. */
export const CLIENT_ERROR_MESSAGES = {
  network: 'Could not reach the server. Check your connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
  canceled: 'The request was cancelled.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
} as const;

/**
 * Every failed call of the API client rejects with this: the HTTP status (0 when no answer arrived) and the entries of
 * the error format (ARCHITECTURE §4), never empty.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly entries: ApiErrorEntry[];

  constructor(status: number, entries: ApiErrorEntry[], options?: { cause?: unknown }) {
    const safeEntries = entries.length > 0 ? entries : [genericEntry(status)];
    super(safeEntries.map((entry) => entry.message).join('; '), options);
    this.status = status;
    this.entries = safeEntries;
  }

  /** The message to show when a screen has room for one line. */
  get firstMessage(): string {
    return this.entries[0]?.message ?? this.message;
  }

  /** The server ended the session or the token ran out: the session logs out on it. */
  get isExpired(): boolean {
    return this.hasType('expired');
  }

  hasType(type: ErrorType): boolean {
    return this.entries.some((entry) => entry.type === type);
  }

  /** `{ field: message }` for a form, the first message of each field; entries without a field are left out. */
  fieldErrors(): Record<string, string> {
    const result: Record<string, string> = {};
    for (const entry of this.entries) {
      if (entry.field !== undefined && !(entry.field in result)) result[entry.field] = entry.message;
    }
    return result;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

const TYPE_BY_STATUS: Record<number, ErrorType> = {
  400: 'invalid',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
};

const MESSAGE_BY_STATUS: Record<number, string> = {
  401: SERVER_MESSAGES.unauthenticated,
  403: SERVER_MESSAGES.forbidden,
  404: SERVER_MESSAGES.notFound,
  429: CLIENT_ERROR_MESSAGES.rateLimited,
};

/** What a status means when the body does not say (a proxy's HTML page, an empty body, a gateway timeout). */
function genericEntry(status: number): ApiErrorEntry {
  if (status === 0) return { code: 'NetworkError', type: 'internal', message: CLIENT_ERROR_MESSAGES.network };
  return {
    code: errorCodeForStatus(status),
    type: TYPE_BY_STATUS[status] ?? 'internal',
    message: MESSAGE_BY_STATUS[status] ?? SERVER_MESSAGES.internal,
  };
}

/** A 2xx answer whose body is not what the contract says: a deployment mismatch, not something the user did. */
export function invalidResponseError(status: number, cause?: unknown): ApiError {
  return new ApiError(status, [{ code: 'InvalidResponse', type: 'internal', message: SERVER_MESSAGES.internal }], {
    cause,
  });
}

/** Turns anything a call can throw into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isCancel(error)) {
    return new ApiError(0, [{ code: 'Canceled', type: 'internal', message: CLIENT_ERROR_MESSAGES.canceled }], {
      cause: error,
    });
  }
  if (isAxiosError(error)) {
    const response = error.response;
    if (!response) {
      const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
      const entry: ApiErrorEntry = timedOut
        ? { code: 'Timeout', type: 'internal', message: CLIENT_ERROR_MESSAGES.timeout }
        : genericEntry(0);
      return new ApiError(0, [entry], { cause: error });
    }
    const entries = isApiErrorBody(response.data) ? response.data.message : [genericEntry(response.status)];
    return new ApiError(response.status, entries, { cause: error });
  }
  return new ApiError(0, [{ code: 'ClientError', type: 'internal', message: SERVER_MESSAGES.internal }], {
    cause: error,
  });
}
