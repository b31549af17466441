import { useQuery } from '@tanstack/react-query';
import { QUEUE_REFETCH_MS } from '@/features/expert/constants';
import { db, unwrap } from '@/features/expert/api/db';
import { expertKeys } from '@/features/expert/api/keys';
import type { DashboardCounts, QueueRow } from '@/features/expert/api/types';

export async function getDashboardCounts(): Promise<DashboardCounts> {
  return unwrap<DashboardCounts>(await db.rpc('expert_dashboard_counts'));
}

/** The signed-in expert's open questions, oldest first. */
export async function getQueue(): Promise<QueueRow[]> {
  return unwrap<QueueRow[]>(await db.rpc('expert_queue'));
}

export function useDashboardCounts() {
  return useQuery({
    queryKey: expertKeys.dashboard(),
    queryFn: getDashboardCounts,
    refetchInterval: QUEUE_REFETCH_MS,
    refetchOnWindowFocus: true,
  });
}

export function useQueue() {
  return useQuery({
    queryKey: expertKeys.queue(),
    queryFn: getQueue,
    refetchInterval: QUEUE_REFETCH_MS,
    refetchOnWindowFocus: true,
  });
}
