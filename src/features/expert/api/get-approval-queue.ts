import { useQuery } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import type { ApprovalItem } from '@/features/expert/api/types';
import { QUEUE_REFETCH_MS } from '@/features/expert/constants';
import { supabase } from '@/lib/supabase';

/** Undecided answers whose question awaits approval, oldest first, each with its question. */
export async function getApprovalQueue(): Promise<ApprovalItem[]> {
  const { data, error } = await supabase
    .from('answers')
    .select(
      'id, content, created_at, expert_id, author:profiles!answers_expert_id_fkey(name), attribution:answer_attribution(expert_name), question:questions!inner(id, title, content, status, created_at, coding_question_type, phi_confirmed, corporate_account:corporate_accounts(id, name))',
    )
    .is('approved_at', null)
    .is('rejected_at', null)
    .eq('question.status', 'awaiting_approval')
    .order('created_at', { ascending: true })
    .limit(200)
    .overrideTypes<ApprovalItem[], { merge: false }>();
  if (error) throw error;
  return data;
}

export function useApprovalQueue() {
  return useQuery({
    queryKey: expertKeys.approval(),
    queryFn: getApprovalQueue,
    refetchInterval: QUEUE_REFETCH_MS,
    refetchOnWindowFocus: true,
  });
}
