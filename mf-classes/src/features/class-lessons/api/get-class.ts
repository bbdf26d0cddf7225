import { queryOptions, useQuery } from '@tanstack/react-query';
import { getItem } from '@backoffice/api-client';
import { classItemSchema, type ClassItem } from '@backoffice/domain/classes';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';

export const classKey = (classId: string) => ['classes', 'class', classId] as const;

/** GET /admin/class/{id}: the class whose lessons the page lists (name, schedule, description). */
export function getClass(classId: string) {
  return getItem<ClassItem>(endpointPath(ENDPOINTS.classGet, { id: classId }), { schema: classItemSchema });
}

/** The class's query: the screen's useClass and the remote's preload ask with the same key. */
export function classQueryOptions(classId: string) {
  return queryOptions({ queryKey: classKey(classId), queryFn: () => getClass(classId) });
}

export function useClass(classId: string, { enabled = true } = {}) {
  return useQuery({ ...classQueryOptions(classId), enabled });
}
