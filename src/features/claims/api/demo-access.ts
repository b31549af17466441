import type { ClaimBackend } from '@/features/claims/api/backend';

/**
 * The server compares the code (upper-cased) with the stored hash and answers a short-lived signed
 * token for that partner's form only (its slug), or null for a wrong code (and, looking the same, when this address checked too often).
 * The code is never in the bundle.
 */
export async function verifyDemoAccess(
  backend: ClaimBackend,
  code: string,
  slug: string,
): Promise<string | null> {
  const { data, error } = await backend.rpc('verify_demo_access', {
    code: code.trim().toUpperCase(),
    account: slug,
  });
  if (error) throw new Error(error.message);
  return typeof data === 'string' && data !== '' ? data : null;
}
