import { useMutation } from '@tanstack/react-query';
import { patchItem, postItem } from '@backoffice/api-client';
import {
  lessonItemSchema,
  type LessonCreateInput,
  type LessonItem,
  type LessonUpdateInput,
} from '@backoffice/domain/classes';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';

/**
 * POST /admin/lesson. The answer is read as a lesson of the list (lessonItemSchema), which the contract's lesson detail
 * also is: the contract does not name the answer of the write calls.
 */
export function createLesson(payload: LessonCreateInput) {
  return postItem<LessonItem>(ENDPOINTS.lessonCreate.path, payload, { schema: lessonItemSchema, idempotent: ENDPOINTS.lessonCreate.idempotent });
}

/** PATCH /admin/lesson/{id} with `_id` and the changed fields only. */
export function updateLesson(lessonId: string, changes: LessonUpdateInput) {
  return patchItem<LessonItem>(endpointPath(ENDPOINTS.lessonUpdate, { id: lessonId }), { _id: lessonId, ...changes }, { schema: lessonItemSchema });
}

export function useCreateLesson() {
  return useMutation({ mutationFn: createLesson });
}

export function useUpdateLesson() {
  return useMutation({ mutationFn: ({ lessonId, changes }: { lessonId: string; changes: LessonUpdateInput }) => updateLesson(lessonId, changes) });
}
