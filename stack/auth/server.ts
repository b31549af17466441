/**
 * A small GoTrue-compatible auth service for the local stack. It speaks the subset of the
 * Supabase Auth API that supabase-js uses (signup, password and refresh-token grants, user,
 * logout, recovery, verify, health, settings, admin users), with GoTrue's JSON shapes, status
 * codes, error codes and rate limits, and stores everything in GoTrue's auth.* tables.
 *
 * Mounted by the gateway at /auth/v1; requests with or without that prefix are accepted.
 * Local-only tooling: never deployed, never imported by the SPA.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import bcrypt from 'bcryptjs';
import pg from 'pg';
import {
  AuthHttpError,
  badRequest,
  errorBody,
  forbidden,
  MIN_PASSWORD_LENGTH,
  notFound,
  unprocessable,
  weakPasswordError,
} from './errors.ts';
import { createMailer, type MailKind } from './mailer.ts';
import { RateLimiter, type Bucket, type RateLimits } from './rate-limit.ts';
import {
  EXTRA_AUTH_TABLES_SQL,
  amrOf,
  createSession,
  newOtp,
  newRefreshToken,
  otpHash,
  pkceMatches,
  signAccessToken,
  verifyAccessToken,
  type AccessClaims,
  type AmrMethod,
  type TokenSettings,
} from './tokens.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByToken,
  identitiesOf,
  insertEmailUser,
  isValidEmail,
  mergeMetadata,
  userJson,
  type NewEmailUser,
  type UserRow,
} from './users.ts';

export interface AuthServerOptions {
  port: number;
  host?: string;
  dbUrl: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  apiExternalUrl: string;
  siteUrl: string;
  smtp: { host: string; port: number };
  mailFrom?: string;
  autoconfirm?: boolean;
  jwtExpiry?: number;
  /** Seconds during which a just-rotated refresh token may be presented again (GoTrue default 10). */
  refreshReuseIntervalSec?: number;
  /** Lifetime of links and codes sent by mail, in seconds (default 3600). */
  otpExpirySec?: number;
  /** Redirect targets allowed besides the site URL's origin and loopback hosts. */
  additionalRedirectUrls?: string[];
  rateLimits?: RateLimits;
  /** bcrypt cost for new password hashes (GoTrue uses 10; a test stack may choose less for speed). */
  bcryptCost?: number;
  log?: (line: string) => void;
}

const VERSION = 'v2.170.0-claimdesk-local';
const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION = '2024-01-01';
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);
const BCRYPT_COST = 10;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const MAIL_ERRORS: Record<MailKind, string> = {
  signup: 'Error sending confirmation email',
  invite: 'Error sending invite email',
  recovery: 'Error sending recovery email',
  magiclink: 'Error sending magic link email',
  email_change: 'Error sending email change email',
};
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Json = Record<string, unknown>;

interface Pkce {
  challenge: string;
  method: 's256' | 'plain';
}

interface Ctx {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  method: string;
  path: string;
  query: URLSearchParams;
  ip: string;
  versioned: boolean;
  body: () => Promise<Json>;
}

class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Reply(status, body, headers);

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

