import { useQuery } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import type { QuestionListRow, QuestionStatus } from '@/features/expert/api/types';
import { QUEUE_REFETCH_MS } from '@/features/expert/constants';
import { supabase } from '@/lib/supabase';

/** My Questions: everything assigned to me, optionally one status, oldest first. */
export async function getMyQuestions(
  userId: string,
  status: QuestionStatus | '',
): Promise<QuestionListRow[]> {
  let query = supabase
    .from('questions')
    .select(
      'id, title, status, created_at, updated_at, coding_question_type, phi_confirmed, expert_id, corporate_account:corporate_accounts(id, name), expert:profiles!questions_expert_id_fkey(id, name)',
    )
    .eq('expert_id', userId);
  if (status) query = query.eq('status', status);
  const { data, error } = await query
    .order('created_at', { ascending: true })
    .order('id')
    .limit(500)
    .overrideTypes<QuestionListRow[], { merge: false }>();
  if (error) throw error;
  return data;
}

export function useMyQuestions(userId: string, status: QuestionStatus | '') {
  return useQuery({
    queryKey: expertKeys.myQuestions(userId, status),
    queryFn: () => getMyQuestions(userId, status),
    refetchInterval: QUEUE_REFETCH_MS,
    refetchOnWindowFocus: true,
    enabled: Boolean(userId),
  });
}
