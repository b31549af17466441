import { useQuery } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import { supabase } from '@/lib/supabase';
import type { RpcRow } from '@/types/rpc';

/** One email of a question (an outbox row, a partner digest naming it, or an answer's email). */
export type QuestionEmail = RpcRow<
  'question_emails',
  | 'recipient'
  | 'max_attempts'
  | 'last_error'
  | 'last_attempt_at'
  | 'next_attempt_at'
  | 'sent_at'
  | 'given_up_at'
>;

/** Every email of a question and its state, oldest first (question_emails; staff). */
export async function getQuestionEmails(questionId: string): Promise<QuestionEmail[]> {
  const { data, error } = await supabase.rpc('question_emails', { p_question_id: questionId });
  if (error) throw error;
  return data;
}

export function useQuestionEmails(questionId: string) {
  return useQuery({
    queryKey: expertKeys.emails(questionId),
    queryFn: () => getQuestionEmails(questionId),
    // the outbox first retries after 30 s; polling as often keeps the page current
    refetchInterval: 30_000,
  });
}
