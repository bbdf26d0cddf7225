/**
 * The query keys more than one feature reads: every list of User Management starts with PEOPLE_LIST_KEY, then its tab
 * (a tab switch invalidates that tab; a save invalidates them all); one record is personKey(id).
 */
export const PEOPLE_LIST_KEY = ['people', 'list'] as const;

export const personKey = (id: string) => ['people', 'record', id] as const;
