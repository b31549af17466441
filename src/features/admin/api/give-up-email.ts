import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import type { EmailRef } from '@/features/admin/api/send-email-again';
import { EMAIL_DELIVERY_MESSAGES as M } from '@/features/admin/messages/email-delivery';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

/** Stops trying to send an email (admin_outbox_give_up, answer emails included); audited by the server. */
export async function giveUpEmail(email: EmailRef): Promise<void> {
  const { error } = await supabase.rpc('admin_outbox_give_up', { p_id: email.outbox_id ?? 0 });
  if (error) throw error;
}

export function useGiveUpEmail(options: MutationCallbacks<void, EmailRef> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: giveUpEmail,
      onSuccess: () => notifySuccess({ title: M.givenUpToast, description: M.givenUpText }),
      errorTitle: M.giveUpFailed,
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.emailDelivery() }),
    },
    options,
  );
}
