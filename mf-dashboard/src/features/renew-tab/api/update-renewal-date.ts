import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchItem, type ListResult } from '@backoffice/api-client';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';
import { renewalDateResponseSchema, type RenewalDateChange, type RenewalRow } from '@backoffice/domain/renewals';
import { renewalsKey } from './get-renewals';

/** PATCH /admin/user/renewaldate/{studentId}: the date of the student's parent, saved to the parent and its students. */
export function updateRenewalDate(studentId: string, day: string) {
  return patchItem<RenewalDateChange>(
    endpointPath(ENDPOINTS.renewalDateUpdate, { id: studentId }),
    { dateObj: day },
    { schema: renewalDateResponseSchema.shape.data },
  );
}

/**
 * Changing a renewal date. The answer's date goes into every cached row of that parent (siblings share it), and the
 * rows stay where they are: the list is not loaded again, so a row does not jump or vanish under the pointer; the
 * next load sorts it (or leaves it out when the new date is outside the window).
 */
export function useUpdateRenewalDate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, day }: { studentId: string; day: string }) => updateRenewalDate(studentId, day),
    onSuccess: (change) =>
      client.setQueriesData<ListResult<RenewalRow>>({ queryKey: renewalsKey }, (page) =>
        page
          ? {
              ...page,
              data: page.data.map((row) =>
                row.parent._id === change.parent._id
                  ? { ...row, parent: { ...row.parent, meta: { ...row.parent.meta, date_of_renewal: change.parent.meta.date_of_renewal } } }
                  : row,
              ),
            }
          : page,
      ),
  });
}
