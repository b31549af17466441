import { useQuery } from '@tanstack/react-query';
import { knowledgeKeys } from '@/features/knowledge/api/keys';
import { supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

export type ArticleEvent = Pick<
  Tables<'kb_article_events'>,
  'id' | 'event' | 'title' | 'visibility' | 'reason' | 'created_at'
> & { actor: { name: string } | null };

/**
 * An article's history, oldest first, with who acted (kb_article_events; RLS "staff read": anyone
 * else gets no rows). The actor is null when their profile is gone or not readable.
 */
export async function getArticleHistory(articleId: string): Promise<ArticleEvent[]> {
  const { data, error } = await supabase
    .from('kb_article_events')
    .select('id, event, title, visibility, reason, created_at, actor:profiles(name)')
    .eq('article_id', articleId)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true })
    .overrideTypes<ArticleEvent[], { merge: false }>();
  if (error) throw error;
  return data;
}

export function useArticleHistory(articleId: string, enabled: boolean) {
  return useQuery({
    queryKey: knowledgeKeys.history(articleId),
    queryFn: () => getArticleHistory(articleId),
    enabled,
  });
}
