/** Input checks shared by the routes, with GoTrue's error codes and messages. */
import { badRequest } from './errors.ts';
import type { AuthContext } from './context.ts';
import { checkNewPassword } from './password.ts';
import type { Json, Req } from './http.ts';
import { isValidEmail, type UserRow } from './users.ts';

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Pkce {
  challenge: string;
  method: 's256' | 'plain';
}

/** A new password that meets the policy (config.toml's rules and the common-password list). */
export function checkPassword(app: AuthContext, pw: unknown): string {
  return checkNewPassword(app.password, pw);
}

export function checkEmail(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw badRequest('validation_failed', 'An email address is required');
  }
  const email = raw.trim().toLowerCase();
  if (!isValidEmail(email))
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  return email;
}

/** The PKCE challenge supabase-js sends with flowType 'pkce' (null for the implicit flow). */
export function pkceOf(body: Json): Pkce | null {
  const challenge = body.code_challenge;
  const method = body.code_challenge_method;
  if (!challenge && !method) return null;
  const m = typeof method === 'string' ? method.toLowerCase() : '';
  if (typeof challenge !== 'string' || !challenge || (m !== 's256' && m !== 'plain')) {
    throw badRequest(
      'validation_failed',
      'PKCE flow requires code_challenge_method and code_challenge',
    );
  }
  return { challenge, method: m };
}

export function isBanned(u: UserRow): boolean {
  return !!u.banned_until && u.banned_until.getTime() > Date.now();
}

const originOf = (u: string): string | null => {
  try {
    return new URL(u).origin;
  } catch {
    return null;
  }
};

/**
 * redirect_to is honoured when its origin (scheme, host, port) is the site URL's, a loopback
 * host's or one of the allowed URLs' (compared as parsed origins, never as string prefixes, so
 * `https://allowed.test@evil.test/` is evil.test); else the site URL.
 */
export function safeRedirect(app: AuthContext, raw: string | null | undefined): string {
  const { siteUrl, additionalRedirectUrls = [] } = app.opts;
  if (!raw) return siteUrl;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return siteUrl;
  if (url.username || url.password) return siteUrl;
  if (['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return raw;
  const allowed = [siteUrl, ...additionalRedirectUrls].map(originOf);
  return allowed.includes(url.origin) ? raw : siteUrl;
}

/** redirect_to from the query string, else from the body (supabase-js sends either). */
export function redirectOf(app: AuthContext, req: Req, body: Json): string {
  return safeRedirect(
    app,
    req.query.get('redirect_to') ?? (body.redirect_to as string | undefined),
  );
}

/** `data` / `user_metadata` as an object, or undefined when absent; anything else is refused. */
export function objectOrUndefined(v: unknown, name: string): Json | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v))
    throw badRequest('validation_failed', `${name} must be an object`);
  return v as Json;
}

/** `data` as an object; anything else (absent, an array, a string) counts as none. */
export function metadataOf(v: unknown): Json {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};
}

/** Parses a Go duration such as "24h", "1h30m", "876000h" into milliseconds. */
export function parseGoDuration(s: string): number | null {
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy;
  const unit: Record<string, number> = {
    ns: 1e-6,
    us: 1e-3,
    µs: 1e-3,
    ms: 1,
    s: 1000,
    m: 60_000,
    h: 3_600_000,
  };
  let total = 0;
  let m: RegExpExecArray | null;
  let consumed = 0;
  while ((m = re.exec(s))) {
    total += Number(m[1]) * unit[m[2]!]!;
    consumed = re.lastIndex;
  }
  return consumed === s.length && s.length > 0 ? total : null;
}

/** ban_duration: undefined = unchanged, null = lifted ("none"), else the end of the ban. */
export function parseBan(raw: unknown): Date | null | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (raw === 'none') return null;
  const ms = typeof raw === 'string' ? parseGoDuration(raw) : null;
  if (ms === null)
    throw badRequest('validation_failed', `invalid format for ban duration: ${String(raw)}`);
  return new Date(Date.now() + ms);
}
