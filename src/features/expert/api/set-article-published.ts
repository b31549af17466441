import { useQueryClient } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import { EXPERT_TOASTS } from '@/features/expert/constants';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

/** The longest reason the server keeps (kb_reason). */
export const ARTICLE_REASON_MAX = 500;

/**
 * Approvers (and admins): take the article off the knowledge base (`published: false`) or put it
 * back as it was (`true`), with an optional reason; recorded in the article's history.
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

/** Success toasts and refreshes the question's article; ReasonDialog shows a refusal (`shownByCaller`). */
export function useSetArticlePublished(
  questionId: string,
  options: MutationCallbacks<void, { articleId: string; published: boolean; reason: string }> = {},
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: (v: { articleId: string; published: boolean; reason: string }) =>
        setArticlePublished(v.articleId, v.published, v.reason),
      onSuccess: (_data, v) =>
        notifySuccess(
          v.published ? EXPERT_TOASTS.articleRepublished : EXPERT_TOASTS.articleUnpublished,
        ),
      onSettled: () =>
        void queryClient.invalidateQueries({ queryKey: expertKeys.article(questionId) }),
    },
    options,
  );
}
