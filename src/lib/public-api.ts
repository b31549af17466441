/**
 * The LIGHT client for public pages (standalone and embedded claim forms, the demo-gated forms):
 * PostgREST and edge functions with the anon key only. No auth, no realtime, no storage, so
 * anonymous visitors do not download supabase-js. Signed-in pages use src/lib/supabase.ts.
 */
import { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import { env } from '@/config/env';

const headers = {
  apikey: env.SUPABASE_ANON_KEY,
  Authorization: `Bearer ${env.SUPABASE_ANON_KEY}`,
};

const base = env.SUPABASE_URL.replace(/\/+$/, '');

export const publicRest = new PostgrestClient(`${base}/rest/v1`, { headers });

export const publicFunctions = new FunctionsClient(`${base}/functions/v1`, { headers });
