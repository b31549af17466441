/**
 * Who may call: rate limits per client address, the human check (captcha), the bearer JWT, the
 * user and session behind it.
 */
import { AuthHttpError, badRequest, forbidden } from './errors.ts';
import { siteverify } from './captcha.ts';
import type { AuthContext } from './context.ts';
import type { Req } from './http.ts';
import type { Bucket } from './rate-limit.ts';
import { verifyAccessToken, type AccessClaims } from './tokens.ts';
import { findUserById, type UserRow } from './users.ts';
import { UUID_RE } from './validate.ts';

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export function rateLimit(app: AuthContext, req: Req, bucket: Bucket): void {
  if (!app.limiter.take(bucket, req.ip)) {
    throw new AuthHttpError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
}

/**
 * GoTrue's verifyCaptcha, when `[auth.captcha]` is enabled: the service role passes; anyone else
 * needs `gotrue_meta_security.captcha_token`, which the provider's siteverify must accept.
 */
export async function requireCaptcha(app: AuthContext, req: Req): Promise<void> {
  if (!app.captcha.enabled) return;
  const claims = await claimsOf(app, req).catch(() => null);
  if (claims?.role && ADMIN_ROLES.has(claims.role)) return;
  const security = (await req.body()).gotrue_meta_security;
  const raw =
    security && typeof security === 'object'
      ? (security as Record<string, unknown>).captcha_token
      : undefined;
  const token = typeof raw === 'string' ? raw.trim() : '';
  if (!token) {
    throw badRequest(
      'captcha_failed',
      'captcha protection: request disallowed (no captcha_token found)',
    );
  }
  let answer;
  try {
    answer = await siteverify(app.captcha, token, req.ip);
  } catch (e) {
    app.log(`auth: captcha verification failed: ${(e as Error).message}`);
    throw new AuthHttpError(500, 'unexpected_failure', 'captcha verification process failed');
  }
  if (!answer.success) {
    throw badRequest(
      'captcha_failed',
      `captcha protection: request disallowed (${answer.errorCodes.join(', ')})`,
    );
  }
}

function bearer(req: Req): string {
  const h = req.req.headers.authorization ?? '';
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  if (!m)
    throw new AuthHttpError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  return m[1]!;
}

async function claimsOf(app: AuthContext, req: Req): Promise<AccessClaims> {
  const token = bearer(req);
  try {
    return await verifyAccessToken(app.tokens, token);
  } catch (e) {
    throw forbidden('bad_jwt', (e as Error).message);
  }
}

export interface Authenticated {
  claims: AccessClaims;
  user: UserRow;
  /** The session of the token, or null for tokens without one (e.g. minted by hand). */
  sessionId: string | null;
}

/** GoTrue's requireAuthentication: a valid JWT whose user and session still exist. */
export async function requireUser(app: AuthContext, req: Req): Promise<Authenticated> {
  const claims = await claimsOf(app, req);
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID_RE.test(claims.sub))
    throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(app.pool, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  let sessionId: string | null = null;
  if (typeof claims.session_id === 'string' && claims.session_id !== NIL_UUID) {
    const { rows } = await app.pool.query(
      'select id from auth.sessions where id = $1 and user_id = $2',
      [claims.session_id, user.id],
    );
    if (!rows.length)
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    sessionId = claims.session_id;
  }
  return { claims, user, sessionId };
}

export async function requireAdmin(app: AuthContext, req: Req): Promise<AccessClaims> {
  const claims = await claimsOf(app, req);
  if (!claims.role || !ADMIN_ROLES.has(claims.role))
    throw forbidden('not_admin', 'User not allowed');
  return claims;
}
