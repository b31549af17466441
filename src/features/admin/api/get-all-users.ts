import type { ManagedUser } from '@/features/admin/api/types';
import { SESSION_MESSAGES } from '@/lib/auth/messages';
import { errorMessage } from '@/lib/api-error';
import { invokeFunction } from '@/lib/functions';
import { supabase } from '@/lib/supabase';

/**
 * Every user with their email (admins). Without a session: 'No valid session found'. A failure of
 * the function is thrown, so User Management can say the list failed (with Retry) instead of
 * showing "No users to show." (docs/decisions.md, "Error pages and failed data views").
 */
export async function fetchAllUsers(): Promise<ManagedUser[]> {
  const { data: sessionData } = await supabase.auth.getSession();
  if (!sessionData.session) throw new Error(SESSION_MESSAGES.noValidSession);
  const body = await invokeFunction('get-all-users-email', {});
  return body?.data?.users ?? [];
}

/**
 * The product's getAllUsers: any failure of the function gives an empty list, as the product
 * specifies (docs/spec-notes.md, "Admin"). Pages use fetchAllUsers, which reports the failure.
 */
export async function getAllUsers(): Promise<ManagedUser[]> {
  try {
    return await fetchAllUsers();
  } catch (err) {
    if (err instanceof Error && err.message === SESSION_MESSAGES.noValidSession) throw err;
    console.error('get-all-users-email failed', errorMessage(err));
    return [];
  }
}
