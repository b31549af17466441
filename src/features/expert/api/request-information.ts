import { useQueryClient } from '@tanstack/react-query';
// Before any schema: zod without its eval probe (src/lib/zod-config.ts).
import '@/lib/zod-config';
import { z } from 'zod';
import { expertKeys } from '@/features/expert/api/keys';
import { ASK_BACK_VALIDATION, EXPERT_TOASTS } from '@/features/expert/constants';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

export const MESSAGE_MAX = 5000;

export const requestInfoSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, ASK_BACK_VALIDATION.messageRequired)
    .max(MESSAGE_MAX, ASK_BACK_VALIDATION.messageTooLong),
});
export type RequestInfoValues = z.infer<typeof requestInfoSchema>;

/**
 * The assigned expert (or an admin) asks the submitter of a pending question; it becomes
 * needs_information and the submitter is emailed a reply link. Returns the request id.
 */
export async function requestInformation(questionId: string, message: string): Promise<string> {
  const { data, error } = await supabase.rpc('request_information', {
    p_question_id: questionId,
    p_message: message,
  });
  if (error) throw error;
  return data;
}

export function useRequestInformation(
  options: MutationCallbacks<string, { questionId: string; message: string }> = {},
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: ({ questionId, message }: { questionId: string; message: string }) =>
        requestInformation(questionId, message),
      onSuccess: () => notifySuccess(EXPERT_TOASTS.infoRequested),
      onSettled: () => void queryClient.invalidateQueries({ queryKey: expertKeys.all }),
    },
    options,
  );
}
