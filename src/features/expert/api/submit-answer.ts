import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import { EXPERT_TOASTS } from '@/features/expert/constants';
import { notifyError, notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

/** The assigned expert answers a pending question; it becomes awaiting_approval. Returns the answer id. */
export async function submitAnswer(questionId: string, content: string): Promise<string> {
  const { data, error } = await supabase.rpc('add_answer', { question_id: questionId, content });
  if (error) throw error;
  return data;
}

export function useSubmitAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, content }: { questionId: string; content: string }) =>
      submitAnswer(questionId, content),
    onSuccess: () => notifySuccess(EXPERT_TOASTS.answered),
    onError: (error) => notifyError(error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: expertKeys.all }),
  });
}
