import { useMutation } from '@tanstack/react-query';
import { deleteItem } from '@backoffice/api-client';
import { pollDeleteResponseSchema } from '@backoffice/domain/polls';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';

/** DELETE /admin/lesson/{id}/poll/{pollId}: answers the id of the question taken out. */
export function deletePoll(lessonId: string, pollId: string) {
  return deleteItem<{ _id: string }>(endpointPath(ENDPOINTS.pollDelete, { id: lessonId, pollId }), {
    schema: pollDeleteResponseSchema.shape.data,
  });
}

export function useDeletePoll() {
  return useMutation({ mutationFn: ({ lessonId, pollId }: { lessonId: string; pollId: string }) => deletePoll(lessonId, pollId) });
}
