import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import { requireAdmin } from '@/features/admin/api/require-admin';
import { ADMIN_MESSAGES } from '@/features/admin/messages/users';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import type { Role } from '@/lib/auth/roles';
import { supabase } from '@/lib/supabase';

export interface UpdateUserInput {
  userId: string;
  name?: string;
  role?: Role;
  questionsRemaining?: number;
  isApprover?: boolean;
}

/** Changes name, role, quota (users) or approver flag (experts): admin_update_user, admins only. */
export async function updateUser({
  userId,
  name,
  role,
  questionsRemaining,
  isApprover,
}: UpdateUserInput) {
  requireAdmin(ADMIN_MESSAGES.onlyAdminsUpdate);
  const { data, error } = await supabase.rpc('admin_update_user', {
    p_user_id: userId,
    ...(name !== undefined ? { p_name: name } : {}),
    ...(role !== undefined ? { p_role: role } : {}),
    ...(questionsRemaining !== undefined ? { p_questions_remaining: questionsRemaining } : {}),
    ...(isApprover !== undefined ? { p_is_approver: isApprover } : {}),
  });
  if (error) throw error;
  return data;
}

export function useUpdateUser(
  options: MutationCallbacks<Awaited<ReturnType<typeof updateUser>>, UpdateUserInput> = {},
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: updateUser,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
    },
    options,
  );
}
