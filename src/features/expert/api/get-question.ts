import { useQuery } from '@tanstack/react-query';
import { QUEUE_REFETCH_MS } from '@/features/expert/constants';
import { db, unwrap } from '@/features/expert/api/db';
import { expertKeys } from '@/features/expert/api/keys';
import type {
  AnswerRow,
  DeliveryRow,
  QuestionDetail,
  QuestionEventRow,
} from '@/features/expert/api/types';

export interface QuestionBundle {
  question: QuestionDetail | null;
  answers: AnswerRow[];
  events: QuestionEventRow[];
  deliveries: DeliveryRow[];
}

export async function getQuestion(id: string): Promise<QuestionBundle> {
  const [question, answers, events, deliveries] = await Promise.all([
    db
      .from('questions')
      .select(
        '*, corporate_account:corporate_accounts(id, name), expert:profiles!questions_expert_id_fkey(id, name, email)',
      )
      .eq('id', id)
      .maybeSingle(),
    db
      .from('answers')
      .select(
        '*, author:profiles!answers_expert_id_fkey(name), approver:profiles!answers_approved_by_fkey(name), rejecter:profiles!answers_rejected_by_fkey(name)',
      )
      .eq('question_id', id)
      .order('created_at', { ascending: false }),
    db
      .from('question_events')
      .select('*, actor:profiles!question_events_actor_id_fkey(name)')
      .eq('question_id', id)
      .order('created_at', { ascending: true }),
    db
      .from('answer_deliveries')
      .select('answer_id, status, recipient, attempts, last_error, sent_at')
      .eq('question_id', id),
  ]);
  return {
    question: unwrap<QuestionDetail | null>(question),
    answers: unwrap<AnswerRow[]>(answers),
    events: unwrap<QuestionEventRow[]>(events),
    deliveries: unwrap<DeliveryRow[]>(deliveries),
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
