import type { AuthUser } from '@/lib/auth/types';

/**
 * Where the auth store persists the signed-in user and session (src/lib/auth/auth-store.ts;
 * docs/spec-notes.md, "The signed-in user"). Never supabase-js' key.
 */
export const AUTH_STORE_KEY = 'auth-storage';

/** Where the auth client (src/lib/supabase.ts) keeps its own session: never AUTH_STORE_KEY. */
export const SUPABASE_AUTH_STORAGE_KEY = 'claimdesk-supabase-auth';

/**
 * The user the auth store persisted at the last sign-in, read without loading the store or the
 * auth client (the staff frame, before the app has loaded). Only a hint for what to paint: the
 * guards and the server decide what the user may open. Null when nothing, or nothing readable, is
 * stored.
 */
export function readStoredUser(): Pick<AuthUser, 'role' | 'isApprover'> | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(AUTH_STORE_KEY) ?? 'null') as {
      state?: { user?: { role?: unknown; isApprover?: unknown } | null };
    } | null;
    const user = stored?.state?.user;
    const role = user?.role;
    if (role !== 'admin' && role !== 'expert' && role !== 'user') return null;
    return { role, isApprover: user?.isApprover === true };
  } catch {
    return null;
  }
}
