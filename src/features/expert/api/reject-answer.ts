import { useQueryClient } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import { EXPERT_TOASTS } from '@/features/expert/constants';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

/** An approver (not the author) rejects with a reason; the question returns to pending. */
export async function rejectAnswer(answerId: string, reason: string): Promise<void> {
  const { error } = await supabase.rpc('reject_answer', { answer_id: answerId, reason });
  if (error) throw error;
}

export function useRejectAnswer(
  options: MutationCallbacks<void, { answerId: string; reason: string }> = {},
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: ({ answerId, reason }: { answerId: string; reason: string }) =>
        rejectAnswer(answerId, reason),
      onSuccess: () => notifySuccess(EXPERT_TOASTS.rejected),
      onSettled: () => void queryClient.invalidateQueries({ queryKey: expertKeys.all }),
    },
    options,
  );
}
