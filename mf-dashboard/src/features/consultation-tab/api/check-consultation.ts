import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchItem, type ListResult } from '@backoffice/api-client';
import {
  consultationCheckResponseSchema,
  type ConsultationCheckAnswer,
  type ConsultationRow,
} from '@backoffice/domain/consultations';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';
import { consultationsKey } from './get-consultations';

const answerSchema = consultationCheckResponseSchema.shape.data;

/** PATCH /admin/consultation/{id}: the action checkbox, done or not (spec §4 Consultation record). */
export function checkConsultation(id: string, checked: boolean) {
  return patchItem<ConsultationCheckAnswer>(endpointPath(ENDPOINTS.consultationCheck, { id }), { checked }, { schema: answerSchema });
}

/**
 * The action checkbox's write. The row shows the server's answer at once, and the list is fetched again once the write
 * is done (spec §4 Refresh rules).
 */
export function useCheckConsultation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, checked }: { id: string; checked: boolean }) => checkConsultation(id, checked),
    onSuccess: async (answer) => {
      client.setQueriesData<ListResult<ConsultationRow>>({ queryKey: consultationsKey }, (page) =>
        page ? { ...page, data: page.data.map((row) => (row._id === answer._id ? { ...row, action: answer.action } : row)) } : page,
      );
      await client.invalidateQueries({ queryKey: consultationsKey });
    },
  });
}
