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
  async invoke<T>(fn: string, body: Record<string, unknown>) {
    const { data, error } = await (await publicFunctions()).invoke<T>(fn, { body });
    return { data, error: error ? { message: (error as Error).message } : null };
  },
};
