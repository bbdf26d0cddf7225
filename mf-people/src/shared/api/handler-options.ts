import { queryOptions, useQuery } from '@tanstack/react-query';
import { getItem } from '@backoffice/api-client';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { handlerOptionsResponseSchema, type HandlerOptions } from '@backoffice/domain/people';

const handlerSchema = handlerOptionsResponseSchema.shape.data;

/**
 * GET /admin/user/handlers: the sales admins and customer-service staff the dialog's pickers offer. Asked when User
 * Management opens (people-records §7), so the dialog opens on them; the same key is read by the dialog.
 */
export function handlerOptionsQuery() {
  return queryOptions({
    queryKey: ['people', 'handlers'] as const,
    queryFn: () => getItem<HandlerOptions>(ENDPOINTS.peopleHandlers.path, { schema: handlerSchema }),
    // Staff change rarely; a few minutes old is fine for a picker.
    staleTime: 5 * 60_000,
  });
}

export function useHandlerOptions() {
  return useQuery(handlerOptionsQuery());
}
