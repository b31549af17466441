import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import { requireAdmin } from '@/features/admin/api/require-admin';
import { ADMIN_MESSAGES } from '@/features/admin/messages/users';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { invokeFunction } from '@/lib/functions';

/** Deletes the auth user and profile; their questions and answers stay (edge function delete-user). */
export async function deleteUser(userId: string): Promise<void> {
  requireAdmin(ADMIN_MESSAGES.onlyAdminsDelete);
  await invokeFunction('delete-user', { userId });
}

export function useDeleteUser(options: MutationCallbacks<void, string> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: deleteUser,
      errorTitle: ADMIN_MESSAGES.errorToast,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
    },
    options,
  );
}
