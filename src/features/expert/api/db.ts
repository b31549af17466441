import type { SupabaseClient } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

/**
 * The shared client, untyped for this feature: rows are typed by `./types.ts` (the generated
 * Database types change while the schema grows; the casts live in one place per fetcher).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const db = supabase as unknown as SupabaseClient<any, 'public', any>;

/** Throws the PostgREST error (with its code) so the UI maps it in one place. */
export function unwrap<T>(result: { data: unknown; error: unknown }): T {
  if (result.error) throw result.error;
  return result.data as T;
}
