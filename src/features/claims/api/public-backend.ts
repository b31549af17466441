import type { ClaimBackend } from '@/features/claims/api/backend';
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
    const { data, error } = await (await publicFunctions()).invoke(fn, { body });
    return { data: data as never, error: error ? { message: (error as Error).message } : null };
  },
};
