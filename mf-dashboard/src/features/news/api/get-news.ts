import { queryOptions, useQuery } from '@tanstack/react-query';
import { getList, type ListResult } from '@backoffice/api-client';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { newsSlotSchema, type NewsSlot } from '@backoffice/domain/news';

export const newsKey = ['dashboard', 'news'] as const;

/** GET /v2/newsandevents: the four slots, for holders of news.edit. */
export function newsQueryOptions() {
  return queryOptions({
    queryKey: newsKey,
    queryFn: (): Promise<ListResult<NewsSlot>> => getList<NewsSlot>(ENDPOINTS.newsList.path, undefined, { schema: newsSlotSchema }),
  });
}

export function useNews({ enabled = true } = {}) {
  return useQuery({ ...newsQueryOptions(), enabled });
}
