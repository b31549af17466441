/**
 * Helpers for the auth-service conformance tests. Every client connects from its own loopback
 * address (the gateway forwards the address it saw; the auth service rate-limits per address), so
 * these suites neither consume nor suffer from other suites' rate-limit budget.
 */
import { decodeJwt } from 'jose';
import { env, fetchFrom, randomIp, testClient, uniqueEmail } from '../helpers.ts';

export { randomIp };

export const PASSWORD = 'Conformance-pass-1';

export function authEmail(tag: string): string {
  return uniqueEmail(`auth-${tag}`);
}

/** Signs up a new user (autoconfirm: a session comes back) and returns the client and session. */
export async function signUpNew(tag: string, data: Record<string, unknown> = {}, ip = randomIp()) {
  const client = testClient('anon', ip);
  const email = authEmail(tag);
  const { data: res, error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: { data },
  });
  if (error || !res.session || !res.user)
    throw new Error(`signUp failed: ${error?.message ?? 'no session'}`);
  return { client, email, user: res.user, session: res.session, ip };
}

export function claimsOf(accessToken: string): Record<string, unknown> {
  return decodeJwt(accessToken);
}

/** Raw call to the auth API (for headers and body shapes that supabase-js hides), from `ip`. */
export function authFetch(
  path: string,
  init: RequestInit = {},
  ip = randomIp(),
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', env('SUPABASE_ANON_KEY'));
  return fetchFrom(ip)(`${env('SUPABASE_URL')}/auth/v1${path}`, { ...init, headers });
}
