/**
 * Cloudflare Turnstile's server-side check (siteverify): posts the widget's token with the secret
 * and says whether Cloudflare vouches for it. Used by verify-turnstile.
 *
 * Env: TURNSTILE_SECRET_KEY (required), TURNSTILE_VERIFY_URL (default Cloudflare's siteverify; the
 * tests point it at a fake), TURNSTILE_TIMEOUT_MS (default 10000), TURNSTILE_HOSTNAMES (optional,
 * comma-separated: the hostnames the widget may have been solved on), TURNSTILE_ACTION (optional:
 * the action the widget must have been rendered with).
 */
import { env, requiredEnv } from './env.ts';

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const DEFAULT_TIMEOUT_MS = 10_000;
/** Cloudflare's limit on the response token's length. */
export const MAX_TOKEN_LENGTH = 2048;

/** 'ok': Cloudflare vouches; 'rejected': it does not (or the hostname/action differ); 'unavailable': no answer in time. */
export type SiteverifyOutcome =
  | { outcome: 'ok' }
  | { outcome: 'rejected'; reason: string }
  | { outcome: 'unavailable'; reason: string };

interface SiteverifyBody {
  success?: unknown;
  hostname?: unknown;
  action?: unknown;
  'error-codes'?: unknown;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

export async function siteverify(
  token: string,
  remoteIp: string | null,
): Promise<SiteverifyOutcome> {
  const secret = requiredEnv('TURNSTILE_SECRET_KEY');
  const url = env('TURNSTILE_VERIFY_URL') ?? SITEVERIFY_URL;
  const timeoutMs = Number(env('TURNSTILE_TIMEOUT_MS') ?? DEFAULT_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS;
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (e) {
    return { outcome: 'unavailable', reason: e instanceof Error ? e.name : 'fetch failed' };
  }
  if (!res.ok) {
    await res.body?.cancel();
    return { outcome: 'unavailable', reason: `siteverify answered ${res.status}` };
  }
  let body: SiteverifyBody;
  try {
    // Boundary: Cloudflare's JSON answer; every field is checked before use.
    body = (await res.json()) as SiteverifyBody;
  } catch {
    return { outcome: 'unavailable', reason: 'siteverify answered no JSON' };
  }
  if (body.success !== true) {
    const codes = Array.isArray(body['error-codes']) ? body['error-codes'].join(',') : '';
    return { outcome: 'rejected', reason: codes || 'not successful' };
  }
  const hostnames = list(env('TURNSTILE_HOSTNAMES'));
  if (hostnames.length > 0 && !hostnames.includes(String(body.hostname ?? '').toLowerCase())) {
    return { outcome: 'rejected', reason: 'hostname' };
  }
  const action = env('TURNSTILE_ACTION');
  if (action !== undefined && body.action !== action) {
    return { outcome: 'rejected', reason: 'action' };
  }
  return { outcome: 'ok' };
}

/** The visitor's address as Cloudflare/the gateway sets it (cf-connecting-ip, else the last X-Forwarded-For entry). */
export function clientAddress(req: Request): string | null {
  const cf = req.headers.get('cf-connecting-ip')?.trim();
  if (cf) return cf;
  const parts = (req.headers.get('x-forwarded-for') ?? '').split(',');
  return parts[parts.length - 1]?.trim() || null;
}
