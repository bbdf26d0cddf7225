import { PATHS } from '@backoffice/domain/paths';

/**
 * Where a page's back link leads, handed over in the location state by the page that linked to it: the Quick Lesson
 * Management list passes its own address (day and page), so 'Back' and a redirect return to the same list.
 */
export type ReturnToState = { returnTo: string };

/** A notice the page sent back to shows once, e.g. why a Zoom detail sent the user back to the list. */
export type NoticeState = { notice: string };

/**
 * The address in `state.returnTo` when it is one under `under` (so nothing put in the history by someone else can send
 * the user off the product), else `fallback`.
 */
export function returnToOf(state: unknown, fallback: string, under: string = PATHS.lessons): string {
  const value = typeof state === 'object' && state !== null ? (state as Partial<ReturnToState>).returnTo : undefined;
  if (typeof value !== 'string') return fallback;
  const path = value.split(/[?#]/)[0];
  return path === under || path?.startsWith(`${under}/`) ? value : fallback;
}

/** The notice in a location's state, if there is one. */
export function noticeOf(state: unknown): string | null {
  const value = typeof state === 'object' && state !== null ? (state as Partial<NoticeState>).notice : undefined;
  return typeof value === 'string' && value.length > 0 ? value : null;
}
