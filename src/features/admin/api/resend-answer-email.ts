import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import { DASHBOARD_MESSAGES } from '@/features/admin/messages/dashboard';
import { invokeFunction } from '@/lib/functions';
import { notifyError, notifySuccess } from '@/lib/notify';

/** Sends an approved answer's email again (edge function send-approved-answer, as the admin). */
export async function resendAnswerEmail(answerId: string): Promise<void> {
  const body = await invokeFunction('send-approved-answer', { answerId });
  if (body?.data?.sent !== true && body?.data?.status !== 'sent')
    throw new Error(DASHBOARD_MESSAGES.stillSending);
}

export function useResendAnswerEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendAnswerEmail,
    onSuccess: () =>
      notifySuccess({
        title: DASHBOARD_MESSAGES.resentToast,
        description: DASHBOARD_MESSAGES.resentText,
      }),
    onError: (err) => notifyError(err, { errorTitle: DASHBOARD_MESSAGES.resendFailed }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
  });
}
