import { useQueryClient } from '@tanstack/react-query';
// Before any schema: zod without its eval probe (src/lib/zod-config.ts).
import '@/lib/zod-config';
import { z } from 'zod';
import { adminKeys } from '@/features/admin/api/keys';
import { QUESTIONS_MESSAGES } from '@/features/admin/messages/questions';
import { ADMIN_MESSAGES } from '@/features/admin/messages/users';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';
import type { Enums } from '@/types/database';

export type QuestionStatus = Enums<'question_status'>;

/**
 * The admin's status moves the server allows (set_question_status; see supabase/README.md). Never
 * needs_information or closed_no_reply, and nothing out of them: those come only from a request
 * for more information, its deadline and the submitter's reply.
 */
export function statusTargets(from: QuestionStatus, hasExpert: boolean): QuestionStatus[] {
  if (from === 'pending') return ['unassigned'];
  if (from === 'approved') return hasExpert ? ['pending', 'unassigned'] : ['unassigned'];
  if (from === 'unassigned' && hasExpert) return ['pending'];
  return [];
}

export const statusSchema = z.object({
  status: z.string().min(1, QUESTIONS_MESSAGES.statusRequired),
  reason: z
    .string()
    .trim()
    .min(1, QUESTIONS_MESSAGES.reasonRequired)
    .max(2000, QUESTIONS_MESSAGES.reasonTooLong),
});
export type StatusValues = z.infer<typeof statusSchema>;

/** Changes a question's status with a required reason, kept in its history (set_question_status). */
export async function setQuestionStatus({
  questionId,
  status,
  reason,
}: {
  questionId: string;
  status: QuestionStatus;
  reason: string;
}) {
  const { error } = await supabase.rpc('set_question_status', {
    question_id: questionId,
    status,
    reason: reason.trim(),
  });
  if (error) throw error;
}

export function useSetQuestionStatus(
  options: MutationCallbacks<void, Parameters<typeof setQuestionStatus>[0]> = {},
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: setQuestionStatus,
      errorTitle: ADMIN_MESSAGES.errorToast,
      onSuccess: () =>
        notifySuccess({
          title: QUESTIONS_MESSAGES.statusToast,
          description: QUESTIONS_MESSAGES.statusToastText,
        }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    },
    options,
  );
}
