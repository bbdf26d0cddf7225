import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@backoffice/api-client';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';
import { lessonKey } from './get-lesson';

/**
 * DELETE /admin/lesson/{id}/student/{userId}. Whatever the body of the answer (the contract names none), a 2xx means
 * the student is out; failures reject with the ApiError the client makes of them.
 */
export async function removeStudent(lessonId: string, userId: string): Promise<void> {
  await apiClient.delete(endpointPath(ENDPOINTS.lessonRemoveStudent, { id: lessonId, userId }));
}

/** The lesson (its count) and its student list are fetched again after a removal. */
export function useRemoveStudent(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeStudent(lessonId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lessonKey(lessonId) }),
  });
}
