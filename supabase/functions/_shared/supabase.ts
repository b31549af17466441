import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.ts';
import { requiredEnv } from './env.ts';

export type { Database, Json, Tables } from './database.ts';

/** The functions' database client, typed from the generated schema (`npm run db:types`). */
export type Db = SupabaseClient<Database>;

type Fns = Database['public']['Functions'];

/**
 * An RPC's arguments as PostgREST takes them: any argument may be SQL null, which the generated
 * Args (like `supabase gen types`) leave out.
 */
export type RpcArgs<F extends keyof Fns> = {
  [K in keyof Fns[F]['Args']]: Fns[F]['Args'][K] | null;
};

/** `rpc(fn, sqlArgs<fn>({ ... }))`: passes arguments that may be SQL null to a typed rpc call. */
export function sqlArgs<F extends keyof Fns>(args: RpcArgs<F>): Fns[F]['Args'] {
  // TypeScript takes a generic RpcArgs<F> for Args<F> (it does not expand either), so no cast.
  return args;
}

/** A client acting as the service (bypasses RLS). Only for checks and writes the function itself decides on. */
export function serviceClient(): Db {
  return createClient<Database>(
    requiredEnv('SUPABASE_URL'),
    requiredEnv('SUPABASE_SERVICE_ROLE_KEY'),
    {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    },
  );
}
