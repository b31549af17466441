import { useQueryClient } from '@tanstack/react-query';
// Before any schema: zod without its eval probe (src/lib/zod-config.ts).
import '@/lib/zod-config';
import { z } from 'zod';
import { adminKeys } from '@/features/admin/api/keys';
import { requireAdmin } from '@/features/admin/api/require-admin';
import type { ManagedUser } from '@/features/admin/api/types';
import { ADMIN_MESSAGES } from '@/features/admin/messages/users';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { invokeFunction } from '@/lib/functions';

const STAFF_ROLES = ['expert', 'admin'] as const;

/** The create-staff-user form and request (the function checks the same on the server). */
export const createStaffUserSchema = z.object({
  name: z.string().trim().min(1, ADMIN_MESSAGES.nameRequired).max(100),
  email: z
    .string()
    .trim()
    .min(1, ADMIN_MESSAGES.emailRequired)
    .pipe(z.email(ADMIN_MESSAGES.emailInvalid)),
  password: z.string().min(8, ADMIN_MESSAGES.passwordTooShort),
  role: z.enum(STAFF_ROLES),
});

export type CreateStaffUserInput = z.infer<typeof createStaffUserSchema>;

/** Creates a confirmed expert or admin (edge function create-staff-user, admins only). */
export async function createStaffUser(input: CreateStaffUserInput): Promise<ManagedUser> {
  requireAdmin(ADMIN_MESSAGES.onlyAdminsCreate);
  const body = await invokeFunction('create-staff-user', input);
  const user = body?.data?.user;
  if (!user) throw new Error(ADMIN_MESSAGES.failedToCreateUser);
  return user;
}

export function useCreateStaffUser(
  options: MutationCallbacks<ManagedUser, CreateStaffUserInput> = {},
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: createStaffUser,
      errorTitle: ADMIN_MESSAGES.errorToast,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
    },
    options,
  );
}
