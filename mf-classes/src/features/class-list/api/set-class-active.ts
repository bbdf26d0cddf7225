import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchItem } from '@backoffice/api-client';
import { classItemSchema, type ClassItem, type ClassUpdateInput } from '@backoffice/domain/classes';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';
import { replaceCachedClass } from './get-classes';

/** Deactivate/Activate from the row menu: PATCH /admin/class/{id} with `_id` and the flipped flag (spec §4). */
export function setClassActive(item: ClassItem) {
  const payload: ClassUpdateInput = { _id: item._id, is_active: !item.is_active };
  return patchItem<ClassItem>(endpointPath(ENDPOINTS.classUpdate, { id: item._id }), payload, { schema: classItemSchema });
}

/**
 * The answer replaces the row in the pages already loaded instead of a refetch: the list is sorted by the last edit, so
 * a refetch would move the row the user just acted on to the top of page 1.
 */
export function useSetClassActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setClassActive,
    onSuccess: (updated) => replaceCachedClass(queryClient, updated),
  });
}
