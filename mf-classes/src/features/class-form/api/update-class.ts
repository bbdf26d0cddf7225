import { useMutation } from '@tanstack/react-query';
import { patchItem } from '@backoffice/api-client';
import { classItemSchema, type ClassItem, type ClassUpdateInput } from '@backoffice/domain/classes';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';

/** PATCH /admin/class/{id} with `_id` and the changed fields only (spec §4, §7). */
export function updateClass(id: string, payload: ClassUpdateInput) {
  return patchItem<ClassItem>(endpointPath(ENDPOINTS.classUpdate, { id }), payload, { schema: classItemSchema });
}

export function useUpdateClass() {
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: ClassUpdateInput }) => updateClass(id, payload),
  });
}
