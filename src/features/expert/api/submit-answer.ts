import { useQueryClient } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import { EXPERT_TOASTS } from '@/features/expert/constants';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

/** The assigned expert answers a pending question; it becomes awaiting_approval. Returns the answer id. */
export async function submitAnswer(questionId: string, content: string): Promise<string> {
  const { data, error } = await supabase.rpc('add_answer', { question_id: questionId, content });
  if (error) throw error;
  return data;
}

export function useSubmitAnswer(
  options: MutationCallbacks<string, { questionId: string; content: string }> = {},
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: ({ questionId, content }: { questionId: string; content: string }) =>
        submitAnswer(questionId, content),
      onSuccess: () => notifySuccess(EXPERT_TOASTS.answered),
      onSettled: () => void queryClient.invalidateQueries({ queryKey: expertKeys.all }),
    },
    options,
  );
}
