/**
 * The routes around mailed links and codes: POST /recover, /otp (and /magiclink), /resend,
 * and GET|POST /verify.
 */
import { AuthHttpError, badRequest, unprocessable } from '../errors.ts';
import type { AuthContext } from '../context.ts';
import { rateLimit, requireCaptcha } from '../guards.ts';
import { json, Reply, type Json, type Req } from '../http.ts';
import { consumeToken, mailToken, VERIFY_TYPES, type TokenRef, type VerifyType } from '../links.ts';
import { tooManyMails } from '../mail-policy.ts';
import { createEmailUser, emailTaken } from '../sessions.ts';
import { findUserByEmail, findUserById } from '../users.ts';
import { checkEmail, metadataOf, pkceOf, redirectOf, safeRedirect } from '../validate.ts';

export async function recover(app: AuthContext, req: Req): Promise<Reply> {
  rateLimit(app, req, 'recover');
  await requireCaptcha(app, req);
  const body = await req.body();
  const email = checkEmail(body.email);
  const redirectTo = redirectOf(app, req, body);
  const pkce = pkceOf(body);
  const started = Date.now();
  const user = await findUserByEmail(app.pool, email);
  // Unknown addresses get the same answer, the same 60 s gap and about the same delay, so the
  // endpoint does not reveal who has an account.
  if (user) {
    await mailToken(app, user, 'recovery', redirectTo, pkce);
    app.recoverTiming.observe(Date.now() - started);
  } else {
    const wait = app.mailRequests.take(email);
    if (wait > 0) throw tooManyMails(wait);
    await app.recoverTiming.pad(started);
  }
  return json({});
}

/** POST /otp: a magic link for an existing user; a new (unconfirmed) user gets a confirmation mail. */
export async function otp(app: AuthContext, req: Req): Promise<Reply> {
  rateLimit(app, req, 'otp');
  await requireCaptcha(app, req);
  const body = await req.body();
  if (body.phone && !body.email) throw badRequest('validation_failed', 'Phone logins are disabled');
  const email = checkEmail(body.email);
  const redirectTo = redirectOf(app, req, body);
  let user = await findUserByEmail(app.pool, email);
  if (!user) {
    if (body.create_user === false)
      throw unprocessable('otp_disabled', 'Signups not allowed for otp');
    const id = crypto.randomUUID();
    const userMeta = metadataOf(body.data);
    await app.tx((db) =>
      createEmailUser(
        app,
        db,
        { id, email, passwordHash: '', confirmed: false, userMeta, identityInMetadata: true },
        emailTaken,
        'Database error saving new user',
      ),
    );
    user = (await findUserById(app.pool, id))!;
  }
  const kind = user.email_confirmed_at ? 'magiclink' : 'signup';
  await mailToken(app, user, kind, redirectTo, pkceOf(body));
  return json({});
}

/** POST /resend {type: signup | email_change, email}: a new link; silent for addresses with nothing pending. */
export async function resend(app: AuthContext, req: Req): Promise<Reply> {
  rateLimit(app, req, 'otp');
  await requireCaptcha(app, req);
  const body = await req.body();
  const type = body.type;
  if (type !== 'signup' && type !== 'email_change') {
    throw badRequest(
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  }
  const email = checkEmail(body.email);
  const redirectTo = redirectOf(app, req, body);
  if (type === 'signup') {
    const user = await findUserByEmail(app.pool, email);
    if (user && !user.email_confirmed_at)
      await mailToken(app, user, 'signup', redirectTo, pkceOf(body));
  } else {
    const { rows } = await app.pool.query<{ id: string }>(
      `select id from auth.users where (lower(email) = $1 or lower(email_change) = $1)
         and email_change is not null and deleted_at is null limit 1`,
      [email],
    );
    const user = rows[0] ? await findUserById(app.pool, rows[0].id) : null;
    if (user) await mailToken(app, user, 'email_change', redirectTo, pkceOf(body));
  }
  return json({});
}

const overVerifyLimit = () =>
  new AuthHttpError(429, 'over_request_rate_limit', 'Request rate limit reached');

/**
 * consumeToken, with wrong codes and invalid links counted per client address: after 30 in
 * 5 minutes the address gets 429 until the window moves on (GoTrue has no such limit; its
 * per-IP verify budget alone lets a six-digit code be guessed within a token's life).
 */
async function verifyCounted(
  app: AuthContext,
  req: Req,
  type: VerifyType,
  by: TokenRef,
): Promise<Json> {
  if (app.limiter.blocked('verifyFailure', req.ip)) throw overVerifyLimit();
  try {
    return await consumeToken(app, req, type, by);
  } catch (e) {
    if (e instanceof AuthHttpError && e.code === 'otp_expired')
      app.limiter.take('verifyFailure', req.ip);
    throw e;
  }
}

/** Where GET /verify sends the browser with the outcome in the fragment (implicit flow). */
function fragmentRedirect(redirectTo: string, fragment: Record<string, string>): Reply {
  const url = redirectTo.split('#')[0]!;
  const frag = new URLSearchParams(fragment).toString().replace(/%20/g, '+');
  return new Reply(303, null, { location: `${url}#${frag}` });
}

/** GET /verify?token&type&redirect_to: the link in a mail; 303 to redirect_to with the outcome. */
export async function verifyGet(app: AuthContext, req: Req): Promise<Reply> {
  const type = req.query.get('type') as VerifyType | null;
  const tokenHash = req.query.get('token') ?? '';
  const redirectTo = safeRedirect(app, req.query.get('redirect_to'));
  const redirect = (fragment: Record<string, string>) => fragmentRedirect(redirectTo, fragment);
  if (!type || !VERIFY_TYPES.includes(type) || !tokenHash) {
    return redirect({
      error: 'invalid_request',
      error_code: 'validation_failed',
      error_description: 'Verify requires a verification type and a token',
    });
  }
  try {
    const session = await verifyCounted(app, req, type, { hash: tokenHash });
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
    if (!(e instanceof AuthHttpError) || e.status >= 500) throw e;
    if (e.code === 'otp_expired') {
      return redirect({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
    }
    return redirect({ error: 'access_denied', error_code: e.code, error_description: e.message });
  }
}

/** POST /verify {type, token_hash} or {type, email, token}: a session (or a PKCE code). */
export async function verifyPost(app: AuthContext, req: Req): Promise<Reply> {
  rateLimit(app, req, 'token');
  const body = await req.body();
  const type = body.type as VerifyType;
  if (!VERIFY_TYPES.includes(type))
    throw badRequest('validation_failed', `Verify requires a verification type`);
  if (typeof body.token_hash === 'string' && body.token_hash !== '') {
    return json(await verifyCounted(app, req, type, { hash: body.token_hash }));
  }
  if (typeof body.token === 'string' && typeof body.email === 'string') {
    return json(
      await verifyCounted(app, req, type, {
        email: body.email.trim().toLowerCase(),
        otp: body.token.trim(),
      }),
    );
  }
  throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
}
