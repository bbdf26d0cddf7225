import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchItem } from '@backoffice/api-client';
import { lessonItemSchema, type LessonItem } from '@backoffice/domain/classes';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';
import { replaceCachedLesson } from './get-lessons';

export type LessonFlag = 'is_active' | 'is_released';

/** The toggle's PATCH /admin/lesson/{id}: `{ _id, is_active | is_released: flipped }` (back-office §4). */
export function toggleLessonBody(lesson: LessonItem, flag: LessonFlag): { _id: string } & Partial<Record<LessonFlag, boolean>> {
  return { _id: lesson._id, [flag]: !lesson[flag] };
}

export function toggleLessonFlag(lesson: LessonItem, flag: LessonFlag) {
  return patchItem<LessonItem>(endpointPath(ENDPOINTS.lessonUpdate, { id: lesson._id }), toggleLessonBody(lesson, flag), {
    schema: lessonItemSchema,
  });
}

/** The row shows the lesson the server answered with, in place, without reloading the page of lessons. */
export function useToggleLessonFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lesson, flag }: { lesson: LessonItem; flag: LessonFlag }) => toggleLessonFlag(lesson, flag),
    onSuccess: (updated) => replaceCachedLesson(queryClient, updated),
  });
}
