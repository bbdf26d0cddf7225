import { queryOptions, useQuery } from '@tanstack/react-query';
import { getItem } from '@backoffice/api-client';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';
// The package's root, which the shell has loaded already: the subpath is a share key of its own that the shell does not
// provide, so importing it would download the remote's own copy of it and of the records it builds on (issue 20).
import { studentProgressSchema, type StudentProgress } from '@backoffice/domain/student-progress';

/** GET /admin/user/:id/studentclass: who the student is, their classes and each class's figures and series. */
export function studentProgressQueryOptions(studentId: string) {
  return queryOptions({
    queryKey: ['dashboard', 'student-progress', studentId],
    queryFn: (): Promise<StudentProgress> =>
      getItem<StudentProgress>(endpointPath(ENDPOINTS.studentProgress, { id: studentId }), { schema: studentProgressSchema }),
    // Reports arrive through the day; a profile opened again a minute later asks again, one reopened at once does not.
    staleTime: 60_000,
  });
}

export function useStudentProgress(studentId: string) {
  return useQuery(studentProgressQueryOptions(studentId));
}
