import { useQuery } from '@tanstack/react-query';
import { knowledgeKeys } from '@/features/knowledge/api/keys';
import { supabase } from '@/lib/supabase';
import type { RpcRow } from '@/types/rpc';

export type Article = RpcRow<'kb_get_article', 'question_id'>;

/**
 * One article, or null when it is not published or not for this user. Each fetch counts a view;
 * `draft` is the form session whose suggestion opened it (deflection).
 */
export async function getArticle(id: string, draft: string | null): Promise<Article | null> {
  const { data, error } = await supabase.rpc('kb_get_article', {
    p_article_id: id,
    ...(draft ? { p_draft_id: draft } : {}),
  });
  if (error) throw error;
  return data[0] ?? null;
}

export function useArticle(id: string, draft: string | null) {
  return useQuery({
    queryKey: knowledgeKeys.article(id),
    queryFn: () => getArticle(id, draft),
    // one view per opening, not per window focus
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
