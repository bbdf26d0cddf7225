import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { getList, type ListResult } from '@backoffice/api-client';
import { CLASS_PAGE_SIZE, classItemSchema, type ClassItem, type ClassListQuery } from '@backoffice/domain';
import { ENDPOINTS } from '@backoffice/domain/endpoints';

/** What the list shows: `page` is 0-based (spec §9: the class list's offset is page × max), `q` the settled search. */
export type ClassListFilter = { page: number; q: string };

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

export function useClasses(filter: ClassListFilter) {
  const query = toClassListQuery(filter);
  return useQuery({
    queryKey: [...CLASSES_KEY, query],
    queryFn: () => getClasses(filter),
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
