/**
 * The LIGHT client for public pages (standalone and embedded claim forms, the demo-gated forms, the
 * ask-back reply page): PostgREST RPCs and edge functions with the anon key only. No auth, no
 * realtime, no storage, so anonymous visitors do not download supabase-js.
 * Signed-in pages use src/lib/supabase.ts.
 *
 * Public pages only call RPCs, so `publicRest.rpc` is a typed POST to `/rest/v1/rpc/<fn>` with
 * postgrest-js' call shape and result (`{ data, error }`, never a throw): postgrest-js itself
 * (query builder, filters, retries) was 4.4 KB of gzipped JavaScript on every public form's first
 * load, most of the remaining budget (npm run bench:bundle).
 *
 * The functions client is only needed after a submission, so it is loaded then (one small chunk).
 */
import type { FunctionsClient } from '@supabase/functions-js';
import { env } from '@/config/env';
import type { Database } from '@/types/database';

type Fns = Database['public']['Functions'];

/** PostgREST's error body (https://docs.postgrest.org/en/v12/references/errors.html). */
interface RestError {
  message: string;
  code: string;
  details: string | null;
  hint: string | null;
}

type RestResult<T> = { data: T; error: null } | { data: null; error: RestError };

const headers = {
  apikey: env.SUPABASE_ANON_KEY,
  Authorization: `Bearer ${env.SUPABASE_ANON_KEY}`,
};

const base = env.SUPABASE_URL.replace(/\/+$/, '');

function restError(body: unknown, status: number, statusText: string): RestError {
  const b = (body && typeof body === 'object' ? body : {}) as Partial<RestError>;
  return {
    message:
      typeof b.message === 'string' && b.message ? b.message : statusText || `HTTP ${status}`,
    code: typeof b.code === 'string' ? b.code : String(status),
    details: typeof b.details === 'string' ? b.details : null,
    hint: typeof b.hint === 'string' ? b.hint : null,
  };
}

/** Calls a database function as the anonymous role; names, arguments and result are typed. */
async function rpc<F extends keyof Fns & string>(
  fn: F,
  args: Fns[F]['Args'],
): Promise<RestResult<Fns[F]['Returns']>> {
  let res: Response;
  try {
    res = await fetch(`${base}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(args ?? {}),
    });
  } catch (e) {
    // offline, DNS, CORS: the same shape postgrest-js gives
    const err = e instanceof Error ? e : new Error(String(e));
    return {
      data: null,
      error: { message: `${err.name}: ${err.message}`, code: '', details: null, hint: null },
    };
  }
  const text = await res.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!res.ok) return { data: null, error: restError(body, res.status, res.statusText) };
  return { data: body as Fns[F]['Returns'], error: null };
}

export const publicRest = { rpc };

let functions: Promise<FunctionsClient> | null = null;

/** The edge-functions client with the anon key (created on first use). */
export function publicFunctions(): Promise<FunctionsClient> {
  functions ??= import('@supabase/functions-js').then(
    ({ FunctionsClient }) => new FunctionsClient(`${base}/functions/v1`, { headers }),
  );
  return functions;
}
