/**
 * Admin user operations (spec sections 6 and 7): list users with emails,
 * create staff users, update name/role/quota/approver flag, delete users.
 * The server enforces every rule; the client refuses early with the spec's
 * messages so a non-admin never sends the request.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import { useAuthStore } from '@/lib/auth/auth-store';
import type { Role } from '@/lib/auth/roles';
import { supabase } from '@/lib/supabase';

/** The in-app user shape the admin functions return. */
export interface ManagedUser {
  id: string;
  name: string;
  email: string | null;
  role: Role;
  questionsRemaining: number;
  avatarUrl: string | null;
  isCorporateUser: boolean;
  isApprover: boolean;
  corporateAccount?: { id: string; name: string } | null;
  createdAt?: string;
}

export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: () => ['admin-users', 'list'] as const,
};

function requireAdmin(message: string) {
  if (useAuthStore.getState().user?.role !== 'admin') throw new Error(message);
}

/** The `{ error }` message of a failed function call, else the client's message. */
export async function functionErrorMessage(error: unknown): Promise<string> {
  const context = (error as { context?: unknown })?.context;
  if (context instanceof Response) {
    try {
      const body = (await context.clone().json()) as { error?: string; message?: string };
      if (body.error || body.message) return (body.error ?? body.message)!;
    } catch {
      /* not JSON */
    }
  }
  return error instanceof Error ? error.message : String(error);
}

/** Every user with their email (admins). Any error gives an empty list, as the spec says. */
export async function getAllUsers(): Promise<ManagedUser[]> {
  const { data: sessionData } = await supabase.auth.getSession();
  if (!sessionData.session) throw new Error(ADMIN_MESSAGES.noValidSession);
  try {
    const { data, error } = await supabase.functions.invoke<{ data?: { users?: ManagedUser[] } }>(
      'get-all-users-email',
      { body: {} },
    );
    if (error) {
      console.error('get-all-users-email failed', await functionErrorMessage(error));
      return [];
    }
    return data?.data?.users ?? [];
  } catch (err) {
    console.error('get-all-users-email failed', err);
    return [];
  }
}

export interface CreateStaffUserInput {
  email: string;
  password: string;
  name: string;
  role: 'admin' | 'expert';
}

export async function createStaffUser(input: CreateStaffUserInput): Promise<ManagedUser> {
  requireAdmin(ADMIN_MESSAGES.onlyAdminsCreate);
  const { data, error } = await supabase.functions.invoke<{ data?: { user?: ManagedUser } }>(
    'create-staff-user',
    { body: input },
  );
  if (error) throw new Error(await functionErrorMessage(error));
  const user = data?.data?.user;
  if (!user) throw new Error(ADMIN_MESSAGES.failedToCreateUser);
  return user;
}

export interface UpdateUserInput {
  userId: string;
  name?: string;
  role?: Role;
  questionsRemaining?: number;
  isApprover?: boolean;
}

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
  if (error) throw new Error(error.message);
  return data;
}

export async function deleteUser(userId: string): Promise<void> {
  requireAdmin(ADMIN_MESSAGES.onlyAdminsDelete);
  const { error } = await supabase.functions.invoke('delete-user', { body: { userId } });
  if (error) throw new Error(await functionErrorMessage(error));
}

export function useAllUsers() {
  return useQuery({ queryKey: adminUserKeys.list(), queryFn: getAllUsers });
}

export function useCreateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
