import { AuthClient } from '@supabase/auth-js';
import { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import { env } from '@/config/env';
import { SUPABASE_AUTH_STORAGE_KEY } from '@/lib/auth/stored-user';
import type { Database } from '@/types/database';

/**
 * The one typed client of the signed-in app, built from the three parts it uses: auth
 * (`@supabase/auth-js`), the database (`@supabase/postgrest-js`: `from`, `rpc`) and edge functions
 * (`@supabase/functions-js`). supabase-js' `createClient` would also bundle realtime and storage,
 * about 20 KB of gzipped JavaScript on every staff page that nothing here uses (docs/decisions.md,
 * "One light client"). Requests carry what supabase-js sends: the anon key as `apikey`, and the
 * session's access token (the anon key when signed out) as the bearer.
 */
const baseUrl = env.SUPABASE_URL.replace(/\/+$/, '');
const key = env.SUPABASE_ANON_KEY;

const auth = new AuthClient({
  url: `${baseUrl}/auth/v1`,
  headers: { Authorization: `Bearer ${key}`, apikey: key },
  storageKey: SUPABASE_AUTH_STORAGE_KEY,
  persistSession: true,
  autoRefreshToken: true,
  detectSessionInUrl: true,
  flowType: 'implicit',
});

async function accessToken(): Promise<string> {
  const { data } = await auth.getSession();
  return data.session?.access_token ?? key;
}

const fetchWithAuth: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  if (!headers.has('apikey')) headers.set('apikey', key);
  if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${await accessToken()}`);
  return fetch(input, { ...init, headers });
};

const functions = new FunctionsClient(`${baseUrl}/functions/v1`, { customFetch: fetchWithAuth });

class ClaimDeskClient extends PostgrestClient<Database> {
  readonly auth = auth;
  readonly functions = functions;
}

export const supabase = new ClaimDeskClient(`${baseUrl}/rest/v1`, { fetch: fetchWithAuth });
