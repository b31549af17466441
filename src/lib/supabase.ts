import { createClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import type { Database } from '@/types/database';

/**
 * supabase-js keeps its own session under this key. The app's zustand store
 * persists under `auth-storage` (AUTH_STORE_KEY); the two never share a key.
 */
export const SUPABASE_AUTH_STORAGE_KEY = 'claimdesk-supabase-auth';

export const supabase = createClient<Database>(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
  auth: {
    storageKey: SUPABASE_AUTH_STORAGE_KEY,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    flowType: 'implicit',
  },
});
