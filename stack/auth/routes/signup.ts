/** POST /signup: a new email user; a session with autoconfirm, else a confirmation mail. */
import { badRequest, unprocessable } from '../errors.ts';
import type { AuthContext } from '../context.ts';
import { rateLimit, requireCaptcha } from '../guards.ts';
import { json, type Json, type Reply, type Req } from '../http.ts';
import { mailToken } from '../links.ts';
import { createEmailUser, hashPassword, newSession, renderUserById } from '../sessions.ts';
import { findUserByEmail, findUserById, mergeMetadata } from '../users.ts';
import { checkEmail, checkPassword, metadataOf, pkceOf, redirectOf } from '../validate.ts';

const alreadyRegistered = () => unprocessable('user_already_exists', 'User already registered');

/** Creates the user, or updates an unconfirmed one signing up again (new password and metadata). */
async function upsertSignup(
  app: AuthContext,
  req: Req,
  email: string,
  hash: string,
  data: Json,
): Promise<{ session: Json } | { userId: string }> {
  const { autoconfirm } = app;
  return app.tx(async (db) => {
    let user = await findUserByEmail(db, email);
    if (user && user.email_confirmed_at) throw alreadyRegistered();
    if (!user) {
      const id = crypto.randomUUID();
      await createEmailUser(
        app,
        db,
        {
          id,
          email,
          passwordHash: hash,
          confirmed: autoconfirm,
          userMeta: data,
          identityInMetadata: true,
        },
        alreadyRegistered,
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
    if (autoconfirm) return { session: await newSession(app, db, req, user.id, 'password') };
    return { userId: user.id };
  });
}

export async function signup(app: AuthContext, req: Req): Promise<Reply> {
  await requireCaptcha(app, req);
  rateLimit(app, req, 'signup');
  const body = await req.body();
  if (body.phone && !body.email)
    throw badRequest('validation_failed', 'Phone signups are disabled');
  if (body.email === undefined || body.email === null || body.email === '') {
    throw badRequest('validation_failed', 'To signup, please provide your email');
  }
  const email = checkEmail(body.email);
  if (typeof body.password !== 'string' || body.password === '') {
    throw badRequest('validation_failed', 'Signup requires a valid password');
  }
  const password = checkPassword(app, body.password);
  const data = metadataOf(body.data);
  const redirectTo = redirectOf(app, req, body);
  const hash = await hashPassword(app, password);

  const out = await upsertSignup(app, req, email, hash, data);
  if ('session' in out) return json(out.session);
  // Without autoconfirm: the user (no session) and a confirmation mail.
  const user = (await findUserById(app.pool, out.userId))!;
  await mailToken(app, user, 'signup', redirectTo, pkceOf(body));
  return json(await renderUserById(app.pool, out.userId));
}
