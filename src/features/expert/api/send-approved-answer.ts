import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expertKeys } from '@/features/expert/api/keys';
import { EXPERT_TOASTS } from '@/features/expert/constants';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-error';
import { invokeFunction } from '@/lib/functions';
import { notifyError, notifySuccess } from '@/lib/notify';

interface EmailResult {
  sent: boolean;
  error: string | null;
}

/** Emails the approved answer to the submitter (edge function send-approved-answer). Never throws. */
export async function sendApprovedAnswer(answerId: string): Promise<EmailResult> {
  try {
    const body = await invokeFunction('send-approved-answer', { answerId });
    const sent = body?.data?.sent === true || body?.data?.status === 'sent';
    return { sent, error: sent ? null : 'The email is still being sent' };
  } catch (e) {
    return { sent: false, error: errorMessage(e) };
  }
}

/** The toast after an approval or a resend: success, or why the email did not go out. */
export function notifyEmail(email: EmailResult, success: { title: string; description: string }) {
  if (email.sent) notifySuccess(success);
  else
    toast({
      title: EXPERT_TOASTS.approvedEmailFailed.title,
      description: `${EXPERT_TOASTS.approvedEmailFailed.description}${email.error ? ` (${email.error})` : ''}`,
      variant: 'destructive',
    });
}

export function useResendAnswerEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answerId }: { answerId: string }) => sendApprovedAnswer(answerId),
    onSuccess: (email) => notifyEmail(email, EXPERT_TOASTS.emailResent),
    onError: (error) => notifyError(error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: expertKeys.all }),
  });
}
