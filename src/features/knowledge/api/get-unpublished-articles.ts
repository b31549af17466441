import { useQuery } from '@tanstack/react-query';
import { knowledgeKeys } from '@/features/knowledge/api/keys';
import { supabase } from '@/lib/supabase';
import type { RpcRow } from '@/types/rpc';

type UnpublishedArticle = RpcRow<
  'kb_unpublished_articles',
  'unpublished_at' | 'unpublished_by' | 'reason'
>;

/** Staff: the unpublished articles, last taken off first, with who did it, when and why. */
export async function getUnpublishedArticles(): Promise<UnpublishedArticle[]> {
  const { data, error } = await supabase.rpc('kb_unpublished_articles');
  if (error) throw error;
  return data;
}

export function useUnpublishedArticles(enabled: boolean) {
  return useQuery({
    queryKey: knowledgeKeys.unpublished(),
    queryFn: getUnpublishedArticles,
    enabled,
  });
}
