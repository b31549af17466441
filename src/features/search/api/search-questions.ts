import { useQuery } from '@tanstack/react-query';
import { searchKeys } from '@/features/search/api/keys';
import { supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

type QuestionSearchResult = Pick<
  Tables<'questions'>,
  'id' | 'title' | 'status' | 'created_at' | 'coding_question_type'
>;

const SEARCH_LIMIT = 50;

/**
 * Full-text search over the questions the signed-in user may read. RLS decides
 * which rows those are; the `search` tsvector column covers title and content.
 */
export async function searchQuestions(q: string): Promise<QuestionSearchResult[]> {
  const { data, error } = await supabase
    .from('questions')
    .select('id, title, status, created_at, coding_question_type')
    .textSearch('search', q, { type: 'websearch', config: 'english' })
    .order('created_at', { ascending: false })
    .limit(SEARCH_LIMIT);
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
