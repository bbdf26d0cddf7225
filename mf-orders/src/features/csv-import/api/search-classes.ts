import { queryOptions } from '@tanstack/react-query';
import { getList } from '@backoffice/api-client';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import type { ClassMatch } from '../utils/class-match';

/** GET /admin/order/classes?q=: case-insensitive search by class name. */
export function searchClasses(q: string) {
  return getList<ClassMatch>(ENDPOINTS.orderClasses.path, { q });
}

/** Rows naming the same class share one search while the import runs. */
export function classSearchQuery(q: string) {
  return queryOptions({ queryKey: ['orders', 'classes', q], queryFn: () => searchClasses(q), staleTime: 60_000 });
}
