import { useQueryClient } from '@tanstack/react-query';
import type { EmailDelivery } from '@/features/admin/api/get-email-deliveries';
import { adminKeys } from '@/features/admin/api/keys';
import { EMAIL_DELIVERY_MESSAGES as M } from '@/features/admin/messages/email-delivery';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

export type EmailRef = Pick<EmailDelivery, 'outbox_id'>;

/**
 * Sends an email again: its outbox row is queued, due now (admin_outbox_send_again), answer emails
 * included (docs/decisions.md, "One mail path"); audited by the server.
 */
export async function sendEmailAgain(email: EmailRef): Promise<void> {
  const { error } = await supabase.rpc('admin_outbox_send_again', { p_id: email.outbox_id ?? 0 });
  if (error) throw error;
}

export function useSendEmailAgain(options: MutationCallbacks<void, EmailRef> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: sendEmailAgain,
      onSuccess: () => notifySuccess({ title: M.queuedToast, description: M.queuedText }),
      errorTitle: M.sendAgainFailed,
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.emailDelivery() }),
    },
    options,
  );
}
