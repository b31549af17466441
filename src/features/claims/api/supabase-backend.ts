import type { FunctionsClient } from '@supabase/functions-js';
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { ClaimBackend, ClaimFunctionResult } from '@/features/claims/api/backend';
import type { Database } from '@/types/database';

/** What the claim calls need of a client: typed RPCs and the functions client. */
type CallingClient = Pick<PostgrestClient<Database>, 'rpc'> & {
  functions: Pick<FunctionsClient, 'invoke'>;
};

/**
 * The claim calls on a Supabase client: the app's signed-in client (app-backend.ts) and the
 * integration tests' node-side supabase-js clients, so both run the same code.
 */
export function supabaseBackend(client: CallingClient): ClaimBackend {
  return {
    async rpc(fn, args) {
      const { data, error } = await client.rpc(fn, args);
      return { data, error: error ? { message: error.message, code: error.code } : null };
    },
    async invoke(fn, body) {
      const { data, error } = await client.functions.invoke<ClaimFunctionResult<typeof fn>>(fn, {
        body,
      });
      return {
        data,
        error: error ? { message: error instanceof Error ? error.message : String(error) } : null,
      };
    },
  };
}
