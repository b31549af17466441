import { useQuery } from '@tanstack/react-query';
import { searchKeys } from '@/features/search/api/keys';
import { supabase } from '@/lib/supabase';
import type { RpcRow } from '@/types/rpc';

type QuestionSearchResult = RpcRow<'search_questions', 'coding_question_type'>;

const SEARCH_LIMIT = 50;

/**
 * The questions the signed-in user may read that match `q`: by reference (Q-13D91A5B, any case,
 * with or without Q-), submitter email or name, or full text over title and content
 * (search_questions runs as the caller, so RLS decides which rows those are).
 */
export async function searchQuestions(q: string): Promise<QuestionSearchResult[]> {
  const { data, error } = await supabase.rpc('search_questions', {
    p_search: q.trim(),
    p_limit: SEARCH_LIMIT,
  });
  if (error) throw error;
  return data;
}

export function useQuestionSearch(q: string) {
  return useQuery({
    queryKey: searchKeys.query(q),
    queryFn: () => searchQuestions(q),
    enabled: q.trim().length > 0,
  });
}
