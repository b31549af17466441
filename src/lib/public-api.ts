/**
 * The LIGHT client for public pages (standalone and embedded claim forms, the demo-gated forms):
 * PostgREST and edge functions with the anon key only. No auth, no realtime, no storage, so
 * anonymous visitors do not download supabase-js. Signed-in pages use src/lib/supabase.ts.
 *
 * The functions client is only needed after a submission, so it is loaded then (one small chunk).
 */
import type { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import { env } from '@/config/env';

const headers = {
  apikey: env.SUPABASE_ANON_KEY,
  Authorization: `Bearer ${env.SUPABASE_ANON_KEY}`,
};

const base = env.SUPABASE_URL.replace(/\/+$/, '');

export const publicRest = new PostgrestClient(`${base}/rest/v1`, { headers });

let functions: Promise<FunctionsClient> | null = null;

/** The edge-functions client with the anon key (created on first use). */
export function publicFunctions(): Promise<FunctionsClient> {
  functions ??= import('@supabase/functions-js').then(
    ({ FunctionsClient }) => new FunctionsClient(`${base}/functions/v1`, { headers }),
  );
  return functions;
}
