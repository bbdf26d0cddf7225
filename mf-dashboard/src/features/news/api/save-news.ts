import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchItem } from '@backoffice/api-client';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';
import { newsSlotSchema, type NewsDetailInput, type NewsSlot } from '@backoffice/domain/news';
import { newsKey } from './get-news';

/** PATCH /v2/newsandevents/:id, then the slots are read again (§2: "closes and reloads the news"). */
export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, detail }: { id: string; detail: NewsDetailInput }): Promise<NewsSlot> =>
      patchItem<NewsSlot>(endpointPath(ENDPOINTS.newsUpdate, { id }), { detail }, { schema: newsSlotSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKey }),
  });
}
