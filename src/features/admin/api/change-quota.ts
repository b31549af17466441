import { useQueryClient } from '@tanstack/react-query';
// Before any schema: zod without its eval probe (src/lib/zod-config.ts).
import '@/lib/zod-config';
import { z } from 'zod';
import { adminKeys } from '@/features/admin/api/keys';
import { ACCOUNT_MESSAGES } from '@/features/admin/messages/accounts';
import { ADMIN_MESSAGES } from '@/features/admin/messages/users';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

export const quotaSchema = z
  .object({
    mode: z.enum(['add', 'set']),
    amount: z.string().trim().regex(/^\d+$/, ACCOUNT_MESSAGES.wholeNumber),
    reason: z.string().trim().max(2000),
  })
  .superRefine((v, ctx) => {
    const n = Number(v.amount);
    if (v.mode === 'add' && (n < 1 || n > 100_000))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: ACCOUNT_MESSAGES.addRange });
    if (v.mode === 'set' && n > 1_000_000)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: ACCOUNT_MESSAGES.quotaRange });
  });

export type QuotaValues = z.infer<typeof quotaSchema>;

/** "Add N questions" (admin_top_up_corporate_quota) or set the exact count (admin_set_corporate_quota). */
export async function changeQuota({
  accountId,
  values,
}: {
  accountId: string;
  values: QuotaValues;
}) {
  const reason = values.reason.trim() || undefined;
  const { data, error } =
    values.mode === 'add'
      ? await supabase.rpc('admin_top_up_corporate_quota', {
          p_account_id: accountId,
          p_add: Number(values.amount),
          p_reason: reason,
        })
      : await supabase.rpc('admin_set_corporate_quota', {
          p_account_id: accountId,
          p_questions_remaining: Number(values.amount),
          p_reason: reason,
        });
  if (error) throw error;
  const row = data[0];
  if (!row) throw new Error(ACCOUNT_MESSAGES.notFound);
  return row;
}

export function useChangeQuota(
  options: MutationCallbacks<
    Awaited<ReturnType<typeof changeQuota>>,
    Parameters<typeof changeQuota>[0]
  > = {},
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: changeQuota,
      errorTitle: ADMIN_MESSAGES.errorToast,
      onSuccess: (row) =>
        notifySuccess({
          title: ACCOUNT_MESSAGES.quotaToast,
          description: ACCOUNT_MESSAGES.quotaChanged(
            row.old_questions_remaining,
            row.new_questions_remaining,
          ),
        }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    },
    options,
  );
}
