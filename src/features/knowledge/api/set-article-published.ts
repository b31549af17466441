import { useQueryClient } from '@tanstack/react-query';
import type { Article } from '@/features/knowledge/api/get-article';
import { knowledgeKeys } from '@/features/knowledge/api/keys';
import { KNOWLEDGE_MESSAGES as M } from '@/features/knowledge/messages';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

/** The longest reason the server keeps (kb_reason). */
export const ARTICLE_REASON_MAX = 500;

/**
 * Approvers and admins: take the article off the knowledge base (`published: false`) or put it
 * back (`true`), with an optional reason; the server records both in the article's history.
 */
export async function setArticlePublished(
  articleId: string,
  published: boolean,
  reason: string,
): Promise<void> {
  const args = { p_article_id: articleId, ...(reason.trim() ? { p_reason: reason.trim() } : {}) };
  const { error } = published
    ? await supabase.rpc('kb_republish_article', args)
    : await supabase.rpc('kb_unpublish_article', args);
  if (error) throw error;
}

/**
 * ReasonDialog shows a refusal (its caller passes `shownByCaller`). On success the article's state is set in place
 * rather than fetched again, since fetching an article counts a view.
 */
export function useSetArticlePublished(
  articleId: string,
  options: MutationCallbacks<void, { published: boolean; reason: string }> = {},
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: ({ published, reason }: { published: boolean; reason: string }) =>
        setArticlePublished(articleId, published, reason),
      onSuccess: (_data, { published }) => {
        queryClient.setQueryData<Article | null>(knowledgeKeys.article(articleId), (a) =>
          a ? { ...a, published } : a,
        );
        notifySuccess(published ? M.toasts.republished : M.toasts.unpublished);
      },
      onSettled: () => {
        void queryClient.invalidateQueries({ queryKey: knowledgeKeys.history(articleId) });
        void queryClient.invalidateQueries({ queryKey: knowledgeKeys.unpublished() });
        void queryClient.invalidateQueries({ queryKey: [...knowledgeKeys.all, 'search'] });
      },
    },
    options,
  );
}
