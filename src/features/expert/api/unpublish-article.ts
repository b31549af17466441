import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import { EXPERT_TOASTS } from '@/features/expert/constants';
import { notifyError, notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

/** Approvers: take the article off the knowledge base (recorded on the server). */
export async function unpublishArticle(articleId: string): Promise<void> {
  const { error } = await supabase.rpc('kb_unpublish_article', { p_article_id: articleId });
  if (error) throw error;
}

export function useUnpublishArticle(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (articleId: string) => unpublishArticle(articleId),
    onSuccess: () => notifySuccess(EXPERT_TOASTS.articleUnpublished),
    onError: (error) => notifyError(error),
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: expertKeys.article(questionId) }),
  });
}
