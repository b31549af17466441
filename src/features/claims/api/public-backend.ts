import type { ClaimBackend, ClaimFunctionResult } from '@/features/claims/api/backend';
import { publicFunctions, publicRest } from '@/lib/public-api';

/** Claim calls for anonymous visitors (anon key, no session). */
export const publicBackend: ClaimBackend = {
  async rpc(fn, args) {
    const { data, error } = await publicRest.rpc(fn, args);
    return {
      data,
      error: error ? { message: error.message, code: error.code } : null,
    };
  },
  async invoke(fn, body) {
    const functions = await publicFunctions();
    const { data, error } = await functions.invoke<ClaimFunctionResult<typeof fn>>(fn, { body });
    return {
      data,
      error: error ? { message: error instanceof Error ? error.message : String(error) } : null,
    };
  },
};
