/**
 * auth.users / auth.identities rows and the JSON GoTrue renders for them.
 */
import type { PoolClient } from 'pg';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

type Queryable = Pick<PoolClient, 'query'>;

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, confirmation_token,
  confirmation_sent_at, recovery_token, recovery_sent_at, email_change_token_new, email_change,
  email_change_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone,
  phone_confirmed_at, confirmed_at, banned_until, deleted_at, is_anonymous`;

export async function findUserById(
  db: Queryable,
  id: string,
  forUpdate = false,
): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users
      where lower(email) = lower($1) and is_sso_user = false and deleted_at is null
      order by created_at limit 1`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findUserByToken(
  db: Queryable,
  column: 'recovery_token' | 'confirmation_token' | 'email_change_token_new',
  token: string,
): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${column} = $1 and deleted_at is null for update`,
    [token],
  );
  return rows[0] ?? null;
}

export async function identitiesOf(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined);

/** The user object as GoTrue serialises it (null timestamps are omitted, like Go's omitempty). */
export function userJson(u: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email ?? '',
  };
  const put = (key: string, value: unknown) => {
    if (value !== undefined && value !== null) out[key] = value;
  };
  put('email_confirmed_at', iso(u.email_confirmed_at));
  out.phone = u.phone ?? '';
  put('phone_confirmed_at', iso(u.phone_confirmed_at));
  put('confirmation_sent_at', iso(u.confirmation_sent_at));
  put('confirmed_at', iso(u.confirmed_at ?? u.email_confirmed_at ?? u.phone_confirmed_at));
  put('recovery_sent_at', iso(u.recovery_sent_at));
  if (u.email_change) put('new_email', u.email_change);
  put('email_change_sent_at', iso(u.email_change_sent_at));
  put('invited_at', iso(u.invited_at));
  put('last_sign_in_at', iso(u.last_sign_in_at));
  out.app_metadata = u.raw_app_meta_data ?? {};
  out.user_metadata = u.raw_user_meta_data ?? {};
  out.identities = identities.map(identityJson);
  out.created_at = iso(u.created_at);
  out.updated_at = iso(u.updated_at);
  if (u.banned_until && u.banned_until.getTime() > Date.now())
    out.banned_until = iso(u.banned_until);
  out.is_anonymous = u.is_anonymous ?? false;
  return out;
}

export function identityJson(i: IdentityRow): Record<string, unknown> {
  return {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  };
}

/** GoTrue's metadata update: keys are merged, a null value removes the key. */
export function mergeMetadata(
  current: Record<string, unknown> | null,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 255 && EMAIL_RE.test(email);
}

export interface NewEmailUser {
  id: string;
  email: string;
  /** bcrypt hash; '' for passwordless users (magic link, invite), like GoTrue. */
  passwordHash: string;
  confirmed: boolean;
  userMeta: Record<string, unknown>;
  appMeta?: Record<string, unknown>;
  role?: string;
  bannedUntil?: Date | null;
  invited?: boolean;
  /**
   * Public sign-ups (/signup, /otp) also copy the identity claims (sub, email, email_verified,
   * phone_verified) into user_metadata, as GoTrue does; admin-created users keep theirs exactly.
   */
  identityInMetadata?: boolean;
}

/**
 * Inserts an email user and its email identity, as GoTrue does. A plain INSERT, so triggers on
 * auth.users (the profile trigger) fire. Runs under a savepoint, so a failure (for example the
 * unique email index, SQLSTATE 23505) leaves the caller's transaction usable; the error is rethrown.
 */
export async function insertEmailUser(db: Queryable, u: NewEmailUser): Promise<void> {
  const identity = {
    sub: u.id,
    email: u.email,
    email_verified: u.confirmed,
    phone_verified: false,
  };
  await db.query('savepoint new_user');
  try {
    await db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
         raw_app_meta_data, raw_user_meta_data, banned_until, created_at, updated_at, is_sso_user, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4,
         case when $5::boolean then now() end, case when $6::boolean then now() end,
         $7, $8, $9, now(), now(), false, false)`,
      [
        u.id,
        u.role ?? 'authenticated',
        u.email,
        u.passwordHash,
        u.confirmed,
        u.invited ?? false,
        { ...(u.appMeta ?? {}), provider: 'email', providers: ['email'] },
        u.identityInMetadata ? { ...u.userMeta, ...identity } : u.userMeta,
        u.bannedUntil ?? null,
      ],
    );
    await db.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1, $2, $3, 'email', now(), now())`,
      [u.id, u.id, identity],
    );
    await db.query('release savepoint new_user');
  } catch (e) {
    await db.query('rollback to savepoint new_user').catch(() => {});
    throw e;
  }
}
