import { useQuery } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import type { Metrics } from '@/features/expert/api/types';
import { supabase } from '@/lib/supabase';

/** Volume, turnaround and rejection figures of the last `weeks` weeks (a json document; see Metrics). */
export async function getMetrics(weeks: number): Promise<Metrics> {
  const { data, error } = await supabase.rpc('expert_metrics', { p_weeks: weeks });
  if (error) throw error;
  return data as unknown as Metrics;
}

export function useMetrics(weeks: number) {
  return useQuery({
    queryKey: expertKeys.metrics(weeks),
    queryFn: () => getMetrics(weeks),
    refetchOnWindowFocus: true,
  });
}
