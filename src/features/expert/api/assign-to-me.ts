import { useQueryClient } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import { EXPERT_TOASTS } from '@/features/expert/constants';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

/** Takes an unassigned question (assign_expert refuses accounts the expert is not assigned to). */
export async function assignToMe(questionId: string, userId: string): Promise<void> {
  const { error } = await supabase.rpc('assign_expert', {
    question_id: questionId,
    expert_id: userId,
  });
  if (error) throw error;
}

// Toasts live in the hook (useApiMutation): those callbacks run even when the component that started
// the action unmounts (e.g. the button disappears once the question refetches as assigned).
export function useAssignToMe(
  options: MutationCallbacks<void, { questionId: string; userId: string }> = {},
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: ({ questionId, userId }: { questionId: string; userId: string }) =>
        assignToMe(questionId, userId),
      onSuccess: () => notifySuccess(EXPERT_TOASTS.assigned),
      onSettled: () => void queryClient.invalidateQueries({ queryKey: expertKeys.all }),
    },
    options,
  );
}
