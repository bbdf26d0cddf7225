import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getList, type ListResult } from '@backoffice/api-client';
import { CLASS_PAGE_SIZE, classItemSchema, type ClassItem, type ClassListQuery } from '@backoffice/domain/classes';
import { ENDPOINTS } from '@backoffice/domain/endpoints';

/** What the list shows: `page` is 0-based (spec §9: the class list's offset is page × max), `q` the settled search. */
export type ClassListFilter = { page: number; q: string };

/** What the list asks first: the first page, nothing searched. */
export const FIRST_CLASS_LIST_FILTER: ClassListFilter = { page: 0, q: '' };

/** Every query of this list starts with this key: a save invalidates them, a toggle updates them in place. */
export const CLASSES_KEY = ['classes', 'list'] as const;

/** GET /admin/class: 10 a page, newest edit first (the server's order), `q` only when something is searched. */
export function toClassListQuery(filter: ClassListFilter) {
  const q = filter.q.trim();
  return {
    max: CLASS_PAGE_SIZE,
    offset: Math.max(0, filter.page) * CLASS_PAGE_SIZE,
    ...(q ? { q } : {}),
  } satisfies ClassListQuery;
}

export function getClasses(filter: ClassListFilter) {
  return getList<ClassItem>(ENDPOINTS.classList.path, toClassListQuery(filter), { schema: classItemSchema });
}

/** The list's query for a filter: the screen's useClasses and the remote's preload ask with the same key. */
export function classesQueryOptions(filter: ClassListFilter) {
  return queryOptions({ queryKey: [...CLASSES_KEY, toClassListQuery(filter)], queryFn: () => getClasses(filter) });
}

export function useClasses(filter: ClassListFilter) {
  return useQuery({
    ...classesQueryOptions(filter),
    // The previous page stays on screen (marked busy) while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** Puts the class the server answered with in place of the same class in every page already loaded. */
export function replaceCachedClass(queryClient: QueryClient, updated: ClassItem): void {
  queryClient.setQueriesData<ListResult<ClassItem>>({ queryKey: CLASSES_KEY }, (page) =>
    page ? { ...page, data: page.data.map((item) => (item._id === updated._id ? updated : item)) } : page,
  );
}
