/** Creating users and sessions, and the JSON GoTrue answers with. */
import bcrypt from 'bcryptjs';
import type pg from 'pg';
import { AuthHttpError, unprocessable } from './errors.ts';
import type { AuthContext } from './context.ts';
import type { Json, Req } from './http.ts';
import { amrOf, createSession, signAccessToken, type AmrMethod } from './tokens.ts';
import {
  findUserById,
  identitiesOf,
  insertEmailUser,
  userJson,
  type NewEmailUser,
  type UserRow,
} from './users.ts';

type Queryable = Pick<pg.PoolClient, 'query'>;

export async function renderUser(db: Queryable, user: UserRow): Promise<Json> {
  return userJson(user, await identitiesOf(db, user.id));
}

/** The user as it is now, rendered (for answers after a change). */
export async function renderUserById(db: Queryable, id: string): Promise<Json> {
  return renderUser(db, (await findUserById(db, id))!);
}

export async function sessionJson(
  app: AuthContext,
  db: Queryable,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<Json> {
  const amr = await amrOf(db, sessionId);
  const { token, exp } = await signAccessToken(app.tokens, user, sessionId, amr);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: app.tokens.expiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await renderUser(db, user),
  };
}

/** Signs the user in: a new session with its first refresh token; records the sign-in time. */
export async function newSession(
  app: AuthContext,
  db: Queryable,
  req: Req,
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
    ip: req.ip,
    userAgent: req.req.headers['user-agent'],
  });
  return sessionJson(app, db, user, s.sessionId, s.refreshToken);
}

export const emailTaken = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');

/** insertEmailUser with GoTrue's answers for a taken address and for other database failures. */
export async function createEmailUser(
  app: AuthContext,
  db: Queryable,
  u: NewEmailUser,
  taken: () => AuthHttpError,
  failure: string,
): Promise<void> {
  try {
    await insertEmailUser(db, u);
  } catch (e) {
    if ((e as { code?: string }).code === '23505') throw taken();
    app.log(`auth: creating a user failed: ${(e as Error).message}`);
    throw new AuthHttpError(500, 'unexpected_failure', failure);
  }
}

export const hashPassword = (app: AuthContext, pw: string) => bcrypt.hash(pw, app.bcryptCost);

/** Moves the user to a new address (unique index errors become email_exists). */
export async function applyEmailChange(db: Queryable, userId: string, email: string) {
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
    if ((e as { code?: string }).code === '23505') throw emailTaken();
    throw e;
  }
  await db.query(
    `update auth.identities set identity_data = jsonb_set(identity_data, '{email}', to_jsonb($2::text)),
       updated_at = now() where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
}
