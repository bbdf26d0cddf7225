import { useMutation } from '@tanstack/react-query';
import { postItem } from '@backoffice/api-client';
import { studentLookupResultSchema, type StudentLookupResult } from '@backoffice/domain/classes';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';

const resultsSchema = studentLookupResultSchema.array();

/** POST /admin/lesson/{id}/student/lookup `{ emails }`: step one of Add Student, one result per email as typed. */
export function lookupStudents(lessonId: string, emails: readonly string[]) {
  return postItem<StudentLookupResult[]>(
    endpointPath(ENDPOINTS.lessonStudentLookup, { id: lessonId }),
    { emails },
    { schema: resultsSchema },
  );
}

export function useLookupStudents(lessonId: string) {
  return useMutation({ mutationFn: (emails: readonly string[]) => lookupStudents(lessonId, emails) });
}
