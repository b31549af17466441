import { useQuery } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import type { AnswerRow, QuestionDetail, QuestionEventRow } from '@/features/expert/api/types';
import { QUEUE_REFETCH_MS } from '@/features/expert/constants';
import { supabase } from '@/lib/supabase';

interface QuestionBundle {
  question: QuestionDetail | null;
  answers: AnswerRow[];
  events: QuestionEventRow[];
}

/**
 * One question with its answers (newest first) and history (oldest first); its emails, the answer
 * email among them, are the question page's email list (get-question-emails.ts).
 */
export async function getQuestion(id: string): Promise<QuestionBundle> {
  const [question, answers, events] = await Promise.all([
    supabase
      .from('questions')
      .select(
        '*, corporate_account:corporate_accounts(id, name), expert:profiles!questions_expert_id_fkey(id, name, email)',
      )
      .eq('id', id)
      .maybeSingle()
      .overrideTypes<QuestionDetail | null, { merge: false }>(),
    supabase
      .from('answers')
      .select(
        '*, author:profiles!answers_expert_id_fkey(name), approver:profiles!answers_approved_by_fkey(name), rejecter:profiles!answers_rejected_by_fkey(name), attribution:answer_attribution(expert_name, approved_by_name, rejected_by_name)',
      )
      .eq('question_id', id)
      .order('created_at', { ascending: false })
      .overrideTypes<AnswerRow[], { merge: false }>(),
    supabase
      .from('question_events')
      .select('*, actor:profiles!question_events_actor_id_fkey(name)')
      .eq('question_id', id)
      // seq breaks created_at's ties (two events of one submission can share its microsecond).
      .order('created_at', { ascending: true })
      .order('seq', { ascending: true })
      .overrideTypes<QuestionEventRow[], { merge: false }>(),
  ]);
  for (const result of [question, answers, events]) if (result.error) throw result.error;
  return {
    question: question.data,
    answers: answers.data ?? [],
    events: events.data ?? [],
  };
}

export function useQuestion(id: string) {
  return useQuery({
    queryKey: expertKeys.question(id),
    queryFn: () => getQuestion(id),
    refetchInterval: QUEUE_REFETCH_MS,
    refetchOnWindowFocus: true,
    enabled: Boolean(id),
  });
}