export async function startAuthServer(
  opts: AuthServerOptions,
): Promise<{ port: number; close(): Promise<void> }> {
  const log = opts.log ?? (() => {});
  const autoconfirm = opts.autoconfirm ?? true;
  const reuseIntervalSec = opts.refreshReuseIntervalSec ?? 10;
  const otpExpirySec = opts.otpExpirySec ?? 3600;
  const apiBase = opts.apiExternalUrl.replace(/\/+$/, '');
  const tokens: TokenSettings = {
    issuer: `${apiBase}/auth/v1`,
    secret: new TextEncoder().encode(opts.jwtSecret),
    expiry: opts.jwtExpiry ?? 3600,
  };
  const pool = new pg.Pool({ connectionString: opts.dbUrl, max: 5 });
  pool.on('error', (e) => log(`auth: idle database client error: ${e.message}`));
  await pool.query(EXTRA_AUTH_TABLES_SQL);
  const mailer = createMailer(opts.smtp, opts.mailFrom ?? 'no-reply@claimdesk.test');
  const limiter = new RateLimiter(opts.rateLimits);

  async function tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await pool.connect();
    try {
      await c.query('begin');
      const out = await fn(c);
      await c.query('commit');
      return out;
    } catch (e) {
      await c.query('rollback').catch(() => {});
      throw e;
    } finally {
      c.release();
    }
  }

  // ---------------------------------------------------------------- helpers

  function rateLimit(ctx: Ctx, bucket: Bucket) {
    if (!limiter.take(bucket, ctx.ip)) {
      throw new AuthHttpError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  }

  function bearer(ctx: Ctx): string {
    const h = ctx.req.headers.authorization ?? '';
    const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
    if (!m)
      throw new AuthHttpError(
        401,
        'no_authorization',
        'This endpoint requires a valid Bearer token',
      );
    return m[1]!;
  }

  async function claimsOf(ctx: Ctx): Promise<AccessClaims> {
    const token = bearer(ctx);
    try {
      return await verifyAccessToken(tokens, token);
    } catch (e) {
      throw forbidden('bad_jwt', (e as Error).message);
    }
  }

  /** GoTrue's requireAuthentication: a valid JWT whose user and session still exist. */
  async function requireUser(
    ctx: Ctx,
  ): Promise<{ claims: AccessClaims; user: UserRow; sessionId: string | null }> {
    const claims = await claimsOf(ctx);
    if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
    if (!UUID_RE.test(claims.sub))
      throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
    const user = await findUserById(pool, claims.sub);
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
    let sessionId: string | null = null;
    if (typeof claims.session_id === 'string' && claims.session_id !== NIL_UUID) {
      const { rows } = await pool.query(
        'select id from auth.sessions where id = $1 and user_id = $2',
        [claims.session_id, user.id],
      );
      if (!rows.length)
        throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
      sessionId = claims.session_id;
    }
    return { claims, user, sessionId };
  }

  async function requireAdmin(ctx: Ctx): Promise<AccessClaims> {
    const claims = await claimsOf(ctx);
    if (!claims.role || !ADMIN_ROLES.has(claims.role))
      throw forbidden('not_admin', 'User not allowed');
    return claims;
  }

  async function renderUser(db: Pick<pg.PoolClient, 'query'>, user: UserRow): Promise<Json> {
    return userJson(user, await identitiesOf(db, user.id));
  }

  async function sessionJson(
    db: pg.PoolClient,
    user: UserRow,
    sessionId: string,
    refreshToken: string,
  ): Promise<Json> {
    const amr = await amrOf(db, sessionId);
    const { token, exp } = await signAccessToken(tokens, user, sessionId, amr);
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: tokens.expiry,
      expires_at: exp,
      refresh_token: refreshToken,
      user: await renderUser(db, user),
    };
  }

  async function newSession(
    db: pg.PoolClient,
    ctx: Ctx,
    userId: string,
    method: AmrMethod,
  ): Promise<Json> {
    await db.query(
      'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1',
      [userId],
    );
    await db.query(
      `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
      [userId],
    );
    const user = (await findUserById(db, userId))!;
    const s = await createSession(db, user, method, {
      ip: ctx.ip,
      userAgent: ctx.req.headers['user-agent'],
    });
    return sessionJson(db, user, s.sessionId, s.refreshToken);
  }

  /** insertEmailUser with GoTrue's answers for a taken address and for other database failures. */
  async function createEmailUser(
    db: pg.PoolClient,
    u: NewEmailUser,
    taken: () => AuthHttpError,
    failure: string,
  ): Promise<void> {
    try {
      await insertEmailUser(db, u);
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw taken();
      log(`auth: creating a user failed: ${(e as Error).message}`);
      throw new AuthHttpError(500, 'unexpected_failure', failure);
    }
  }

  const hashPassword = (pw: string) => bcrypt.hash(pw, opts.bcryptCost ?? BCRYPT_COST);

  function checkPassword(pw: unknown): string {
    if (typeof pw !== 'string') throw badRequest('validation_failed', 'Password must be a string');
    if (pw.length < MIN_PASSWORD_LENGTH) throw weakPasswordError();
    if (pw.length > 72)
      throw badRequest('validation_failed', 'Password cannot be longer than 72 characters');
    return pw;
  }

  function checkEmail(raw: unknown): string {
    if (typeof raw !== 'string' || raw.trim() === '') {
      throw badRequest('validation_failed', 'An email address is required');
    }
    const email = raw.trim().toLowerCase();
    if (!isValidEmail(email))
      throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
    return email;
  }

  /** The PKCE challenge supabase-js sends with flowType 'pkce' (null for the implicit flow). */
  function pkceOf(body: Json): Pkce | null {
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

  function isBanned(u: UserRow): boolean {
    return !!u.banned_until && u.banned_until.getTime() > Date.now();
  }

  /** redirect_to is honoured for the site URL's origin, loopback hosts and the allow list; else the site URL. */
  function safeRedirect(raw: string | null | undefined): string {
    if (!raw) return opts.siteUrl;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return opts.siteUrl;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return opts.siteUrl;
    const site = new URL(opts.siteUrl);
    if (url.origin === site.origin) return raw;
    if (['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return raw;
    if ((opts.additionalRedirectUrls ?? []).some((allowed) => raw.startsWith(allowed))) return raw;
    return opts.siteUrl;
  }

  function verifyLink(hash: string, type: MailKind, redirectTo: string): string {
    const q = new URLSearchParams({ token: hash, type, redirect_to: redirectTo });
    return `${apiBase}/auth/v1/verify?${q.toString()}`;
  }

  // ---------------------------------------------------------------- handlers

  async function health(): Promise<Reply> {
    return json({
      version: VERSION,
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    });
  }

  async function settings(): Promise<Reply> {
    const providers = [
      'anonymous_users',
      'apple',
      'azure',
      'bitbucket',
      'discord',
      'facebook',
      'figma',
      'fly',
      'github',
      'gitlab',
      'google',
      'keycloak',
      'kakao',
      'linkedin',
      'linkedin_oidc',
      'notion',
      'spotify',
      'slack',
      'slack_oidc',
      'workos',
      'twitch',
      'twitter',
      'x',
      'zoom',
      'phone',
    ];
    const external: Record<string, boolean> = { email: true };
    for (const p of providers) external[p] = false;
    return json({
      external,
      disable_signup: false,
      mailer_autoconfirm: autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  }

  async function signup(ctx: Ctx): Promise<Reply> {
    rateLimit(ctx, 'signup');
    const body = await ctx.body();
    if (body.phone && !body.email)
      throw badRequest('validation_failed', 'Phone signups are disabled');
    if (body.email === undefined || body.email === null || body.email === '') {
      throw badRequest('validation_failed', 'To signup, please provide your email');
    }
    const email = checkEmail(body.email);
    if (typeof body.password !== 'string' || body.password === '') {
      throw badRequest('validation_failed', 'Signup requires a valid password');
    }
    const password = checkPassword(body.password);
    const data =
      body.data && typeof body.data === 'object' && !Array.isArray(body.data)
        ? (body.data as Json)
        : {};
    const redirectTo = safeRedirect(
      ctx.query.get('redirect_to') ?? (body.redirect_to as string | undefined),
    );
    const hash = await hashPassword(password);

    const out = await tx(async (db): Promise<{ session: Json } | { userId: string }> => {
      let user = await findUserByEmail(db, email);
      if (user && user.email_confirmed_at)
        throw unprocessable('user_already_exists', 'User already registered');
      if (!user) {
        const id = crypto.randomUUID();
        await createEmailUser(
          db,
          { id, email, passwordHash: hash, confirmed: autoconfirm, userMeta: data },
          () => unprocessable('user_already_exists', 'User already registered'),
          'Database error saving new user',
        );
        user = (await findUserById(db, id))!;
      } else {
        // An unconfirmed user signing up again: new password and metadata, as GoTrue does.
        await db.query(
          `update auth.users set encrypted_password = $2, raw_user_meta_data = $3, updated_at = now(),
             email_confirmed_at = ${autoconfirm ? 'now()' : 'email_confirmed_at'} where id = $1`,
          [user.id, hash, mergeMetadata(user.raw_user_meta_data, data)],
        );
        user = (await findUserById(db, user.id))!;
      }
      if (autoconfirm) return { session: await newSession(db, ctx, user.id, 'password') };
      return { userId: user.id };
    });
    if ('session' in out) return json(out.session);
    // Without autoconfirm: the user (no session) and a confirmation mail.
    await mailToken((await findUserById(pool, out.userId))!, 'signup', redirectTo, pkceOf(body));
    return json(await renderUser(pool, (await findUserById(pool, out.userId))!));
  }

  async function token(ctx: Ctx): Promise<Reply> {
    rateLimit(ctx, 'token');
    const grant = ctx.query.get('grant_type');
    const body = await ctx.body();
    if (grant === 'password') return passwordGrant(ctx, body);
    if (grant === 'refresh_token') return refreshGrant(body);
    if (grant === 'pkce') return pkceGrant(ctx, body);
    throw badRequest('unsupported_grant_type', 'unsupported_grant_type');
  }

  async function passwordGrant(ctx: Ctx, body: Json): Promise<Reply> {
    const invalid = () => badRequest('invalid_credentials', 'Invalid login credentials');
    if (typeof body.email !== 'string' || body.email === '') {
      if (body.phone) throw invalid();
      throw badRequest('validation_failed', 'missing email or phone');
    }
    const password = typeof body.password === 'string' ? body.password : '';
    const user = await findUserByEmail(pool, body.email.trim());
    if (!user || !user.encrypted_password) throw invalid();
    const ok = await bcrypt.compare(password, user.encrypted_password).catch(() => false);
    if (!ok) throw invalid();
    if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
    if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
    return json(await tx((db) => newSession(db, ctx, user.id, 'password')));
  }

  /** POST /token?grant_type=pkce {auth_code, code_verifier}: the PKCE flow's code exchange. */
  async function pkceGrant(ctx: Ctx, body: Json): Promise<Reply> {
    const code = body.auth_code;
    const verifier = body.code_verifier;
    if (typeof code !== 'string' || !code || typeof verifier !== 'string' || !verifier) {
      throw badRequest(
        'validation_failed',
        'invalid request: both auth code and code verifier should be non-empty',
      );
    }
    const session = await tx(async (db) => {
      const { rows } = await db.query<{
        id: string;
        user_id: string;
        code_challenge: string;
        code_challenge_method: string;
        authentication_method: string;
        fresh: boolean | null;
      }>(
        `select id, user_id, code_challenge, code_challenge_method, authentication_method,
                auth_code_issued_at > now() - interval '5 minutes' as fresh
           from auth.flow_state where auth_code = $1 for update`,
        [code],
      );
      const flow = rows[0];
      if (!flow || !flow.fresh) {
        throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
      }
      if (!pkceMatches(flow.code_challenge_method, flow.code_challenge, verifier)) {
        throw forbidden(
          'bad_code_verifier',
          'code challenge does not match previously saved code verifier',
        );
      }
      await db.query('delete from auth.flow_state where id = $1', [flow.id]);
      const user = await findUserById(db, flow.user_id);
      if (!user) throw notFound('user_not_found', 'User not found');
      if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
      const method: AmrMethod =
        flow.authentication_method === 'recovery' ||
        flow.authentication_method === 'invite' ||
        flow.authentication_method === 'magiclink' ||
        flow.authentication_method === 'email_change'
          ? flow.authentication_method
          : 'otp';
      return newSession(db, ctx, user.id, method);
    });
    return json(session);
  }

  async function refreshGrant(body: Json): Promise<Reply> {
    const presented = body.refresh_token;
    if (typeof presented !== 'string' || presented === '') {
      throw badRequest('validation_failed', 'refresh_token required');
    }
    const notFoundErr = () =>
      badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    let reused = false;
    const out = await tx(async (db) => {
      const { rows } = await db.query<{
        id: string;
        token: string;
        revoked: boolean;
        session_id: string | null;
        user_id: string;
        fresh: boolean;
      }>(
        `select id, token, revoked, session_id, user_id,
                updated_at > now() - make_interval(secs => $2) as fresh
           from auth.refresh_tokens where token = $1 for update`,
        [presented, reuseIntervalSec],
      );
      const rt = rows[0];
      if (!rt || !rt.session_id) throw notFoundErr();
      const user = await findUserById(db, rt.user_id);
      if (!user) throw notFoundErr();
      if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
      const sess = await db.query('select id from auth.sessions where id = $1 for update', [
        rt.session_id,
      ]);
      if (!sess.rows.length) throw notFoundErr();

      if (rt.revoked) {
        if (reuseIntervalSec > 0 && rt.fresh) {
          // Within the reuse interval: hand out the session's currently active token again.
          const active = await db.query<{ token: string }>(
            `select token from auth.refresh_tokens where session_id = $1 and revoked = false
              order by id desc limit 1`,
            [rt.session_id],
          );
          if (active.rows[0]) {
            await db.query(
              'update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1',
              [rt.session_id],
            );
            return sessionJson(db, user, rt.session_id, active.rows[0].token);
          }
        }
        // Reuse outside the interval: the token family is considered compromised.
        reused = true;
        await db.query('delete from auth.sessions where id = $1', [rt.session_id]);
        return null;
      }

      const next = newRefreshToken();
      await db.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
        [rt.id],
      );
      await db.query(
        `insert into auth.refresh_tokens (token, user_id, revoked, parent, session_id) values ($1, $2, false, $3, $4)`,
        [next, user.id, rt.token, rt.session_id],
      );
      await db.query(
        'update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1',
        [rt.session_id],
      );
      return sessionJson(db, user, rt.session_id, next);
    });
    if (reused || !out) {
      log('auth: revoked refresh token reused; session revoked');
      throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    return json(out);
  }

  async function getUser(ctx: Ctx): Promise<Reply> {
    const { user } = await requireUser(ctx);
    return json(await renderUser(pool, user));
  }

  async function updateUser(ctx: Ctx): Promise<Reply> {
    const { user, sessionId } = await requireUser(ctx);
    rateLimit(ctx, 'user');
    const body = await ctx.body();
    const redirectTo = safeRedirect(ctx.query.get('redirect_to'));
    let password: string | null = null;
    if (body.password !== undefined && body.password !== null)
      password = checkPassword(body.password);
    let newEmail: string | null = null;
    if (
      typeof body.email === 'string' &&
      body.email !== '' &&
      body.email.trim().toLowerCase() !== user.email
    ) {
      newEmail = checkEmail(body.email);
    }
    if (body.phone) throw unprocessable('validation_failed', 'Phone changes are not supported');
    if (
      password !== null &&
      user.encrypted_password &&
      (await bcrypt.compare(password, user.encrypted_password))
    ) {
      throw unprocessable(
        'same_password',
        'New password should be different from the old password.',
      );
    }
    const hash = password !== null ? await hashPassword(password) : null;
    let confirmEmailChange = false;

    await tx(async (db) => {
      const u = (await findUserById(db, user.id, true))!;
      if (hash) {
        await db.query(
          'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
          [u.id, hash],
        );
        // GoTrue signs out every other session when the password changes.
        if (sessionId)
          await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
            u.id,
            sessionId,
          ]);
        else await db.query('delete from auth.sessions where user_id = $1', [u.id]);
      }
      if (body.data && typeof body.data === 'object' && !Array.isArray(body.data)) {
        await db.query(
          'update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1',
          [u.id, mergeMetadata(u.raw_user_meta_data, body.data as Json)],
        );
      }
      if (newEmail) {
        const taken = await findUserByEmail(db, newEmail);
        if (taken && taken.id !== u.id) {
          throw unprocessable(
            'email_exists',
            'A user with this email address has already been registered',
          );
        }
        if (autoconfirm) {
          await applyEmailChange(db, u.id, newEmail);
        } else {
          await db.query(
            'update auth.users set email_change = $2, updated_at = now() where id = $1',
            [u.id, newEmail],
          );
          confirmEmailChange = true;
        }
      }
    });
    // Without autoconfirm the new address must confirm first (single confirmation, sent to it).
    if (confirmEmailChange)
      await mailToken(
        (await findUserById(pool, user.id))!,
        'email_change',
        redirectTo,
        pkceOf(body),
      );
    return json(await renderUser(pool, (await findUserById(pool, user.id))!));
  }

  async function applyEmailChange(db: pg.PoolClient, userId: string, email: string) {
    try {
      await db.query('savepoint email_change');
      await db.query(
        `update auth.users set email = $2, email_change = null, email_change_token_new = null,
           email_change_sent_at = null, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now(),
           raw_user_meta_data = case when raw_user_meta_data ? 'email'
             then jsonb_set(raw_user_meta_data, '{email}', to_jsonb($3::text)) else raw_user_meta_data end
         where id = $1`,
        [userId, email, email],
      );
      await db.query('release savepoint email_change');
    } catch (e) {
      if ((e as { code?: string }).code === '23505') {
        throw unprocessable(
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      throw e;
    }
    await db.query(
      `update auth.identities set identity_data = jsonb_set(identity_data, '{email}', to_jsonb($2::text)),
         updated_at = now() where user_id = $1 and provider = 'email'`,
      [userId, email],
    );
  }

  async function logout(ctx: Ctx): Promise<Reply> {
    const scope = ctx.query.get('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
    }
    const { user, sessionId } = await requireUser(ctx);
    if (scope === 'global' || !sessionId) {
      if (scope !== 'others')
        await pool.query('delete from auth.sessions where user_id = $1', [user.id]);
    } else if (scope === 'local') {
      await pool.query('delete from auth.sessions where id = $1', [sessionId]);
    } else {
      await pool.query('delete from auth.sessions where user_id = $1 and id <> $2', [
        user.id,
        sessionId,
      ]);
    }
    return new Reply(204, null);
  }

  async function recover(ctx: Ctx): Promise<Reply> {
    rateLimit(ctx, 'recover');
    const body = await ctx.body();
    const email = checkEmail(body.email);
    const redirectTo = safeRedirect(
      ctx.query.get('redirect_to') ?? (body.redirect_to as string | undefined),
    );
    const user = await findUserByEmail(pool, email);
    // Unknown addresses get the same answer, so the endpoint does not reveal who has an account.
    if (user) await mailToken(user, 'recovery', redirectTo, pkceOf(body));
    return json({});
  }

  type VerifyType = 'recovery' | 'signup' | 'magiclink' | 'invite' | 'email' | 'email_change';
  const VERIFY_TYPES: VerifyType[] = [
    'recovery',
    'signup',
    'magiclink',
    'invite',
    'email',
    'email_change',
  ];

  /**
   * Consumes a one-time token and returns a new session, or for a PKCE token `{code}` (the auth
   * code to exchange with the verifier), or throws otp_expired.
   */
  async function consumeToken(
    ctx: Ctx,
    type: VerifyType,
    by: { hash: string } | { email: string; otp: string },
  ): Promise<Json> {
    const expired = () => forbidden('otp_expired', 'Token has expired or is invalid');
    const session = await tx(async (db): Promise<Json | null> => {
      const columns: ('recovery_token' | 'confirmation_token' | 'email_change_token_new')[] =
        type === 'recovery' || type === 'magiclink'
          ? ['recovery_token']
          : type === 'email_change'
            ? ['email_change_token_new']
            : type === 'email'
              ? ['confirmation_token', 'recovery_token']
              : ['confirmation_token'];
      let user: UserRow | null = null;
      let column: (typeof columns)[number] | null = null;
      for (const col of columns) {
        let hash: string;
        if ('hash' in by) hash = by.hash;
        else if (col === 'email_change_token_new') {
          const u = await findUserByEmail(db, by.email);
          hash = otpHash(u?.email_change ?? by.email, by.otp);
        } else hash = otpHash(by.email, by.otp);
        user = await findUserByToken(db, col, hash);
        if (!user && !('hash' in by)) user = await findUserByToken(db, col, `pkce_${hash}`);
        if (user) {
          column = col;
          break;
        }
      }
      if (!user || !column) throw expired();
      const sentAt =
        column === 'recovery_token'
          ? user.recovery_sent_at
          : column === 'confirmation_token'
            ? user.confirmation_sent_at
            : user.email_change_sent_at;
      const isExpired = !sentAt || sentAt.getTime() + otpExpirySec * 1000 < Date.now();
      // Single use: the token is consumed whether or not it is still valid.
      await db.query(`update auth.users set ${column} = null where id = $1`, [user.id]);
      if (isExpired) return null;
      let method: AmrMethod = 'otp';
      if (column === 'email_change_token_new') {
        await applyEmailChange(db, user.id, user.email_change!);
        method = 'email_change';
      } else {
        await db.query(
          'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1',
          [user.id],
        );
        await db.query(
          `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
            where user_id = $1 and provider = 'email'`,
          [user.id],
        );
        if (type === 'recovery') method = 'recovery';
        else if (type === 'invite') method = 'invite';
        else if (type === 'magiclink' || column === 'recovery_token') method = 'magiclink';
      }
      if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
      if ('hash' in by && by.hash.startsWith('pkce_')) {
        const flowKind: MailKind =
          column === 'email_change_token_new'
            ? 'email_change'
            : column === 'confirmation_token'
              ? type === 'invite'
                ? 'invite'
                : 'signup'
              : type === 'recovery'
                ? 'recovery'
                : 'magiclink';
        const { rows } = await db.query<{ auth_code: string }>(
          `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
            where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                         order by created_at desc limit 1)
            returning auth_code`,
          [user.id, flowKind],
        );
        if (!rows[0]) return null;
        return { code: rows[0].auth_code };
      }
      return newSession(db, ctx, user.id, method);
    });
    if (!session) throw expired();
    return session;
  }

  /** Stores a new hashed one-time token for the user (and PKCE flow state) and returns it. */
  async function issueToken(
    user: UserRow,
    kind: MailKind,
    pkce: Pkce | null,
  ): Promise<{ to: string; otp: string; stored: string }> {
    const to = kind === 'email_change' ? user.email_change! : user.email!;
    const otp = newOtp(to);
    // With PKCE the link leads to `?code=` (exchanged with the verifier) instead of a session.
    const stored = pkce ? `pkce_${otp.hash}` : otp.hash;
    if (pkce) {
      await pool.query(
        `insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge, provider_type,
           authentication_method) values ($1, $2, $3, $4, 'email', $5)`,
        [user.id, crypto.randomUUID(), pkce.method, pkce.challenge, kind],
      );
    }
    const [column, sentColumn] =
      kind === 'signup' || kind === 'invite'
        ? ['confirmation_token', 'confirmation_sent_at']
        : kind === 'email_change'
          ? ['email_change_token_new', 'email_change_sent_at']
          : ['recovery_token', 'recovery_sent_at'];
    await pool.query(`update auth.users set ${column} = $2, ${sentColumn} = now() where id = $1`, [
      user.id,
      stored,
    ]);
    return { to, otp: otp.otp, stored };
  }

  /** Issues a one-time token and mails its link and code. */
  async function mailToken(
    user: UserRow,
    kind: MailKind,
    redirectTo: string,
    pkce: Pkce | null,
  ): Promise<void> {
    const { to, otp, stored } = await issueToken(user, kind, pkce);
    try {
      await mailer.send({ to, kind, otp, link: verifyLink(stored, kind, redirectTo) });
    } catch (e) {
      log(`auth: ${kind} mail failed: ${(e as Error).message}`);
      throw new AuthHttpError(500, 'unexpected_failure', MAIL_ERRORS[kind]);
    }
  }

  /** POST /otp: a magic link for an existing user; a new (unconfirmed) user gets a confirmation mail. */
  async function otp(ctx: Ctx): Promise<Reply> {
    rateLimit(ctx, 'otp');
    const body = await ctx.body();
    if (body.phone && !body.email)
      throw badRequest('validation_failed', 'Phone logins are disabled');
    const email = checkEmail(body.email);
    const redirectTo = safeRedirect(
      ctx.query.get('redirect_to') ?? (body.redirect_to as string | undefined),
    );
    let user = await findUserByEmail(pool, email);
    if (!user) {
      if (body.create_user === false)
        throw unprocessable('otp_disabled', 'Signups not allowed for otp');
      const data =
        body.data && typeof body.data === 'object' && !Array.isArray(body.data)
          ? (body.data as Json)
          : {};
      const id = crypto.randomUUID();
      await tx((db) =>
        createEmailUser(
          db,
          { id, email, passwordHash: '', confirmed: false, userMeta: data },
          () =>
            unprocessable(
              'email_exists',
              'A user with this email address has already been registered',
            ),
          'Database error saving new user',
        ),
      );
      user = (await findUserById(pool, id))!;
    }
    await mailToken(
      user,
      user.email_confirmed_at ? 'magiclink' : 'signup',
      redirectTo,
      pkceOf(body),
    );
    return json({});
  }

  /** POST /resend {type: signup | email_change, email}: a new link; silent for addresses with nothing pending. */
  async function resend(ctx: Ctx): Promise<Reply> {
    rateLimit(ctx, 'otp');
    const body = await ctx.body();
    const type = body.type;
    if (type !== 'signup' && type !== 'email_change') {
      throw badRequest(
        'validation_failed',
        'Missing one of these types: signup, email_change, sms, phone_change',
      );
    }
    const email = checkEmail(body.email);
    const redirectTo = safeRedirect(
      ctx.query.get('redirect_to') ?? (body.redirect_to as string | undefined),
    );
    if (type === 'signup') {
      const user = await findUserByEmail(pool, email);
      if (user && !user.email_confirmed_at)
        await mailToken(user, 'signup', redirectTo, pkceOf(body));
    } else {
      const { rows } = await pool.query<{ id: string }>(
        `select id from auth.users where (lower(email) = $1 or lower(email_change) = $1)
           and email_change is not null and deleted_at is null limit 1`,
        [email],
      );
      const user = rows[0] ? await findUserById(pool, rows[0].id) : null;
      if (user) await mailToken(user, 'email_change', redirectTo, pkceOf(body));
    }
    return json({});
  }

  /** GoTrue signs with the shared HS256 secret here, so there are no public keys to publish. */
  async function jwks(): Promise<Reply> {
    return json({ keys: [] });
  }

  async function verifyGet(ctx: Ctx): Promise<Reply> {
    const type = ctx.query.get('type') as VerifyType | null;
    const tokenHash = ctx.query.get('token') ?? '';
    const redirectTo = safeRedirect(ctx.query.get('redirect_to'));
    const redirect = (fragment: Record<string, string>) => {
      const url = redirectTo.split('#')[0]!;
      const frag = new URLSearchParams(fragment).toString().replace(/%20/g, '+');
      return new Reply(303, null, { location: `${url}#${frag}` });
    };
    if (!type || !VERIFY_TYPES.includes(type) || !tokenHash) {
      return redirect({
        error: 'invalid_request',
        error_code: 'validation_failed',
        error_description: 'Verify requires a verification type and a token',
      });
    }
    try {
      const session = await consumeToken(ctx, type, { hash: tokenHash });
      if (typeof session.code === 'string') {
        const url = new URL(redirectTo.split('#')[0]!);
        url.searchParams.set('code', session.code);
        return new Reply(303, null, { location: url.toString() });
      }
      return redirect({
        access_token: String(session.access_token),
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: String(session.refresh_token),
        token_type: 'bearer',
        type,
      });
    } catch (e) {
      if (e instanceof AuthHttpError && e.code === 'otp_expired') {
        return redirect({
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
        });
      }
      if (e instanceof AuthHttpError && e.status < 500) {
        return redirect({
          error: 'access_denied',
          error_code: e.code,
          error_description: e.message,
        });
      }
      throw e;
    }
  }

  async function verifyPost(ctx: Ctx): Promise<Reply> {
    rateLimit(ctx, 'token');
    const body = await ctx.body();
    const type = body.type as VerifyType;
    if (!VERIFY_TYPES.includes(type))
      throw badRequest('validation_failed', `Verify requires a verification type`);
    if (typeof body.token_hash === 'string' && body.token_hash !== '') {
      return json(await consumeToken(ctx, type, { hash: body.token_hash }));
    }
    if (typeof body.token === 'string' && typeof body.email === 'string') {
      return json(
        await consumeToken(ctx, type, {
          email: body.email.trim().toLowerCase(),
          otp: body.token.trim(),
        }),
      );
    }
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  }

  // ---------------------------------------------------------------- admin

  function parseBan(raw: unknown): Date | null | undefined {
    if (raw === undefined || raw === null || raw === '') return undefined;
    if (raw === 'none') return null;
    const ms = typeof raw === 'string' ? parseGoDuration(raw) : null;
    if (ms === null)
      throw badRequest('validation_failed', `invalid format for ban duration: ${String(raw)}`);
    return new Date(Date.now() + ms);
  }

  function objectOrUndefined(v: unknown, name: string): Json | undefined {
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'object' || Array.isArray(v))
      throw badRequest('validation_failed', `${name} must be an object`);
    return v as Json;
  }

  async function adminList(ctx: Ctx): Promise<Reply> {
    await requireAdmin(ctx);
    const page = Math.max(1, Number.parseInt(ctx.query.get('page') || '1', 10) || 1);
    const perPage = Math.min(
      1000,
      Math.max(1, Number.parseInt(ctx.query.get('per_page') || '50', 10) || 50),
    );
    const filter = ctx.query.get('filter') ?? '';
    const where = `deleted_at is null and aud = 'authenticated'${
      filter ? ` and (email ilike $3 or raw_user_meta_data->>'full_name' ilike $3)` : ''
    }`;
    const args: unknown[] = [perPage, (page - 1) * perPage];
    if (filter) args.push(`%${filter}%`);
    const [{ rows: ids }, { rows: countRows }] = await Promise.all([
      pool.query<{ id: string }>(
        `select id from auth.users where ${where} order by created_at desc, id limit $1 offset $2`,
        args,
      ),
      pool.query<{ n: string }>(
        `select count(*) as n from auth.users where ${where.replace(/\$3/g, '$1')}`,
        filter ? [`%${filter}%`] : [],
      ),
    ]);
    const users: Json[] = [];
    for (const { id } of ids) {
      const u = await findUserById(pool, id);
      if (u) users.push(await renderUser(pool, u));
    }
    const total = Number(countRows[0]?.n ?? 0);
    const last = Math.max(1, Math.ceil(total / perPage));
    const link = (p: number, rel: string) =>
      `<${apiBase}/auth/v1/admin/users?page=${p}&per_page=${perPage}>; rel="${rel}"`;
    const links: string[] = [];
    if (page < last) links.push(link(page + 1, 'next'));
    links.push(link(last, 'last'));
    return json({ users, aud: 'authenticated' }, 200, {
      'x-total-count': String(total),
      link: links.join(', '),
    });
  }

  async function adminCreate(ctx: Ctx): Promise<Reply> {
    await requireAdmin(ctx);
    const body = await ctx.body();
    if (body.phone && !body.email)
      throw badRequest('validation_failed', 'Phone users are not supported');
    const email = checkEmail(body.email);
    let hash: string | null = null;
    if (body.password !== undefined && body.password !== null && body.password !== '') {
      hash = await hashPassword(checkPassword(body.password));
    }
    const userMeta = objectOrUndefined(body.user_metadata ?? body.data, 'user_metadata') ?? {};
    const appMeta = objectOrUndefined(body.app_metadata, 'app_metadata') ?? {};
    const confirm = body.email_confirm === true;
    const ban = parseBan(body.ban_duration);
    const role = typeof body.role === 'string' && body.role ? body.role : 'authenticated';
    const id = typeof body.id === 'string' && UUID_RE.test(body.id) ? body.id : crypto.randomUUID();
    const out = await tx(async (db) => {
      if (await findUserByEmail(db, email)) {
        throw unprocessable(
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      await createEmailUser(
        db,
        {
          id,
          email,
          passwordHash: hash ?? '',
          confirmed: confirm,
          userMeta,
          appMeta,
          role,
          bannedUntil: ban ?? null,
        },
        () =>
          unprocessable(
            'email_exists',
            'A user with this email address has already been registered',
          ),
        'Database error creating new user',
      );
      return renderUser(db, (await findUserById(db, id))!);
    });
    return json(out);
  }

  async function adminUserFrom(
    id: string,
    db: Pick<pg.PoolClient, 'query'> = pool,
  ): Promise<UserRow> {
    if (!UUID_RE.test(id)) throw notFound('user_not_found', 'User not found');
    const u = await findUserById(db, id);
    if (!u) throw notFound('user_not_found', 'User not found');
    return u;
  }

  const emailTaken = () =>
    unprocessable('email_exists', 'A user with this email address has already been registered');

  /** The user an invite is for: created passwordless and unconfirmed, or an unconfirmed existing one. */
  async function invitee(email: string, data: Json): Promise<UserRow> {
    const existing = await findUserByEmail(pool, email);
    if (existing) {
      if (existing.email_confirmed_at) throw emailTaken();
      return existing;
    }
    const id = crypto.randomUUID();
    await tx((db) =>
      createEmailUser(
        db,
        { id, email, passwordHash: '', confirmed: false, userMeta: data, invited: true },
        emailTaken,
        'Database error saving new user',
      ),
    );
    return (await findUserById(pool, id))!;
  }

  /** POST /invite {email, data}: creates the user and mails an invite link (service role only). */
  async function invite(ctx: Ctx): Promise<Reply> {
    await requireAdmin(ctx);
    const body = await ctx.body();
    const email = checkEmail(body.email);
    const data = objectOrUndefined(body.data, 'data') ?? {};
    const redirectTo = safeRedirect(
      ctx.query.get('redirect_to') ?? (body.redirect_to as string | undefined),
    );
    const user = await invitee(email, data);
    await mailToken(user, 'invite', redirectTo, null);
    return json(await renderUser(pool, (await findUserById(pool, user.id))!));
  }

  /**
   * POST /admin/generate_link: the link (and code) a mail would carry, without sending it.
   * Types: signup, invite, magiclink, recovery, email_change_current, email_change_new.
   */
  async function generateLink(ctx: Ctx): Promise<Reply> {
    await requireAdmin(ctx);
    const body = await ctx.body();
    const type = body.type;
    const email = checkEmail(body.email);
    const data = objectOrUndefined(body.data, 'data') ?? {};
    const redirectTo = safeRedirect(
      ctx.query.get('redirect_to') ?? (body.redirect_to as string | undefined),
    );
    const missing = () => notFound('user_not_found', 'User with this email not found');
    let user = await findUserByEmail(pool, email);
    let kind: MailKind;
    if (type === 'signup') {
      const hash = await hashPassword(checkPassword(body.password ?? ''));
      if (user?.email_confirmed_at) throw emailTaken();
      if (!user) {
        const id = crypto.randomUUID();
        await tx((db) =>
          createEmailUser(
            db,
            { id, email, passwordHash: hash, confirmed: false, userMeta: data },
            emailTaken,
            'Database error saving new user',
          ),
        );
        user = await findUserById(pool, id);
      } else {
        await pool.query(
          'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
          [user.id, hash],
        );
      }
      kind = 'signup';
    } else if (type === 'invite') {
      user = await invitee(email, data);
      kind = 'invite';
    } else if (type === 'magiclink' || type === 'recovery') {
      if (!user) throw missing();
      kind = type;
    } else if (type === 'email_change_current' || type === 'email_change_new') {
      if (!user) throw missing();
      const newEmail = checkEmail(body.new_email);
      const taken = await findUserByEmail(pool, newEmail);
      if (taken && taken.id !== user.id) throw emailTaken();
      await pool.query(
        'update auth.users set email_change = $2, updated_at = now() where id = $1',
        [user.id, newEmail],
      );
      user = await findUserById(pool, user.id);
      kind = 'email_change';
    } else {
      throw badRequest(
        'validation_failed',
        'Invalid link type: must be one of signup, invite, magiclink, recovery, email_change_current, email_change_new',
      );
    }
    const issued = await issueToken(user!, kind, null);
    const fresh = (await findUserById(pool, user!.id))!;
    return json({
      ...(await renderUser(pool, fresh)),
      action_link: verifyLink(issued.stored, kind, redirectTo),
      email_otp: issued.otp,
      hashed_token: issued.stored,
      redirect_to: redirectTo,
      verification_type: kind,
    });
  }

  async function adminGet(ctx: Ctx, id: string): Promise<Reply> {
    await requireAdmin(ctx);
    return json(await renderUser(pool, await adminUserFrom(id)));
  }

  async function adminUpdate(ctx: Ctx, id: string): Promise<Reply> {
    await requireAdmin(ctx);
    await adminUserFrom(id);
    const body = await ctx.body();
    const email =
      body.email !== undefined && body.email !== null && body.email !== ''
        ? checkEmail(body.email)
        : null;
    const hash =
      body.password !== undefined && body.password !== null && body.password !== ''
        ? await hashPassword(checkPassword(body.password))
        : null;
    const userMeta = objectOrUndefined(body.user_metadata ?? body.data, 'user_metadata');
    const appMeta = objectOrUndefined(body.app_metadata, 'app_metadata');
    const ban = parseBan(body.ban_duration);
    const out = await tx(async (db) => {
      const u = (await findUserById(db, id, true))!;
      if (!u) throw notFound('user_not_found', 'User not found');
      if (email && email !== u.email) {
        const taken = await findUserByEmail(db, email);
        if (taken && taken.id !== u.id) {
          throw unprocessable(
            'email_exists',
            'A user with this email address has already been registered',
          );
        }
        await applyEmailChange(db, u.id, email);
      }
      if (hash) {
        await db.query(
          'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
          [u.id, hash],
        );
        await db.query('delete from auth.sessions where user_id = $1', [u.id]);
      }
      if (body.email_confirm === true) {
        await db.query(
          'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1',
          [u.id],
        );
      } else if (body.email_confirm === false) {
        await db.query(
          'update auth.users set email_confirmed_at = null, updated_at = now() where id = $1',
          [u.id],
        );
      }
      if (userMeta) {
        await db.query(
          'update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1',
          [u.id, mergeMetadata(u.raw_user_meta_data, userMeta)],
        );
      }
      if (appMeta) {
        const merged = mergeMetadata(u.raw_app_meta_data, appMeta);
        await db.query(
          'update auth.users set raw_app_meta_data = $2, updated_at = now() where id = $1',
          [u.id, merged],
        );
      }
      if (typeof body.role === 'string' && body.role) {
        await db.query('update auth.users set role = $2, updated_at = now() where id = $1', [
          u.id,
          body.role,
        ]);
      }
      if (ban !== undefined) {
        await db.query(
          'update auth.users set banned_until = $2, updated_at = now() where id = $1',
          [u.id, ban],
        );
      }
      return renderUser(db, (await findUserById(db, u.id))!);
    });
    return json(out);
  }

  async function adminDelete(ctx: Ctx, id: string): Promise<Reply> {
    await requireAdmin(ctx);
    const u = await adminUserFrom(id);
    const body = await ctx.body();
    try {
      if (body.should_soft_delete === true) {
        await tx(async (db) => {
          await db.query('delete from auth.sessions where user_id = $1', [u.id]);
          await db.query('delete from auth.identities where user_id = $1', [u.id]);
          await db.query(
            `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = '',
               raw_user_meta_data = '{}', raw_app_meta_data = '{}', updated_at = now() where id = $1`,
            [u.id],
          );
        });
      } else {
        await pool.query('delete from auth.users where id = $1', [u.id]);
      }
    } catch (e) {
      log(`auth: delete user failed: ${(e as Error).message}`);
      throw new AuthHttpError(500, 'unexpected_failure', 'Database error deleting user');
    }
    return json({});
  }

  // ---------------------------------------------------------------- routing

  async function route(ctx: Ctx): Promise<Reply> {
    const { method, path } = ctx;
    if (method === 'OPTIONS') return new Reply(204, null);
    const admin = /^\/admin\/users(?:\/([^/]+))?\/?$/.exec(path);
    if (admin) {
      const id = admin[1] ? decodeURIComponent(admin[1]) : null;
      if (!id && method === 'GET') return adminList(ctx);
      if (!id && method === 'POST') return adminCreate(ctx);
      if (id && method === 'GET') return adminGet(ctx, id);
      if (id && method === 'PUT') return adminUpdate(ctx, id);
      if (id && method === 'DELETE') return adminDelete(ctx, id);
      throw new AuthHttpError(405, 'method_not_allowed', 'Method not allowed');
    }
    const routes: Record<string, Partial<Record<string, (c: Ctx) => Promise<Reply>>>> = {
      '/invite': { POST: invite },
      '/admin/generate_link': { POST: generateLink },
      '/health': { GET: health },
      '/settings': { GET: settings },
      '/signup': { POST: signup },
      '/token': { POST: token },
      '/user': { GET: getUser, PUT: updateUser },
      '/logout': { POST: logout },
      '/recover': { POST: recover },
      '/verify': { GET: verifyGet, POST: verifyPost },
      '/otp': { POST: otp },
      '/magiclink': { POST: otp },
      '/resend': { POST: resend },
      '/.well-known/jwks.json': { GET: jwks },
    };
    const r = routes[path.replace(/\/+$/, '') || '/'];
    if (!r) throw new AuthHttpError(404, 'not_found', 'Not found');
    const h = r[method];
    if (!h) throw new AuthHttpError(405, 'method_not_allowed', 'Method not allowed');
    return h(ctx);
  }

  function clientIp(req: http.IncomingMessage): string {
    const xff = req.headers['x-forwarded-for'];
    const first = (Array.isArray(xff) ? xff[0] : xff)?.split(',')[0]?.trim();
    return first || req.socket.remoteAddress || 'unknown';
  }

  function readBody(req: http.IncomingMessage): () => Promise<Json> {
    let cached: Promise<Json> | null = null;
    return () =>
      (cached ??= new Promise<Json>((resolve, reject) => {
        const chunks: Buffer[] = [];
        let size = 0;
        req.on('data', (c: Buffer) => {
          size += c.length;
          if (size > 1_000_000) {
            reject(new AuthHttpError(413, 'validation_failed', 'Request body too large'));
            req.destroy();
            return;
          }
          chunks.push(c);
        });
        req.on('error', reject);
        req.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          if (!raw.trim()) return resolve({});
          const type = String(req.headers['content-type'] ?? '');
          if (type.includes('application/x-www-form-urlencoded')) {
            return resolve(Object.fromEntries(new URLSearchParams(raw)));
          }
          try {
            const parsed: unknown = JSON.parse(raw);
            if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
              return reject(
                badRequest('bad_json', 'Could not parse request body as JSON: expected an object'),
              );
            }
            resolve(parsed as Json);
          } catch (e) {
            reject(
              badRequest(
                'bad_json',
                `Could not parse request body as JSON: ${(e as Error).message}`,
              ),
            );
          }
        });
      }));
  }

  const server = http.createServer((req, res) => {
    const started = Date.now();
    const url = new URL(req.url ?? '/', 'http://auth.local');
    const path = url.pathname.replace(/^\/auth\/v1(?=\/|$)/, '') || '/';
    const versioned = req.headers[API_VERSION_HEADER] !== undefined;
    const ctx: Ctx = {
      req,
      res,
      method: req.method ?? 'GET',
      path,
      query: url.searchParams,
      ip: clientIp(req),
      versioned,
      body: readBody(req),
    };
    const send = (reply: Reply) => {
      const headers: Record<string, string> = { ...reply.headers };
      if (versioned) headers['x-supabase-api-version'] = API_VERSION;
      if (reply.body !== null && reply.status !== 204 && reply.status !== 303) {
        headers['content-type'] = 'application/json';
        res.writeHead(reply.status, headers);
        res.end(JSON.stringify(reply.body));
      } else {
        res.writeHead(reply.status, headers);
        res.end();
      }
      // Never log query strings or bodies: they carry tokens and passwords.
      log(`auth: ${ctx.method} ${path} ${reply.status} ${Date.now() - started}ms`);
    };
    route(ctx)
      .then(send)
      .catch((e: unknown) => {
        if (e instanceof AuthHttpError) {
          send(new Reply(e.status, errorBody(e, versioned)));
          return;
        }
        log(`auth: ${ctx.method} ${path} failed: ${(e as Error)?.message ?? String(e)}`);
        send(
          new Reply(
            500,
            errorBody(
              new AuthHttpError(500, 'unexpected_failure', 'Internal server error'),
              versioned,
            ),
          ),
        );
      })
      .finally(() => {
        // Drain an unread body so keep-alive connections stay usable.
        if (!req.readableEnded) req.resume();
      });
  });
  server.keepAliveTimeout = 5000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  log(`auth: listening on ${opts.host ?? '127.0.0.1'}:${port}`);
  return {
    port,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      mailer.close();
      await pool.end().catch(() => {});
    },
  };
}
