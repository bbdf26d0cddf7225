import { useQuery } from '@tanstack/react-query';
import { getItem } from '@backoffice/api-client';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { CONSULT_IMMEDIATELY_COUNT_KEY } from '@backoffice/remote-kit';

export function getConsultationCount(): Promise<{ count: number }> {
  return getItem<{ count: number }>(ENDPOINTS.consultImmediatelyCount.path);
}

/** The header badge: open immediate-consultation recommendations, refreshed every minute. */
export function useConsultationCount(enabled: boolean) {
  return useQuery({ queryKey: CONSULT_IMMEDIATELY_COUNT_KEY, queryFn: getConsultationCount, enabled, refetchInterval: 60_000 });
}
