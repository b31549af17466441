/**
 * Access tokens (HS256 JWTs with GoTrue's claims), sessions, rotating refresh tokens and the
 * one-time tokens sent by mail.
 */
import crypto from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { PoolClient } from 'pg';
import type { UserRow } from './users.ts';

type Queryable = Pick<PoolClient, 'query'>;

export type AmrMethod =
  'password' | 'recovery' | 'otp' | 'invite' | 'magiclink' | 'email_change' | 'token_refresh';

export interface TokenSettings {
  issuer: string;
  secret: Uint8Array;
  expiry: number;
}

export interface AccessClaims extends JWTPayload {
  role?: string;
  session_id?: string;
  email?: string;
}

/**
 * Tables GoTrue keeps beyond the baseline: authentication methods per session (the amr claim)
 * and PKCE flow state. Created at start-up when missing, as GoTrue runs its own migrations.
 */
export const EXTRA_AUTH_TABLES_SQL = `
create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  id uuid primary key default gen_random_uuid(),
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);
grant all on auth.mfa_amr_claims to service_role, supabase_auth_admin;
create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
create index if not exists idx_auth_code on auth.flow_state (auth_code);
create index if not exists idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);
grant all on auth.flow_state to service_role, supabase_auth_admin;
`;

/** PKCE: does the verifier match the challenge saved when the flow started? */
export function pkceMatches(method: string, challenge: string, verifier: string): boolean {
  const expected =
    method === 's256' ? crypto.createHash('sha256').update(verifier).digest('base64url') : verifier;
  return (
    expected.length === challenge.length &&
    crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(challenge))
  );
}

export function newRefreshToken(): string {
  return crypto.randomBytes(16).toString('base64url');
}

/** A 6-digit code and the hash GoTrue puts in links (sha224 of email + code). */
export function newOtp(email: string): { otp: string; hash: string } {
  const otp = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  return { otp, hash: otpHash(email, otp) };
}

export function otpHash(email: string, otp: string): string {
  return crypto
    .createHash('sha224')
    .update(email.toLowerCase() + otp)
    .digest('hex');
}

export async function signAccessToken(
  s: TokenSettings,
  user: UserRow,
  sessionId: string,
  amr: { method: string; timestamp: number }[],
): Promise<{ token: string; iat: number; exp: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + s.expiry;
  const token = await new SignJWT({
    iss: s.issuer,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: 'aal1',
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous ?? false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(s.secret);
  return { token, iat, exp };
}

/** Verifies signature and expiry; throws a message in GoTrue's words. */
export async function verifyAccessToken(s: TokenSettings, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify<AccessClaims>(token, s.secret, { algorithms: ['HS256'] });
    return payload;
  } catch (e) {
    if (e instanceof joseErrors.JWTExpired) {
      throw new Error(
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
      );
    }
    throw new Error('invalid JWT: unable to parse or verify signature, token signature is invalid');
  }
}

export async function amrOf(
  db: Queryable,
  sessionId: string,
): Promise<{ method: string; timestamp: number }[]> {
  const { rows } = await db.query<{ authentication_method: string; ts: string }>(
    `select authentication_method, extract(epoch from updated_at)::bigint as ts
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return rows.map((r) => ({ method: r.authentication_method, timestamp: Number(r.ts) }));
}

export interface NewSession {
  sessionId: string;
  refreshToken: string;
}

export async function createSession(
  db: Queryable,
  user: UserRow,
  method: AmrMethod,
  meta: { ip: string; userAgent: string | undefined },
): Promise<NewSession> {
  const sessionId = crypto.randomUUID();
  const refreshToken = newRefreshToken();
  await db.query(
    `insert into auth.sessions (id, user_id, aal, user_agent, ip, created_at, updated_at)
     values ($1, $2, 'aal1', $3, $4, now(), now())`,
    [sessionId, user.id, meta.userAgent ?? null, meta.ip],
  );
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)`,
    [sessionId, method],
  );
  await db.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, parent, session_id) values ($1, $2, false, null, $3)`,
    [refreshToken, user.id, sessionId],
  );
  return { sessionId, refreshToken };
}
