import { queryOptions, useQuery } from '@tanstack/react-query';
import { getList } from '@backoffice/api-client';
import type { OrderClassOption } from '@backoffice/domain/orders';
import { ENDPOINTS } from '@backoffice/domain/endpoints';

export type ClassMatch = OrderClassOption;

/** GET /admin/order/classes?q=: case-insensitive search by class name (the server escapes the text). */
export function searchClasses(q: string) {
  return getList<ClassMatch>(ENDPOINTS.orderClasses.path, { q });
}

/**
 * One query per search text, for the create dialog's class picker and the CSV import alike: rows naming the same class
 * share one search while an import runs, and a class the picker just found is not asked for again.
 */
export function classSearchQuery(q: string) {
  return queryOptions({ queryKey: ['orders', 'classes', q], queryFn: () => searchClasses(q), staleTime: 60_000 });
}

/** Runs when the user asks (a submitted term), not on every keystroke. */
export function useSearchClasses(q: string | null) {
  return useQuery({ ...classSearchQuery(q ?? ''), enabled: q !== null && q.trim() !== '' });
}
