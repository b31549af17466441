import { useQueryClient } from '@tanstack/react-query';
// Before any schema: zod without its eval probe (src/lib/zod-config.ts).
import '@/lib/zod-config';
import { z } from 'zod';
import { adminKeys } from '@/features/admin/api/keys';
import type { ReassignOutcome } from '@/features/admin/api/types';
import { QUESTIONS_MESSAGES } from '@/features/admin/messages/questions';
import { ADMIN_MESSAGES } from '@/features/admin/messages/users';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { supabase } from '@/lib/supabase';

export const reassignSchema = z.object({
  expertId: z.string().min(1, QUESTIONS_MESSAGES.expertRequired),
  reason: z.string().trim().max(2000, QUESTIONS_MESSAGES.reasonTooLong),
});
export type ReassignValues = z.infer<typeof reassignSchema>;

/** Reassigns one or many questions to an expert; one outcome per question (admin_reassign_questions). */
export async function reassignQuestions({
  questionIds,
  values,
}: {
  questionIds: string[];
  values: ReassignValues;
}): Promise<ReassignOutcome[]> {
  const { data, error } = await supabase.rpc('admin_reassign_questions', {
    p_question_ids: questionIds,
    p_expert_id: values.expertId,
    p_reason: values.reason.trim() || undefined,
  });
  if (error) throw error;
  return data;
}

/** A sentence per outcome kind: "2 reassigned, 1 refused (Cannot reassign a question that is approved)". */
export function summarizeOutcomes(rows: ReassignOutcome[]): { text: string; failed: number } {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.outcome, (counts.get(r.outcome) ?? 0) + 1);
  const moved = (counts.get('assigned') ?? 0) + (counts.get('reassigned') ?? 0);
  const failed = (counts.get('refused') ?? 0) + (counts.get('not_found') ?? 0);
  const parts = [QUESTIONS_MESSAGES.movedCount(moved)];
  const unchanged = counts.get('unchanged') ?? 0;
  if (unchanged) parts.push(QUESTIONS_MESSAGES.unchangedCount(unchanged));
  const reasons = [
    ...new Set(
      rows
        .filter((r) => r.outcome === 'refused' || r.outcome === 'not_found')
        .map((r) => r.message),
    ),
  ];
  if (failed) parts.push(QUESTIONS_MESSAGES.failedCount(failed, reasons.join('; ')));
  return { text: parts.join(', '), failed };
}

/** The caller's `onSettled` lets the page refresh lists and question pages outside this feature. */
export function useReassignQuestions(
  options: MutationCallbacks<ReassignOutcome[], Parameters<typeof reassignQuestions>[0]> = {},
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: reassignQuestions,
      errorTitle: ADMIN_MESSAGES.errorToast,
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    },
    options,
  );
}
