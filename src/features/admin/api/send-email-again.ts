import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailDelivery } from '@/features/admin/api/get-email-deliveries';
import { adminKeys } from '@/features/admin/api/keys';
import { EMAIL_DELIVERY_MESSAGES as M } from '@/features/admin/messages/email-delivery';
import { invokeFunction } from '@/lib/functions';
import { notifyError, notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

export type EmailRef = Pick<EmailDelivery, 'outbox_id' | 'answer_id'>;

/** Sends an approved answer's email again (edge function send-approved-answer, as the admin). */
async function resendAnswerEmail(answerId: string): Promise<void> {
  const body = await invokeFunction('send-approved-answer', { answerId });
  if (body?.data?.sent !== true && body?.data?.status !== 'sent') throw new Error(M.stillSending);
}

/**
 * Sends an email again: an outbox row is queued, due now (admin_outbox_send_again); an approved
 * answer is sent at once by send-approved-answer, as before. Both are audited by the server.
 */
export async function sendEmailAgain(email: EmailRef): Promise<'queued' | 'sent'> {
  if (email.answer_id) {
    await resendAnswerEmail(email.answer_id);
    return 'sent';
  }
  const { error } = await supabase.rpc('admin_outbox_send_again', { p_id: email.outbox_id ?? 0 });
  if (error) throw error;
  return 'queued';
}

export function useSendEmailAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEmailAgain,
    onSuccess: (result) =>
      notifySuccess(
        result === 'sent'
          ? { title: M.sentToast, description: M.sentText }
          : { title: M.queuedToast, description: M.queuedText },
      ),
    onError: (err) => notifyError(err, { errorTitle: M.sendAgainFailed }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.emailDelivery() }),
  });
}
