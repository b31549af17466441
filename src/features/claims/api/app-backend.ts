import type { ClaimBackend, ClaimFunctionResult } from '@/features/claims/api/backend';
import { supabase } from '@/lib/supabase';

/** Claim calls for signed-in users: the full client, so the user's JWT applies. */
export const appBackend: ClaimBackend = {
  async rpc(fn, args) {
    const { data, error } = await supabase.rpc(fn, args);
    return {
      data,
      error: error ? { message: error.message, code: error.code } : null,
    };
  },
  async invoke(fn, body) {
    const { data, error } = await supabase.functions.invoke<ClaimFunctionResult<typeof fn>>(fn, {
      body,
    });
    return {
      data,
      error: error ? { message: error instanceof Error ? error.message : String(error) } : null,
    };
  },
};
