/**
 * Query keys the shell and a remote both use. The header's badge counts the open immediate-consultation flags; the
 * dashboard, resolving one, refreshes it at once under the same key.
 */
export const CONSULT_IMMEDIATELY_COUNT_KEY = ['lessons', 'consultImmediately', 'count'] as const;
