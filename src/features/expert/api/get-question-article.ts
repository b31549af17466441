import { useQuery } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import { supabase } from '@/lib/supabase';
import type { RpcRow } from '@/types/rpc';

type QuestionArticle = RpcRow<'kb_article_of_question'>;

/** The knowledge-base article made from this question, if any (staff). */
export async function getQuestionArticle(questionId: string): Promise<QuestionArticle | null> {
  const { data, error } = await supabase.rpc('kb_article_of_question', {
    p_question_id: questionId,
  });
  if (error) throw error;
  return data[0] ?? null;
}

export function useQuestionArticle(questionId: string, enabled: boolean) {
  return useQuery({
    queryKey: expertKeys.article(questionId),
    queryFn: () => getQuestionArticle(questionId),
    enabled: enabled && Boolean(questionId),
  });
}
