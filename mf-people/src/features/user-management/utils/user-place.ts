import { TEXT_MAX } from '@backoffice/domain/text';
import { PEOPLE_TABS, userManagementSearchSchema, type PeopleTab, type UserManagementSearch } from '@backoffice/domain/people';

export const USER_TABS = PEOPLE_TABS;
export type UserTab = PeopleTab;

export const USER_TAB_LABELS: Record<UserTab, string> = { student: 'Student', tutor: 'Tutor', ta: 'TA' };

/** The longest search the box takes (the contract's limit). */
export const USER_SEARCH_MAX = TEXT_MAX.search;

/**
 * Where User Management is: its tab, the quick search and the page, read with the contract's own address schema. All of
 * it lives in the address (`/user?tab=tutor&q=som&page=2`), so a reload or a shared link opens the same list; anything
 * missing or unknown reads as the default (the Student tab, no search, page 1).
 */
export type UserPlace = UserManagementSearch;

export function userPlaceOf(params: URLSearchParams): UserPlace {
  const read = (key: string) => params.get(key) ?? undefined;
  const place = userManagementSearchSchema.parse({ tab: read('tab'), q: read('q'), page: read('page') });
  return { ...place, q: place.q.trim() };
}

/** The address's query for a place: only what differs from the defaults, in a stable order. */
export function searchOf(place: UserPlace): URLSearchParams {
  const search = new URLSearchParams();
  if (place.tab !== 'student') search.set('tab', place.tab);
  if (place.q) search.set('q', place.q);
  if (place.page > 1) search.set('page', String(place.page));
  return search;
}

/** The first place of a tab: a tab change starts that tab afresh (no search carried over, page 1). */
export function tabPlace(tab: UserTab): UserPlace {
  return { tab, q: '', page: 1 };
}
