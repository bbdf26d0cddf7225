/** An entry of the API's error format (`{ message: [{ code, type, message, field? }] }`), as ApiError carries them. */
export interface ServerErrorEntry {
  field?: string;
  message: string;
}

/**
 * react-hook-form's `setError`, narrowed to what is used here: the ui package does not depend on the form library,
 * and any form's `setError` fits.
 */
export type SetFieldError<F extends string> = (
  name: F,
  error: { type: string; message: string },
  options?: { shouldFocus: boolean },
) => void;

export interface ApplyServerErrorOptions {
  /** Moves the focus to the first field that got an error. */
  focus?: boolean;
}

/**
 * Puts each entry that names a field of the form under that field (`fieldFor` maps the server's field name, e.g.
 * 'body.agent_id', to the form's, or null) and answers the messages of the others, for the SaveFailure alert.
 */
export function applyFieldErrors<F extends string>(
  entries: readonly ServerErrorEntry[],
  setError: SetFieldError<F>,
  fieldFor: (field: string) => F | null | undefined,
  { focus = false }: ApplyServerErrorOptions = {},
): string[] {
  const unplaced: string[] = [];
  let focused = false;
  for (const entry of entries) {
    const field = entry.field !== undefined ? fieldFor(entry.field) : null;
    if (!field) {
      unplaced.push(entry.message);
      continue;
    }
    setError(field, { type: 'server', message: entry.message }, focus ? { shouldFocus: !focused } : undefined);
    focused = true;
  }
  return unplaced;
}

/**
 * A failed save: an ApiError of `@backoffice/api-client` (known by its `entries`, so this package needs no client)
 * goes through applyFieldErrors; anything else is one message. Answers what the SaveFailure alert lists.
 */
export function applyServerError<F extends string>(
  error: unknown,
  setError: SetFieldError<F>,
  fieldFor: (field: string) => F | null | undefined,
  options?: ApplyServerErrorOptions,
): string[] {
  const entries = entriesOf(error);
  if (entries) return applyFieldErrors(entries, setError, fieldFor, options);
  // Not the API's answer (a bug of ours, practically never seen): its message, without the 'Error: ' String() adds.
  return [error instanceof Error ? error.message : String(error)];
}

function entriesOf(error: unknown): readonly ServerErrorEntry[] | null {
  if (typeof error !== 'object' || error === null || !('entries' in error)) return null;
  return Array.isArray(error.entries) ? (error.entries as ServerErrorEntry[]) : null;
}
