import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import { notifyEmail, sendApprovedAnswer } from '@/features/expert/api/send-approved-answer';
import { EXPERT_TOASTS } from '@/features/expert/constants';
import { notifyError } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

/** An approver (not the author) approves the undecided answer; the question becomes approved. */
export async function approveAnswer(answerId: string): Promise<void> {
  const { error } = await supabase.rpc('approve_answer', { answer_id: answerId });
  if (error) throw error;
}

/** Approve, then email the submitter; the toast says whether the email went out. */
export function useApproveAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ answerId }: { answerId: string }) => {
      await approveAnswer(answerId);
      return sendApprovedAnswer(answerId);
    },
    onSuccess: (email) => notifyEmail(email, EXPERT_TOASTS.approved),
    onError: (error) => notifyError(error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: expertKeys.all }),
  });
}
