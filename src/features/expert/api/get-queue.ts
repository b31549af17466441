import { useQuery } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import type { QueueRow } from '@/features/expert/api/types';
import { QUEUE_REFETCH_MS } from '@/features/expert/constants';
import { supabase } from '@/lib/supabase';

/** The signed-in expert's open questions, oldest first. */
export async function getQueue(): Promise<QueueRow[]> {
  const { data, error } = await supabase.rpc('expert_queue');
  if (error) throw error;
  return data;
}

export function useQueue() {
  return useQuery({
    queryKey: expertKeys.queue(),
    queryFn: getQueue,
    refetchInterval: QUEUE_REFETCH_MS,
    refetchOnWindowFocus: true,
  });
}
