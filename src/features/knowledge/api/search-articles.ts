import { useQuery } from '@tanstack/react-query';
import { knowledgeKeys } from '@/features/knowledge/api/keys';
import { supabase } from '@/lib/supabase';
import type { RpcRow } from '@/types/rpc';

type ArticleListRow = RpcRow<'kb_search_articles'>;

/** Published articles the user may read: best match first, or newest first without a term. */
export async function searchArticles(q: string, type: string): Promise<ArticleListRow[]> {
  const { data, error } = await supabase.rpc('kb_search_articles', {
    ...(q.trim() ? { p_search: q.trim() } : {}),
    ...(type ? { p_type: type } : {}),
    p_limit: 50,
  });
  if (error) throw error;
  return data;
}

export function useArticleSearch(q: string, type: string) {
  return useQuery({
    queryKey: knowledgeKeys.search(q, type),
    queryFn: () => searchArticles(q, type),
  });
}
