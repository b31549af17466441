import { useQuery } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import type { DashboardCounts } from '@/features/expert/api/types';
import { QUEUE_REFETCH_MS } from '@/features/expert/constants';
import { supabase } from '@/lib/supabase';

/** The signed-in expert's counts (a json document; see DashboardCounts). */
export async function getDashboardCounts(): Promise<DashboardCounts> {
  const { data, error } = await supabase.rpc('expert_dashboard_counts');
  if (error) throw error;
  return data as unknown as DashboardCounts;
}

export function useDashboardCounts() {
  return useQuery({
    queryKey: expertKeys.dashboard(),
    queryFn: getDashboardCounts,
    refetchInterval: QUEUE_REFETCH_MS,
    refetchOnWindowFocus: true,
  });
}
