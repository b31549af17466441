/** POST /token: the password, refresh_token and pkce grants. */
import bcrypt from 'bcryptjs';
import type pg from 'pg';
import { badRequest, forbidden, notFound } from '../errors.ts';
import type { AuthContext } from '../context.ts';
import { rateLimit, requireCaptcha } from '../guards.ts';
import { json, type Json, type Reply, type Req } from '../http.ts';
import { newSession, sessionJson } from '../sessions.ts';
import { newRefreshToken, pkceMatches, type AmrMethod } from '../tokens.ts';
import { findUserByEmail, findUserById, type UserRow } from '../users.ts';
import { isBanned } from '../validate.ts';

/** Grants that continue a sign-in already made, which GoTrue's human check lets through. */
const NO_CAPTCHA_GRANTS = new Set(['refresh_token', 'pkce', 'id_token']);

export async function token(app: AuthContext, req: Req): Promise<Reply> {
  const grant = req.query.get('grant_type');
  if (!NO_CAPTCHA_GRANTS.has(grant ?? '')) await requireCaptcha(app, req);
  rateLimit(app, req, 'token');
  const body = await req.body();
  if (grant === 'password') return passwordGrant(app, req, body);
  if (grant === 'refresh_token') return refreshGrant(app, body);
  if (grant === 'pkce') return pkceGrant(app, req, body);
  throw badRequest('unsupported_grant_type', 'unsupported_grant_type');
}

async function passwordGrant(app: AuthContext, req: Req, body: Json): Promise<Reply> {
  const invalid = () => badRequest('invalid_credentials', 'Invalid login credentials');
  if (typeof body.email !== 'string' || body.email === '') {
    if (body.phone) throw invalid();
    throw badRequest('validation_failed', 'missing email or phone');
  }
  const password = typeof body.password === 'string' ? body.password : '';
  const user = await findUserByEmail(app.pool, body.email.trim());
  // Unknown and passwordless users are checked against a dummy hash of the same cost, so the
  // answer takes as long as for a known address and does not tell which addresses exist.
  const hash = user?.encrypted_password || app.dummyHash;
  const ok = await bcrypt.compare(password, hash).catch(() => false);
  if (!ok || !user?.encrypted_password) throw invalid();
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  return json(await app.tx((db) => newSession(app, db, req, user.id, 'password')));
}

const FLOW_METHODS = new Set(['recovery', 'invite', 'magiclink', 'email_change']);

/** POST /token?grant_type=pkce {auth_code, code_verifier}: the PKCE flow's code exchange. */
async function pkceGrant(app: AuthContext, req: Req, body: Json): Promise<Reply> {
  const code = body.auth_code;
  const verifier = body.code_verifier;
  if (typeof code !== 'string' || !code || typeof verifier !== 'string' || !verifier) {
    throw badRequest(
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  const session = await app.tx(async (db) => {
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
    const method: AmrMethod = FLOW_METHODS.has(flow.authentication_method)
      ? (flow.authentication_method as AmrMethod)
      : 'otp';
    return newSession(app, db, req, user.id, method);
  });
  return json(session);
}

interface RefreshRow {
  id: string;
  token: string;
  revoked: boolean;
  session_id: string | null;
  user_id: string;
  fresh: boolean;
}

/** A revoked token presented again within the reuse interval: the session's active token again. */
async function reissueActive(
  app: AuthContext,
  db: pg.PoolClient,
  rt: RefreshRow & { session_id: string },
  user: UserRow,
): Promise<Json | null> {
  const active = await db.query<{ token: string }>(
    `select token from auth.refresh_tokens where session_id = $1 and revoked = false
      order by id desc limit 1`,
    [rt.session_id],
  );
  if (!active.rows[0]) return null;
  await db.query(
    'update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1',
    [rt.session_id],
  );
  return sessionJson(app, db, user, rt.session_id, active.rows[0].token);
}

/** Rotation: the presented token is revoked and its child becomes the session's active token. */
async function rotate(
  app: AuthContext,
  db: pg.PoolClient,
  rt: RefreshRow & { session_id: string },
  user: UserRow,
): Promise<Json> {
  const next = newRefreshToken();
  await db.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
    [rt.id],
  );
  await db.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, parent, session_id) values ($1, $2, false, $3, $4)`,
    [next, rt.user_id, rt.token, rt.session_id],
  );
  await db.query(
    'update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1',
    [rt.session_id],
  );
  return sessionJson(app, db, user, rt.session_id, next);
}

async function refreshGrant(app: AuthContext, body: Json): Promise<Reply> {
  const presented = body.refresh_token;
  if (typeof presented !== 'string' || presented === '') {
    throw badRequest('validation_failed', 'refresh_token required');
  }
  const notFoundErr = () =>
    badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const out = await app.tx(async (db) => {
    const { rows } = await db.query<RefreshRow>(
      `select id, token, revoked, session_id, user_id,
              updated_at > now() - make_interval(secs => $2) as fresh
         from auth.refresh_tokens where token = $1 for update`,
      [presented, app.reuseIntervalSec],
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
    const current = { ...rt, session_id: rt.session_id };
    if (!rt.revoked) return rotate(app, db, current, user);
    if (app.reuseIntervalSec > 0 && rt.fresh) {
      const again = await reissueActive(app, db, current, user);
      if (again) return again;
    }
    // Reuse outside the interval: the token family is considered compromised.
    await db.query('delete from auth.sessions where id = $1', [rt.session_id]);
    return null;
  });
  if (!out) {
    app.log('auth: revoked refresh token reused; session revoked');
    throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  return json(out);
}
