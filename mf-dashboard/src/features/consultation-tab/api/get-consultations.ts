import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getList, type ListResult } from '@backoffice/api-client';
import { CONSULTATION_PAGE_SIZE, consultationRowSchema, type ConsultationRow } from '@backoffice/domain/consultations';
import { ENDPOINTS } from '@backoffice/domain/endpoints';

/** Every page of every day of the Consultation tab sits under this key. */
export const consultationsKey = ['dashboard', 'consultations'] as const;

/** GET /admin/consultation's query for a day and a page (1-based): sort date asc, 20 a page (spec §7). */
export function toConsultationsQuery(date: string, page: number) {
  return {
    date,
    sortBy: 'date',
    order: 'asc',
    max: CONSULTATION_PAGE_SIZE,
    offset: CONSULTATION_PAGE_SIZE * (Math.max(1, page) - 1),
  } as const;
}

/** A page of a day's consultations: the screen and the remote's preload ask with the same key. */
export function consultationsQueryOptions(date: string, page = 1) {
  const query = toConsultationsQuery(date, page);
  return queryOptions({
    queryKey: [...consultationsKey, query],
    queryFn: (): Promise<ListResult<ConsultationRow>> =>
      getList<ConsultationRow>(ENDPOINTS.consultationList.path, query, { schema: consultationRowSchema }),
  });
}

export function useConsultations(date: string, page: number) {
  return useQuery({
    ...consultationsQueryOptions(date, page),
    // The rows shown stay (dimmed, marked busy) while another day or page loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
