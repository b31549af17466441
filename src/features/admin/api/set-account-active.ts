import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import { ACCOUNT_MESSAGES } from '@/features/admin/messages/accounts';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

/** The list's active toggle: an inactive account's forms take no submissions (admin_set_corporate_account_active). */
export async function setAccountActive({ id, active }: { id: string; active: boolean }) {
  const { data, error } = await supabase.rpc('admin_set_corporate_account_active', {
    p_id: id,
    p_active: active,
  });
  if (error) throw error;
  return data;
}

export function useSetAccountActive(
  options: MutationCallbacks<
    Awaited<ReturnType<typeof setAccountActive>>,
    { id: string; active: boolean }
  > = {},
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: setAccountActive,
      onSuccess: (account) =>
        notifySuccess({
          title: account.is_active
            ? ACCOUNT_MESSAGES.activatedToast
            : ACCOUNT_MESSAGES.deactivatedToast,
          description: account.name,
        }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    },
    options,
  );
}
