/**
 * The expert actions. Each runs one RPC, then invalidates every expert query, so lists, counts
 * and the question page refetch at once (and again on focus and on their short intervals).
 * Success and error toasts (PT409 conflicts included) are raised here, in one place.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { EXPERT_TOASTS } from '@/features/expert/constants';
import { db, unwrap } from '@/features/expert/api/db';
import { expertKeys } from '@/features/expert/api/keys';
import { notifyError, notifySuccess } from '@/features/expert/components/notify';

export async function assignToMe(questionId: string, userId: string): Promise<void> {
  unwrap(await db.rpc('assign_expert', { question_id: questionId, expert_id: userId }));
}

export async function submitAnswer(questionId: string, content: string): Promise<string> {
  return unwrap<string>(await db.rpc('add_answer', { question_id: questionId, content }));
}

export async function approveAnswer(answerId: string): Promise<void> {
  unwrap(await db.rpc('approve_answer', { answer_id: answerId }));
}

export async function rejectAnswer(answerId: string, reason: string): Promise<void> {
  unwrap(await db.rpc('reject_answer', { answer_id: answerId, reason }));
}

export interface EmailResult {
  sent: boolean;
  error: string | null;
}

/** Emails the approved answer to the submitter (edge function send-approved-answer). Never throws. */
export async function sendApprovedAnswer(answerId: string): Promise<EmailResult> {
  try {
    const { data, error } = await db.functions.invoke<{
      data?: { sent: boolean; status?: string };
    }>('send-approved-answer', { body: { answerId } });
    if (error) {
      let reason = error.message;
      const ctx = (error as { context?: Response }).context;
      if (ctx && typeof ctx.json === 'function') {
        const body = (await ctx.json().catch(() => null)) as { error?: string } | null;
        if (body?.error) reason = body.error;
      }
      return { sent: false, error: reason };
    }
    const sent = data?.data?.sent === true || data?.data?.status === 'sent';
    return { sent, error: sent ? null : 'The email is still being sent' };
  } catch (e) {
    return { sent: false, error: e instanceof Error ? e.message : String(e) };
  }
}

function useInvalidateExpert() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: expertKeys.all });
  };
}

// Toasts live at the useMutation level: those callbacks run even when the component that started
// the action unmounts (e.g. the answer editor disappears once the question refetches as answered).

export function useAssignToMe() {
  const invalidate = useInvalidateExpert();
  return useMutation({
    mutationFn: ({ questionId, userId }: { questionId: string; userId: string }) =>
      assignToMe(questionId, userId),
    onSuccess: () => notifySuccess(EXPERT_TOASTS.assigned),
    onError: notifyError,
    onSettled: invalidate,
  });
}

export function useSubmitAnswer() {
  const invalidate = useInvalidateExpert();
  return useMutation({
    mutationFn: ({ questionId, content }: { questionId: string; content: string }) =>
      submitAnswer(questionId, content),
    onSuccess: () => notifySuccess(EXPERT_TOASTS.answered),
    onError: notifyError,
    onSettled: invalidate,
  });
}

function notifyEmail(email: EmailResult, success: { title: string; description: string }) {
  if (email.sent) notifySuccess(success);
  else
    toast({
      title: EXPERT_TOASTS.approvedEmailFailed.title,
      description: `${EXPERT_TOASTS.approvedEmailFailed.description}${email.error ? ` (${email.error})` : ''}`,
      variant: 'destructive',
    });
}

/** Approve, then email the submitter; the toast says whether the email went out. */
export function useApproveAnswer() {
  const invalidate = useInvalidateExpert();
  return useMutation({
    mutationFn: async ({ answerId }: { answerId: string }) => {
      await approveAnswer(answerId);
      return sendApprovedAnswer(answerId);
    },
    onSuccess: (email) => notifyEmail(email, EXPERT_TOASTS.approved),
    onError: notifyError,
    onSettled: invalidate,
  });
}

export function useRejectAnswer() {
  const invalidate = useInvalidateExpert();
  return useMutation({
    mutationFn: ({ answerId, reason }: { answerId: string; reason: string }) =>
      rejectAnswer(answerId, reason),
    onSuccess: () => notifySuccess(EXPERT_TOASTS.rejected),
    onError: notifyError,
    onSettled: invalidate,
  });
}

export function useResendAnswerEmail() {
  const invalidate = useInvalidateExpert();
  return useMutation({
    mutationFn: ({ answerId }: { answerId: string }) => sendApprovedAnswer(answerId),
    onSuccess: (email) => notifyEmail(email, EXPERT_TOASTS.emailResent),
    onError: notifyError,
    onSettled: invalidate,
  });
}
