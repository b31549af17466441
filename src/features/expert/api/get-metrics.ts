import { useQuery } from '@tanstack/react-query';
import { db, unwrap } from '@/features/expert/api/db';
import { expertKeys } from '@/features/expert/api/keys';
import type { Metrics } from '@/features/expert/api/types';

export async function getMetrics(weeks: number): Promise<Metrics> {
  return unwrap<Metrics>(await db.rpc('expert_metrics', { p_weeks: weeks }));
}

export function useMetrics(weeks: number) {
  return useQuery({
    queryKey: expertKeys.metrics(weeks),
    queryFn: () => getMetrics(weeks),
    refetchOnWindowFocus: true,
  });
}
