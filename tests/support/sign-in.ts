/** Signing in without a browser: the auth service's password grant, as supabase-js sends it. */
import { DEMO_PASSWORD } from './accounts.ts';
import { env } from './env.ts';
import { json } from './json.ts';

/** The session the password grant answers with (through the gateway), as supabase-js stores it. */
export interface PasswordSession {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
}

/** Signs the user in with the password grant; throws with the service's answer on a refusal. */
export async function passwordSession(
  email: string,
  password = DEMO_PASSWORD,
  fetchImpl: typeof fetch = fetch,
): Promise<PasswordSession> {
  const res = await fetchImpl(`${env('SUPABASE_URL')}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: env('SUPABASE_ANON_KEY'), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await json<Partial<PasswordSession>>(res);
  if (!body.access_token) throw new Error(`sign-in as ${email} failed: ${JSON.stringify(body)}`);
  // supabase-js fills expires_at from expires_in when the answer has none.
  body.expires_at ??= Math.round(Date.now() / 1000) + (body.expires_in ?? 0);
  return body as PasswordSession;
}

/** An access token for the user (password grant through the gateway). */
export async function accessToken(
  email: string,
  password = DEMO_PASSWORD,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  return (await passwordSession(email, password, fetchImpl)).access_token;
}
