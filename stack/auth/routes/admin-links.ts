/** POST /invite and POST /admin/generate_link (service role only). */
import { badRequest, notFound } from '../errors.ts';
import type { AuthContext } from '../context.ts';
import { requireAdmin } from '../guards.ts';
import { json, type Json, type Reply, type Req } from '../http.ts';
import { issueToken, mailToken } from '../links.ts';
import { verifyLink } from '../mail-policy.ts';
import type { MailKind } from '../mailer.ts';
import {
  createEmailUser,
  emailTaken,
  hashPassword,
  renderUser,
  renderUserById,
} from '../sessions.ts';
import { findUserByEmail, findUserById, type UserRow } from '../users.ts';
import { checkEmail, checkPassword, objectOrUndefined, redirectOf } from '../validate.ts';

/** Creates a passwordless (or given-password) unconfirmed user and returns it. */
async function createUnconfirmed(
  app: AuthContext,
  email: string,
  data: Json,
  extra: { passwordHash?: string; invited?: boolean } = {},
): Promise<UserRow> {
  const id = crypto.randomUUID();
  await app.tx((db) =>
    createEmailUser(
      app,
      db,
      {
        id,
        email,
        passwordHash: extra.passwordHash ?? '',
        confirmed: false,
        userMeta: data,
        ...(extra.invited ? { invited: true } : {}),
      },
      emailTaken,
      'Database error saving new user',
    ),
  );
  return (await findUserById(app.pool, id))!;
}

/** The user an invite is for: created passwordless and unconfirmed, or an unconfirmed existing one. */
async function invitee(app: AuthContext, email: string, data: Json): Promise<UserRow> {
  const existing = await findUserByEmail(app.pool, email);
  if (existing) {
    if (existing.email_confirmed_at) throw emailTaken();
    return existing;
  }
  return createUnconfirmed(app, email, data, { invited: true });
}

/** POST /invite {email, data}: creates the user and mails an invite link (service role only). */
export async function invite(app: AuthContext, req: Req): Promise<Reply> {
  await requireAdmin(app, req);
  const body = await req.body();
  const email = checkEmail(body.email);
  const data = objectOrUndefined(body.data, 'data') ?? {};
  const redirectTo = redirectOf(app, req, body);
  const user = await invitee(app, email, data);
  await mailToken(app, user, 'invite', redirectTo, null);
  return json(await renderUserById(app.pool, user.id));
}

/** generate_link type signup: a new unconfirmed user with the password, or a new password for one. */
async function signupLinkUser(
  app: AuthContext,
  email: string,
  existing: UserRow | null,
  password: unknown,
  data: Json,
): Promise<UserRow> {
  const hash = await hashPassword(app, checkPassword(app, password ?? ''));
  if (existing?.email_confirmed_at) throw emailTaken();
  if (!existing) return createUnconfirmed(app, email, data, { passwordHash: hash });
  await app.pool.query(
    'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
    [existing.id, hash],
  );
  return existing;
}

/** generate_link email_change_*: records the pending address on the user. */
async function emailChangeLinkUser(
  app: AuthContext,
  user: UserRow,
  newEmailRaw: unknown,
): Promise<UserRow> {
  const newEmail = checkEmail(newEmailRaw);
  const taken = await findUserByEmail(app.pool, newEmail);
  if (taken && taken.id !== user.id) throw emailTaken();
  await app.pool.query(
    'update auth.users set email_change = $2, updated_at = now() where id = $1',
    [user.id, newEmail],
  );
  return (await findUserById(app.pool, user.id))!;
}

/**
 * POST /admin/generate_link: the link (and code) a mail would carry, without sending it.
 * Types: signup, invite, magiclink, recovery, email_change_current, email_change_new.
 */
export async function generateLink(app: AuthContext, req: Req): Promise<Reply> {
  await requireAdmin(app, req);
  const body = await req.body();
  const type = body.type;
  const email = checkEmail(body.email);
  const data = objectOrUndefined(body.data, 'data') ?? {};
  const redirectTo = redirectOf(app, req, body);
  const missing = () => notFound('user_not_found', 'User with this email not found');
  const found = await findUserByEmail(app.pool, email);
  let user: UserRow;
  let kind: MailKind;
  if (type === 'signup') {
    user = await signupLinkUser(app, email, found, body.password, data);
    kind = 'signup';
  } else if (type === 'invite') {
    user = await invitee(app, email, data);
    kind = 'invite';
  } else if (type === 'magiclink' || type === 'recovery') {
    if (!found) throw missing();
    user = found;
    kind = type;
  } else if (type === 'email_change_current' || type === 'email_change_new') {
    if (!found) throw missing();
    user = await emailChangeLinkUser(app, found, body.new_email);
    kind = 'email_change';
  } else {
    throw badRequest(
      'validation_failed',
      'Invalid link type: must be one of signup, invite, magiclink, recovery, email_change_current, email_change_new',
    );
  }
  const issued = await issueToken(app, user, kind, null);
  const fresh = (await findUserById(app.pool, user.id))!;
  return json({
    ...(await renderUser(app.pool, fresh)),
    action_link: verifyLink(app, issued.stored, kind, redirectTo),
    email_otp: issued.otp,
    hashed_token: issued.stored,
    redirect_to: redirectTo,
    verification_type: kind,
  });
}
