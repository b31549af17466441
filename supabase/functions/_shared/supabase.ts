import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { requiredEnv } from './env.ts';

/** A client acting as the service (bypasses RLS). Only for checks and writes the function itself decides on. */
export function serviceClient(): SupabaseClient {
  return createClient(requiredEnv('SUPABASE_URL'), requiredEnv('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
