import { useMutation } from '@tanstack/react-query';
import { postItem } from '@backoffice/api-client';
import { classItemSchema, type ClassCreateInput, type ClassItem } from '@backoffice/domain/classes';
import { ENDPOINTS } from '@backoffice/domain/endpoints';

/** POST /admin/class with every field of the form (classCreateSchema); answers the class as the list shows it. */
export function createClass(payload: ClassCreateInput) {
  return postItem<ClassItem>(ENDPOINTS.classCreate.path, payload, { schema: classItemSchema, idempotent: ENDPOINTS.classCreate.idempotent });
}

export function useCreateClass() {
  return useMutation({ mutationFn: createClass });
}
