import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { claimReviewKeys } from '@/features/claim-review/api/keys';
import { ASK_BACK_TEXT } from '@/features/claim-review/constants';
import { notifyError, notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';
import type { RpcRow } from '@/types/rpc';

export type ThreadEntry = RpcRow<'question_info_thread', 'via' | 'request_status'>;

/** The requests about one of the user's questions and their replies, oldest first. */
export async function getThread(questionId: string): Promise<ThreadEntry[]> {
  const { data, error } = await supabase.rpc('question_info_thread', {
    p_question_id: questionId,
  });
  if (error) throw error;
  return data ?? [];
}

export function useThread(userId: string, questionId: string) {
  return useQuery({
    queryKey: [...claimReviewKeys.one(userId, questionId), 'thread'] as const,
    queryFn: () => getThread(questionId),
    enabled: Boolean(userId && questionId),
  });
}

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

export function useReplyToRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { requestId: string; message: string; phiConfirmed: boolean }) =>
      replyToRequest(v.requestId, v.message, v.phiConfirmed),
    onSuccess: () => notifySuccess(ASK_BACK_TEXT.sent),
    onError: (error) => notifyError(error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: claimReviewKeys.all }),
  });
}
