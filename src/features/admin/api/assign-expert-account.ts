import { useQueryClient } from '@tanstack/react-query';
// Before any schema: zod without its eval probe (src/lib/zod-config.ts).
import '@/lib/zod-config';
import { z } from 'zod';
import { adminKeys } from '@/features/admin/api/keys';
import { EXPERTS_MESSAGES } from '@/features/admin/messages/experts';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

/** The expert accounts dialog's add form: one account to assign. */
export const expertAccountSchema = z.object({
  accountId: z.string().min(1, EXPERTS_MESSAGES.accountRequired),
});

export type ExpertAccountValues = z.infer<typeof expertAccountSchema>;

interface AssignmentInput {
  expertId: string;
  accountId: string;
  /** true: assign the expert to the account; false: remove the assignment. */
  assign: boolean;
  expertName: string;
  accountName: string;
}

/** Adds or removes an expert's account (admin_assign_expert_account / admin_unassign_expert_account). */
export async function setExpertAccount({ expertId, accountId, assign }: AssignmentInput) {
  const args = { p_expert_id: expertId, p_account_id: accountId };
  const { data, error } = assign
    ? await supabase.rpc('admin_assign_expert_account', args)
    : await supabase.rpc('admin_unassign_expert_account', args);
  if (error) throw error;
  return data;
}

export function useSetExpertAccount(
  options: MutationCallbacks<Awaited<ReturnType<typeof setExpertAccount>>, AssignmentInput> = {},
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: setExpertAccount,
      onSuccess: (_changed, v) =>
        notifySuccess({
          title: v.assign ? EXPERTS_MESSAGES.assignedToast : EXPERTS_MESSAGES.unassignedToast,
          description: `${v.expertName} · ${v.accountName}`,
        }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    },
    options,
  );
}
