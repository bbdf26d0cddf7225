import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { patchItem, postItem, type ListResult } from '@backoffice/api-client';
import {
  lessonFollowUpResponseSchema,
  type StudentLessonMeta,
  type StudentLessonRow,
} from '@backoffice/domain/dashboard';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';
import { CONSULT_IMMEDIATELY_COUNT_KEY } from '@backoffice/remote-kit';
import { studentLessonsKey } from './get-student-lessons';

// The Student tab's writes (back-office §4 Follow-up on a lesson, Immediate consultation). Each answers the lesson's
// report as the server now holds it; when and who are the server's to record.

type FollowUpAnswer = { _id: string; lesson_meta: StudentLessonMeta };
const answerSchema = lessonFollowUpResponseSchema.shape.data;

export function setFollowUp(lessonId: string, checked: boolean) {
  return patchItem<FollowUpAnswer>(endpointPath(ENDPOINTS.lessonFollowUp, { id: lessonId }), { checked }, { schema: answerSchema });
}

export function saveNote(lessonId: string, studentNotes: string) {
  return postItem<FollowUpAnswer>(endpointPath(ENDPOINTS.lessonNotesSave, { id: lessonId }), { studentNotes }, {
    schema: answerSchema,
    idempotent: ENDPOINTS.lessonNotesSave.idempotent,
  });
}

export function resolveConsultation(lessonId: string) {
  return patchItem<FollowUpAnswer>(endpointPath(ENDPOINTS.lessonConsultResolve, { id: lessonId }), { checked: true }, { schema: answerSchema });
}

/** Puts the answer's report into every cached row of that lesson, in every list of the tab. */
function showAnswer(client: QueryClient, answer: FollowUpAnswer, keep: (before: StudentLessonMeta) => Partial<StudentLessonMeta> = () => ({})) {
  client.setQueriesData<ListResult<StudentLessonRow>>({ queryKey: studentLessonsKey }, (page) =>
    page
      ? {
          ...page,
          data: page.data.map((row) =>
            row._id === answer._id ? { ...row, lesson_meta: { ...answer.lesson_meta, ...keep(row.lesson_meta) } } : row,
          ),
        }
      : page,
  );
}

/** The Action checkbox: the row shows its new state at once; the sections keep their rows until the next load. */
export function useFollowUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, checked }: { lessonId: string; checked: boolean }) => setFollowUp(lessonId, checked),
    onSuccess: (answer) => showAnswer(client, answer),
  });
}

/**
 * Saving a note. As the spec has it, the note written shows after a refresh ('Changes will be seen when you refresh'):
 * the rows keep the note they had until the list is loaded again.
 */
export function useSaveNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, note }: { lessonId: string; note: string }) => saveNote(lessonId, note),
    onSuccess: (answer) =>
      showAnswer(client, answer, (before) => ({
        notes: before.notes,
        notes_timeStamp: before.notes_timeStamp,
        notes_editor: before.notes_editor,
      })),
  });
}

/** Resolved: the lesson moves to the 'Saved on' section, and the header's badge follows at once. */
export function useResolveConsultation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId }: { lessonId: string }) => resolveConsultation(lessonId),
    onSuccess: async (answer) => {
      showAnswer(client, answer);
      await Promise.all([
        client.invalidateQueries({ queryKey: studentLessonsKey }),
        client.invalidateQueries({ queryKey: CONSULT_IMMEDIATELY_COUNT_KEY }),
      ]);
    },
  });
}
