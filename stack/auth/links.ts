/**
 * One-time tokens sent by mail (links and 6-digit codes): issuing and mailing them, and
 * consuming one for a session, or for an auth code in the PKCE flow.
 */
import type pg from 'pg';
import { AuthHttpError, badRequest, forbidden } from './errors.ts';
import type { AuthContext } from './context.ts';
import type { Json, Req } from './http.ts';
import type { MailKind } from './mailer.ts';
import { applyEmailChange, newSession } from './sessions.ts';
import { newOtp, otpHash, type AmrMethod } from './tokens.ts';
import { findUserByEmail, findUserByToken, type UserRow } from './users.ts';
import { checkMailFrequency, verifyLink } from './mail-policy.ts';
import { isBanned, type Pkce } from './validate.ts';

export type VerifyType = 'recovery' | 'signup' | 'magiclink' | 'invite' | 'email' | 'email_change';
export const VERIFY_TYPES: VerifyType[] = [
  'recovery',
  'signup',
  'magiclink',
  'invite',
  'email',
  'email_change',
];

type TokenColumn = 'recovery_token' | 'confirmation_token' | 'email_change_token_new';

const MAIL_ERRORS: Record<MailKind, string> = {
  signup: 'Error sending confirmation email',
  invite: 'Error sending invite email',
  recovery: 'Error sending recovery email',
  magiclink: 'Error sending magic link email',
  email_change: 'Error sending email change email',
};

/** Stores a new hashed one-time token for the user (and PKCE flow state) and returns it. */
export async function issueToken(
  app: AuthContext,
  user: UserRow,
  kind: MailKind,
  pkce: Pkce | null,
): Promise<{ to: string; otp: string; stored: string }> {
  const to = kind === 'email_change' ? user.email_change! : user.email!;
  const otp = newOtp(to);
  app.otpAttempts.reset(to.toLowerCase());
  // With PKCE the link leads to `?code=` (exchanged with the verifier) instead of a session.
  const stored = pkce ? `pkce_${otp.hash}` : otp.hash;
  if (pkce) {
    await app.pool.query(
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
  await app.pool.query(
    `update auth.users set ${column} = $2, ${sentColumn} = now() where id = $1`,
    [user.id, stored],
  );
  return { to, otp: otp.otp, stored };
}

/** Issues a one-time token and mails its link and code. */
export async function mailToken(
  app: AuthContext,
  user: UserRow,
  kind: MailKind,
  redirectTo: string,
  pkce: Pkce | null,
): Promise<void> {
  checkMailFrequency(app, user, kind);
  const { to, otp, stored } = await issueToken(app, user, kind, pkce);
  try {
    await app.mailer.send({ to, kind, otp, link: verifyLink(app, stored, kind, redirectTo) });
  } catch (e) {
    app.log(`auth: ${kind} mail failed: ${(e as Error).message}`);
    throw new AuthHttpError(500, 'unexpected_failure', MAIL_ERRORS[kind]);
  }
}

export type TokenRef = { hash: string } | { email: string; otp: string };

/** The token columns a verify type may match, in the order GoTrue tries them. */
function columnsFor(type: VerifyType): TokenColumn[] {
  if (type === 'recovery' || type === 'magiclink') return ['recovery_token'];
  if (type === 'email_change') return ['email_change_token_new'];
  if (type === 'email') return ['confirmation_token', 'recovery_token'];
  return ['confirmation_token'];
}

/** The user holding the token (row locked), and the column it was found in. */
async function findTokenHolder(
  db: pg.PoolClient,
  type: VerifyType,
  by: TokenRef,
): Promise<{ user: UserRow; column: TokenColumn } | null> {
  for (const column of columnsFor(type)) {
    let hash: string;
    if ('hash' in by) hash = by.hash;
    else if (column === 'email_change_token_new') {
      const u = await findUserByEmail(db, by.email);
      hash = otpHash(u?.email_change ?? by.email, by.otp);
    } else hash = otpHash(by.email, by.otp);
    let user = await findUserByToken(db, column, hash);
    if (!user && !('hash' in by)) user = await findUserByToken(db, column, `pkce_${hash}`);
    if (user) return { user, column };
  }
  return null;
}

function sentAtOf(user: UserRow, column: TokenColumn): Date | null {
  if (column === 'recovery_token') return user.recovery_sent_at;
  if (column === 'confirmation_token') return user.confirmation_sent_at;
  return user.email_change_sent_at;
}

/** Applies what the token proves (address confirmed, or the email change) and names the sign-in method. */
async function applyToken(
  db: pg.PoolClient,
  user: UserRow,
  column: TokenColumn,
  type: VerifyType,
): Promise<AmrMethod> {
  if (column === 'email_change_token_new') {
    await applyEmailChange(db, user.id, user.email_change!);
    return 'email_change';
  }
  await db.query(
    'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1',
    [user.id],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
      where user_id = $1 and provider = 'email'`,
    [user.id],
  );
  if (type === 'recovery') return 'recovery';
  if (type === 'invite') return 'invite';
  if (type === 'magiclink' || column === 'recovery_token') return 'magiclink';
  return 'otp';
}

/** PKCE: the flow's auth code, issued now, for the client to exchange with its verifier. */
async function issueAuthCode(
  db: pg.PoolClient,
  user: UserRow,
  column: TokenColumn,
  type: VerifyType,
): Promise<Json | null> {
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
  return rows[0] ? { code: rows[0].auth_code } : null;
}

/** After too many wrong codes: every pending token of the address stops working. */
async function burnTokens(db: Pick<pg.Pool, 'query'>, email: string): Promise<void> {
  await db.query(
    `update auth.users set recovery_token = null, confirmation_token = null, email_change_token_new = null
      where lower(email) = $1 or lower(email_change) = $1`,
    [email],
  );
}

/**
 * Consumes a one-time token and returns a new session, or for a PKCE token `{code}` (the auth
 * code to exchange with the verifier), or throws otp_expired.
 */
export async function consumeToken(
  app: AuthContext,
  req: Req,
  type: VerifyType,
  by: TokenRef,
): Promise<Json> {
  const expired = () => forbidden('otp_expired', 'Token has expired or is invalid');
  // A code from a client that has used up its tries for the address (or for an address at its
  // ceiling) is not even looked at.
  if ('otp' in by && app.otpAttempts.exhausted(by.email, req.ip)) throw expired();
  const session = await app.tx(async (db): Promise<Json | null | 'unknown'> => {
    const found = await findTokenHolder(db, type, by);
    if (!found) return 'unknown';
    const { user, column } = found;
    const sentAt = sentAtOf(user, column);
    const isExpired = !sentAt || sentAt.getTime() + app.otpExpirySec * 1000 < Date.now();
    // Single use: the token is consumed whether or not it is still valid.
    await db.query(`update auth.users set ${column} = null where id = $1`, [user.id]);
    if (isExpired) return null;
    const method = await applyToken(db, user, column, type);
    if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
    if ('hash' in by && by.hash.startsWith('pkce_')) return issueAuthCode(db, user, column, type);
    return newSession(app, db, req, user.id, method);
  });
  if (session === 'unknown' && 'otp' in by && app.otpAttempts.fail(by.email, req.ip))
    await burnTokens(app.pool, by.email);
  if (!session || session === 'unknown') throw expired();
  return session;
}
