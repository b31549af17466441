import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import { requireAdmin } from '@/features/admin/api/require-admin';
import { ADMIN_MESSAGES } from '@/features/admin/messages/users';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { supabase } from '@/lib/supabase';
import type { Functions } from '@/types/database';
import type { RpcArgs } from '@/types/rpc';

interface SetUserAccountInput {
  userId: string;
  /** The partner to link the user to; null unlinks (an individual user again, 10 questions). */
  accountId: string | null;
}

/**
 * Links a user to a corporate account (unlimited questions) or unlinks them:
 * admin_set_user_corporate_account, admins only, audited.
 */
export async function setUserAccount({ userId, accountId }: SetUserAccountInput) {
  requireAdmin(ADMIN_MESSAGES.onlyAdminsUpdate);
  const args: RpcArgs<'admin_set_user_corporate_account'> = {
    p_user_id: userId,
    p_corporate_account_id: accountId,
  };
  // Unlinking sends SQL null (RpcArgs); the generated Args type leaves null out.
  const { data, error } = await supabase.rpc(
    'admin_set_user_corporate_account',
    args as Functions<'admin_set_user_corporate_account'>['Args'],
  );
  if (error) throw error;
  return data;
}

export function useSetUserAccount(
  options: MutationCallbacks<Awaited<ReturnType<typeof setUserAccount>>, SetUserAccountInput> = {},
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: setUserAccount,
      errorTitle: ADMIN_MESSAGES.errorToast,
      // the users list (quota, account) and the accounts' figures and the audit
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    },
    options,
  );
}
