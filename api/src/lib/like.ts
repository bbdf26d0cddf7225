import { escapeLike } from '@backoffice/domain/validation';

/**
 * The user's text for a case-insensitive substring search: trimmed, lower-cased and LIKE-escaped, so '%', '_' and '\'
 * match themselves (parentheses, '+' and the like are not special to LIKE at all; spec §5 Search). Undefined when
 * there is nothing to search for.
 */
export function containsText(text: string | undefined): string | undefined {
  const trimmed = text?.trim().toLowerCase();
  return trimmed ? escapeLike(trimmed) : undefined;
}
