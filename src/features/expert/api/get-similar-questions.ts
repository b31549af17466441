import { useQuery } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import type { SimilarQuestionRow } from '@/features/expert/api/types';
import { supabase } from '@/lib/supabase';

/** Up to 5 approved questions most like this one, each with its approved answer (staff only). */
export async function getSimilarQuestions(questionId: string): Promise<SimilarQuestionRow[]> {
  const { data, error } = await supabase.rpc('similar_questions', { p_question_id: questionId });
  if (error) throw error;
  return data;
}

export function useSimilarQuestions(questionId: string) {
  return useQuery({
    queryKey: expertKeys.similar(questionId),
    queryFn: () => getSimilarQuestions(questionId),
    enabled: Boolean(questionId),
    // the question's text does not change; approved neighbours come rarely
    staleTime: 60_000,
  });
}
