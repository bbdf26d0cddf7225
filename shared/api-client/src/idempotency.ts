/**
 * The Idempotency-Key of each write under way (issue 17), by the request as sent (method, URL, body): a request sent
 * again after a time-out, a lost connection or a refusal carries the key it carried the first time, so the API answers
 * the first result instead of writing twice; once it succeeded the key is dropped, and the same values sent on purpose
 * later are a new write. Held for this page's life: reopening the dialog and saving the same values again is still the
 * same submission.
 */
const keys = new Map<string, string>();
/** Enough for every form of a working day; the oldest go first. */
const MAX_HELD = 200;

function newKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What tells one write from another: the same method, URL and body are the same submission. */
export function submissionOf(method: string, url: string, body: unknown): string {
  return `${method} ${url} ${JSON.stringify(body ?? null)}`;
}

/** The key of this submission: the one it had, or a new one. */
export function idempotencyKeyFor(submission: string): string {
  const held = keys.get(submission);
  if (held) return held;
  const key = newKey();
  keys.set(submission, key);
  if (keys.size > MAX_HELD) keys.delete(keys.keys().next().value!);
  return key;
}

/** The submission succeeded: the same values sent again are a new write. */
export function forgetIdempotencyKey(submission: string): void {
  keys.delete(submission);
}
