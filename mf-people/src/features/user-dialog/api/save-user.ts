import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchItem, postItem, putItem } from '@backoffice/api-client';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';
import {
  peopleRecordSchema,
  type PeopleRecord,
  type StudentSaveInput,
  type TutorInput,
} from '@backoffice/domain/people';
import { PEOPLE_LIST_KEY, personKey } from '../../../shared/api/people-keys';

/**
 * PUT /admin/user/student/{id}: the dialog's one request for a student. The server writes the student, a consultation
 * when the date changed and the parent (created or updated by email) in one transaction, or nothing.
 */
export function saveStudent(id: string, payload: StudentSaveInput) {
  return putItem<PeopleRecord>(endpointPath(ENDPOINTS.studentSave, { id }), payload, { schema: peopleRecordSchema });
}

/** POST /admin/user with `_type: 'Tutor'` (Create New Tutor). */
export function createTutor(payload: TutorInput) {
  return postItem<PeopleRecord>(ENDPOINTS.userCreate.path, { ...payload, _type: 'Tutor' }, {
    schema: peopleRecordSchema,
    idempotent: ENDPOINTS.userCreate.idempotent,
  });
}

/** PATCH /admin/user/{tutor|ta}/{id}. */
export function updateTutor(type: 'Tutor' | 'TA', id: string, payload: TutorInput) {
  const segment = type === 'TA' ? 'ta' : 'tutor';
  return patchItem<PeopleRecord>(endpointPath(ENDPOINTS.userUpdate, { type: segment, id }), payload, {
    schema: peopleRecordSchema,
  });
}

export type SaveUserInput =
  | { kind: 'student'; id: string; payload: StudentSaveInput }
  | { kind: 'tutor'; type: 'Tutor' | 'TA'; id: string | null; payload: TutorInput };

/** Saves the dialog's record; the answer replaces the cached record, and every list is asked again. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveUserInput) =>
      input.kind === 'student'
        ? saveStudent(input.id, input.payload)
        : input.id
          ? updateTutor(input.type, input.id, input.payload)
          : createTutor(input.payload),
    onSuccess: (saved) => {
      queryClient.setQueryData(personKey(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: PEOPLE_LIST_KEY });
    },
  });
}
