import { useQuery } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import { QUEUE_REFETCH_MS } from '@/features/expert/constants';
import { supabase } from '@/lib/supabase';
import type { RpcRow } from '@/types/rpc';

/** One entry of a question's ask-back thread: a request to the submitter or their reply. */
export type InfoThreadEntry = RpcRow<'question_info_thread', 'via' | 'request_status'>;

/** The ask-back thread of a question, oldest first (staff, or the question's submitter). */
export async function getInfoThread(questionId: string): Promise<InfoThreadEntry[]> {
  const { data, error } = await supabase.rpc('question_info_thread', {
    p_question_id: questionId,
  });
  if (error) throw error;
  return data ?? [];
}

export function useInfoThread(questionId: string) {
  return useQuery({
    queryKey: expertKeys.thread(questionId),
    queryFn: () => getInfoThread(questionId),
    refetchInterval: QUEUE_REFETCH_MS,
  });
}
