import { useQuery } from '@tanstack/react-query';
import { getItem } from '@backoffice/api-client';
import { ENDPOINTS } from '@backoffice/domain/endpoints';

export const consultationCountKey = ['lessons', 'consultImmediately', 'count'] as const;

export function getConsultationCount(): Promise<{ count: number }> {
  return getItem<{ count: number }>(ENDPOINTS.consultImmediatelyCount.path);
}

/** The header badge: open immediate-consultation recommendations, refreshed every minute. */
export function useConsultationCount(enabled: boolean) {
  return useQuery({ queryKey: consultationCountKey, queryFn: getConsultationCount, enabled, refetchInterval: 60_000 });
}
