import { useQueryClient } from '@tanstack/react-query';
// Before any schema: zod without its eval probe (src/lib/zod-config.ts).
import '@/lib/zod-config';
import { z } from 'zod';
import { claimReviewKeys } from '@/features/claim-review/api/keys';
import { ASK_BACK_TEXT } from '@/features/claim-review/constants';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

export const replySchema = z.object({
  reply: z
    .string()
    .trim()
    .min(1, ASK_BACK_TEXT.replyRequired)
    .max(20000, ASK_BACK_TEXT.replyTooLong),
});
export type ReplyValues = z.infer<typeof replySchema>;

/** The signed-in submitter replies; the server screens for PHI again and reopens the question. */
export async function replyToRequest(requestId: string, message: string, phiConfirmed: boolean) {
  const { error } = await supabase.rpc('reply_info_request', {
    p_request_id: requestId,
    p_message: message,
    p_phi_confirmed: phiConfirmed,
  });
  if (error) throw error;
}

export function useReplyToRequest(
  options: MutationCallbacks<
    void,
    { requestId: string; message: string; phiConfirmed: boolean }
  > = {},
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: (v: { requestId: string; message: string; phiConfirmed: boolean }) =>
        replyToRequest(v.requestId, v.message, v.phiConfirmed),
      onSuccess: () => notifySuccess(ASK_BACK_TEXT.sent),
      onSettled: () => void queryClient.invalidateQueries({ queryKey: claimReviewKeys.all }),
    },
    options,
  );
}
