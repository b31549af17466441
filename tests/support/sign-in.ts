/** Signing in without a browser: the auth service's password grant, as supabase-js sends it. */
import { DEMO_PASSWORD } from './accounts.ts';
import { env } from './env.ts';
import { json } from './json.ts';

/** An access token for the user (password grant through the gateway). */
export async function accessToken(
  email: string,
  password = DEMO_PASSWORD,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const res = await fetchImpl(`${env('SUPABASE_URL')}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: env('SUPABASE_ANON_KEY'), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await json<{ access_token?: string }>(res);
  if (!body.access_token) throw new Error(`sign-in as ${email} failed: ${JSON.stringify(body)}`);
  return body.access_token;
}
