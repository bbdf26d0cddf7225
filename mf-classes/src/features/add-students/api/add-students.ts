import { useMutation } from '@tanstack/react-query';
import { patchItem } from '@backoffice/api-client';
import { addStudentsResponseSchema } from '@backoffice/domain/classes';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';

const answerSchema = addStudentsResponseSchema.shape.data;
export type AddStudentsAnswer = ReturnType<typeof answerSchema.parse>;

/** PATCH /admin/lesson/{id}/add-student `{ student: [ids] }`: step two, the accounts step one found. */
export function addStudents(lessonId: string, studentIds: readonly string[]) {
  return patchItem<AddStudentsAnswer>(
    endpointPath(ENDPOINTS.lessonAddStudent, { id: lessonId }),
    { student: [...studentIds] },
    { schema: answerSchema },
  );
}

export function useAddStudents(lessonId: string) {
  return useMutation({ mutationFn: (studentIds: readonly string[]) => addStudents(lessonId, studentIds) });
}
