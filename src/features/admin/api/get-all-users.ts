import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import type { ManagedUser } from '@/features/admin/api/types';
import { SESSION_MESSAGES } from '@/lib/auth/messages';
import { errorMessage } from '@/lib/api-error';
import { invokeFunction } from '@/lib/functions';
import { supabase } from '@/lib/supabase';

/**
 * Every user with their email (admins). Without a session: 'No valid session found'. Any failure
 * of the function gives an empty list, as the product specifies (docs/spec-notes.md, "Admin").
 */
export async function getAllUsers(): Promise<ManagedUser[]> {
  const { data: sessionData } = await supabase.auth.getSession();
  if (!sessionData.session) throw new Error(SESSION_MESSAGES.noValidSession);
  try {
    const body = await invokeFunction<{ data?: { users?: ManagedUser[] } }>(
      'get-all-users-email',
      {},
    );
    return body?.data?.users ?? [];
  } catch (err) {
    console.error('get-all-users-email failed', errorMessage(err));
    return [];
  }
}

export function useAllUsers() {
  return useQuery({ queryKey: adminKeys.users(), queryFn: getAllUsers });
}
