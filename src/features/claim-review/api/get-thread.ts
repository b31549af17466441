import { useQuery } from '@tanstack/react-query';
import { claimReviewKeys } from '@/features/claim-review/api/keys';
import { supabase } from '@/lib/supabase';
import type { RpcRow } from '@/types/rpc';

type ThreadEntry = RpcRow<'question_info_thread', 'via' | 'request_status'>;

/** The requests about one of the user's questions and their replies, oldest first. */
export async function getThread(questionId: string): Promise<ThreadEntry[]> {
  const { data, error } = await supabase.rpc('question_info_thread', {
    p_question_id: questionId,
  });
  if (error) throw error;
  return data ?? [];
}

export function useThread(userId: string, questionId: string) {
  return useQuery({
    queryKey: claimReviewKeys.thread(userId, questionId),
    queryFn: () => getThread(questionId),
    enabled: Boolean(userId && questionId),
  });
}
