import { useQuery } from '@tanstack/react-query';
import { getList } from '@backoffice/api-client';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';
import { sortLessons, type ClassLesson } from '../utils/lesson-selection';

/** GET /admin/order/classes/:id/lessons?from=&to= (centre days, both included), in time order. */
export async function getClassLessons(classId: string, range: { from: string; to: string }) {
  const result = await getList<ClassLesson>(endpointPath(ENDPOINTS.orderClassLessons, { id: classId }), range);
  return { ...result, data: sortLessons(result.data) };
}

export function useClassLessons(classId: string | null, range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['orders', 'class-lessons', classId, range.from, range.to],
    queryFn: () => getClassLessons(classId ?? '', range),
    enabled: Boolean(classId && range.from && range.to && range.from <= range.to),
  });
}
