/** GET /user, PUT /user and POST /logout: the signed-in user's own account and sessions. */
import bcrypt from 'bcryptjs';
import type pg from 'pg';
import { badRequest, unprocessable } from '../errors.ts';
import type { AuthContext } from '../context.ts';
import { rateLimit, requireUser } from '../guards.ts';
import { json, Reply, type Json, type Req } from '../http.ts';
import { mailToken } from '../links.ts';
import {
  applyEmailChange,
  emailTaken,
  hashPassword,
  renderUser,
  renderUserById,
} from '../sessions.ts';
import { findUserByEmail, findUserById, mergeMetadata, type UserRow } from '../users.ts';
import { checkEmail, checkPassword, pkceOf, safeRedirect } from '../validate.ts';

export async function getUser(app: AuthContext, req: Req): Promise<Reply> {
  const { user } = await requireUser(app, req);
  return json(await renderUser(app.pool, user));
}

interface UserChange {
  hash: string | null;
  data: Json | null;
  newEmail: string | null;
}

/** Applies a PUT /user in one transaction; true when the new address must confirm by mail first. */
async function applyUserChange(
  app: AuthContext,
  db: pg.PoolClient,
  userId: string,
  sessionId: string | null,
  change: UserChange,
): Promise<boolean> {
  const u = (await findUserById(db, userId, true))!;
  if (change.hash) {
    await db.query(
      'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
      [u.id, change.hash],
    );
    // GoTrue signs out every other session when the password changes.
    if (sessionId)
      await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
        u.id,
        sessionId,
      ]);
    else await db.query('delete from auth.sessions where user_id = $1', [u.id]);
  }
  if (change.data) {
    await db.query(
      'update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1',
      [u.id, mergeMetadata(u.raw_user_meta_data, change.data)],
    );
  }
  if (!change.newEmail) return false;
  const taken = await findUserByEmail(db, change.newEmail);
  if (taken && taken.id !== u.id) throw emailTaken();
  if (app.autoconfirm) {
    await applyEmailChange(db, u.id, change.newEmail);
    return false;
  }
  await db.query('update auth.users set email_change = $2, updated_at = now() where id = $1', [
    u.id,
    change.newEmail,
  ]);
  return true;
}

/** Refuses a new password that is the current one. */
async function refuseSamePassword(password: string | null, user: UserRow): Promise<void> {
  if (password === null || !user.encrypted_password) return;
  if (await bcrypt.compare(password, user.encrypted_password)) {
    throw unprocessable('same_password', 'New password should be different from the old password.');
  }
}

export async function updateUser(app: AuthContext, req: Req): Promise<Reply> {
  const { user, sessionId } = await requireUser(app, req);
  rateLimit(app, req, 'user');
  const body = await req.body();
  const redirectTo = safeRedirect(app, req.query.get('redirect_to'));
  const password =
    body.password !== undefined && body.password !== null
      ? checkPassword(app, body.password)
      : null;
  let newEmail: string | null = null;
  if (
    typeof body.email === 'string' &&
    body.email !== '' &&
    body.email.trim().toLowerCase() !== user.email
  ) {
    newEmail = checkEmail(body.email);
  }
  if (body.phone) throw unprocessable('validation_failed', 'Phone changes are not supported');
  await refuseSamePassword(password, user);
  const change: UserChange = {
    hash: password !== null ? await hashPassword(app, password) : null,
    data:
      body.data && typeof body.data === 'object' && !Array.isArray(body.data)
        ? (body.data as Json)
        : null,
    newEmail,
  };
  const confirmEmailChange = await app.tx((db) =>
    applyUserChange(app, db, user.id, sessionId, change),
  );
  // Without autoconfirm the new address must confirm first (single confirmation, sent to it).
  if (confirmEmailChange)
    await mailToken(
      app,
      (await findUserById(app.pool, user.id))!,
      'email_change',
      redirectTo,
      pkceOf(body),
    );
  return json(await renderUserById(app.pool, user.id));
}

export async function logout(app: AuthContext, req: Req): Promise<Reply> {
  const scope = req.query.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) {
    throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
  }
  const { user, sessionId } = await requireUser(app, req);
  if (scope === 'global' || !sessionId) {
    if (scope !== 'others')
      await app.pool.query('delete from auth.sessions where user_id = $1', [user.id]);
  } else if (scope === 'local') {
    await app.pool.query('delete from auth.sessions where id = $1', [sessionId]);
  } else {
    await app.pool.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      user.id,
      sessionId,
    ]);
  }
  return new Reply(204, null);
}
