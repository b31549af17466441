import { useQueryClient } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import { EXPERT_TOASTS } from '@/features/expert/constants';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

/**
 * An approver (not the author) approves the undecided answer; the question becomes approved and,
 * in the same transaction, the answer email is queued for the outbox (docs/decisions.md, "One mail
 * path"). The browser sends no mail.
 */
export async function approveAnswer(answerId: string): Promise<void> {
  const { error } = await supabase.rpc('approve_answer', { answer_id: answerId });
  if (error) throw error;
}

export function useApproveAnswer(options: MutationCallbacks<void, { answerId: string }> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: ({ answerId }: { answerId: string }) => approveAnswer(answerId),
      onSuccess: () => notifySuccess(EXPERT_TOASTS.approved),
      onSettled: () => void queryClient.invalidateQueries({ queryKey: expertKeys.all }),
    },
    options,
  );
}
