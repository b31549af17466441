import type { ClaimBackend } from '@/features/claims/api/backend';

/** The server compares the code (upper-cased) with the stored hash; the code is never in the bundle. */
export async function verifyDemoAccess(backend: ClaimBackend, code: string): Promise<boolean> {
  const { data, error } = await backend.rpc<boolean>('verify_demo_access', {
    code: code.trim().toUpperCase(),
  });
  if (error) throw new Error(error.message);
  return data === true;
}
