import { useQueryClient } from '@tanstack/react-query';
// Before any schema: zod without its eval probe (src/lib/zod-config.ts).
import '@/lib/zod-config';
import { z } from 'zod';
import { expertKeys } from '@/features/expert/api/keys';
import { EXPERT_TOASTS, EXPERT_VALIDATION } from '@/features/expert/constants';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

export const publishArticleSchema = z.object({
  title: z.string().trim().min(1, EXPERT_VALIDATION.articleTitleRequired).max(200),
  question: z.string().trim().min(1, EXPERT_VALIDATION.articleQuestionRequired).max(20_000),
  partnerOnly: z.boolean(),
});
export type PublishArticleValues = z.infer<typeof publishArticleSchema>;

/** Approvers: publish (or edit and re-publish) the question's article; the server screens PHI. */
export async function publishArticle(
  questionId: string,
  values: PublishArticleValues,
): Promise<string> {
  const { data, error } = await supabase.rpc('kb_publish_article', {
    p_question_id: questionId,
    p_title: values.title,
    p_question: values.question,
    p_partner_only: values.partnerOnly,
  });
  if (error) throw error;
  return data;
}

/** Success toasts and refreshes the question; the dialog passes its own onError (errors.root). */
export function usePublishArticle(
  questionId: string,
  options: MutationCallbacks<string, PublishArticleValues> = {},
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: (values: PublishArticleValues) => publishArticle(questionId, values),
      onSuccess: () => notifySuccess(EXPERT_TOASTS.articlePublished),
      onSettled: () =>
        void queryClient.invalidateQueries({ queryKey: expertKeys.article(questionId) }),
    },
    options,
  );
}
