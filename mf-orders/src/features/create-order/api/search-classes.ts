import { useQuery } from '@tanstack/react-query';
import { getList } from '@backoffice/api-client';
import type { OrderClassOption } from '@backoffice/domain';
import { ENDPOINTS } from '@backoffice/domain/endpoints';

export type ClassMatch = OrderClassOption;

/** GET /admin/order/classes?q=: case-insensitive search by class name (the server escapes the text). */
export function searchClasses(q: string) {
  return getList<ClassMatch>(ENDPOINTS.orderClasses.path, { q });
}

/** Runs when the user asks (a submitted term), not on every keystroke. */
export function useSearchClasses(q: string | null) {
  return useQuery({
    queryKey: ['orders', 'classes', q],
    queryFn: () => searchClasses(q ?? ''),
    enabled: q !== null && q.trim() !== '',
  });
}
