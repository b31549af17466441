/** GET|POST /admin/users and GET|PUT|DELETE /admin/users/{id} (service role only). */
import type pg from 'pg';
import { AuthHttpError, badRequest, notFound } from '../errors.ts';
import type { AuthContext } from '../context.ts';
import { requireAdmin } from '../guards.ts';
import { json, type Json, type Reply, type Req } from '../http.ts';
import {
  applyEmailChange,
  createEmailUser,
  emailTaken,
  hashPassword,
  renderUser,
  renderUserById,
} from '../sessions.ts';
import { findUserByEmail, findUserById, mergeMetadata, type UserRow } from '../users.ts';
import { checkEmail, checkPassword, objectOrUndefined, parseBan, UUID_RE } from '../validate.ts';

type Queryable = Pick<pg.PoolClient, 'query'>;

/** page / per_page: unsigned integers, as GoTrue parses them (else 400 validation_failed). */
function pageParam(req: Req, name: string, fallback: number): number {
  const raw = req.query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(Number(raw)))
    throw badRequest(
      'validation_failed',
      `Bad Pagination Parameters: strconv.ParseUint: parsing "${raw}": invalid syntax`,
    );
  return Number(raw);
}

export async function adminList(app: AuthContext, req: Req): Promise<Reply> {
  await requireAdmin(app, req);
  const page = Math.max(1, pageParam(req, 'page', 1));
  const perPage = Math.min(1000, Math.max(1, pageParam(req, 'per_page', 50)));
  const filter = req.query.get('filter') ?? '';
  const where = `deleted_at is null and aud = 'authenticated'${
    filter ? ` and (email ilike $3 or raw_user_meta_data->>'full_name' ilike $3)` : ''
  }`;
  const args: unknown[] = [perPage, (page - 1) * perPage];
  if (filter) args.push(`%${filter}%`);
  const [{ rows: ids }, { rows: countRows }] = await Promise.all([
    app.pool.query<{ id: string }>(
      `select id from auth.users where ${where} order by created_at desc, id limit $1 offset $2`,
      args,
    ),
    app.pool.query<{ n: string }>(
      `select count(*) as n from auth.users where ${where.replace(/\$3/g, '$1')}`,
      filter ? [`%${filter}%`] : [],
    ),
  ]);
  const users: Json[] = [];
  for (const { id } of ids) {
    const u = await findUserById(app.pool, id);
    if (u) users.push(await renderUser(app.pool, u));
  }
  const total = Number(countRows[0]?.n ?? 0);
  const last = Math.max(1, Math.ceil(total / perPage));
  const link = (p: number, rel: string) =>
    `<${app.apiBase}/auth/v1/admin/users?page=${p}&per_page=${perPage}>; rel="${rel}"`;
  const links: string[] = [];
  if (page < last) links.push(link(page + 1, 'next'));
  links.push(link(last, 'last'));
  return json({ users, aud: 'authenticated' }, 200, {
    'x-total-count': String(total),
    link: links.join(', '),
  });
}

export async function adminCreate(app: AuthContext, req: Req): Promise<Reply> {
  await requireAdmin(app, req);
  const body = await req.body();
  if (body.phone && !body.email)
    throw badRequest('validation_failed', 'Phone users are not supported');
  const email = checkEmail(body.email);
  let hash: string | null = null;
  if (body.password !== undefined && body.password !== null && body.password !== '') {
    hash = await hashPassword(app, checkPassword(app, body.password));
  }
  const userMeta = objectOrUndefined(body.user_metadata ?? body.data, 'user_metadata') ?? {};
  const appMeta = objectOrUndefined(body.app_metadata, 'app_metadata') ?? {};
  const confirm = body.email_confirm === true;
  const ban = parseBan(body.ban_duration);
  const role = typeof body.role === 'string' && body.role ? body.role : 'authenticated';
  const id = typeof body.id === 'string' && UUID_RE.test(body.id) ? body.id : crypto.randomUUID();
  const out = await app.tx(async (db) => {
    if (await findUserByEmail(db, email)) throw emailTaken();
    await createEmailUser(
      app,
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
      emailTaken,
      'Database error creating new user',
    );
    return renderUserById(db, id);
  });
  return json(out);
}

/** The user named in the path, or 404 user_not_found. */
async function adminUserFrom(db: Queryable, id: string): Promise<UserRow> {
  if (!UUID_RE.test(id)) throw notFound('user_not_found', 'User not found');
  const u = await findUserById(db, id);
  if (!u) throw notFound('user_not_found', 'User not found');
  return u;
}

export async function adminGet(app: AuthContext, req: Req, id: string): Promise<Reply> {
  await requireAdmin(app, req);
  return json(await renderUser(app.pool, await adminUserFrom(app.pool, id)));
}

interface AdminChange {
  email: string | null;
  hash: string | null;
  emailConfirm: unknown;
  userMeta: Json | undefined;
  appMeta: Json | undefined;
  role: unknown;
  ban: Date | null | undefined;
}

const set = (db: Queryable, column: string, id: string, value: unknown) =>
  db.query(`update auth.users set ${column} = $2, updated_at = now() where id = $1`, [id, value]);

async function applyAdminChange(db: pg.PoolClient, id: string, c: AdminChange): Promise<Json> {
  const u = (await findUserById(db, id, true))!;
  if (!u) throw notFound('user_not_found', 'User not found');
  if (c.email && c.email !== u.email) {
    const taken = await findUserByEmail(db, c.email);
    if (taken && taken.id !== u.id) throw emailTaken();
    await applyEmailChange(db, u.id, c.email);
  }
  if (c.hash) {
    await set(db, 'encrypted_password', u.id, c.hash);
    await db.query('delete from auth.sessions where user_id = $1', [u.id]);
  }
  if (c.emailConfirm === true) {
    await db.query(
      'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1',
      [u.id],
    );
  } else if (c.emailConfirm === false) {
    await set(db, 'email_confirmed_at', u.id, null);
  }
  if (c.userMeta)
    await set(db, 'raw_user_meta_data', u.id, mergeMetadata(u.raw_user_meta_data, c.userMeta));
  if (c.appMeta)
    await set(db, 'raw_app_meta_data', u.id, mergeMetadata(u.raw_app_meta_data, c.appMeta));
  if (typeof c.role === 'string' && c.role) await set(db, 'role', u.id, c.role);
  if (c.ban !== undefined) await set(db, 'banned_until', u.id, c.ban);
  return renderUserById(db, u.id);
}

export async function adminUpdate(app: AuthContext, req: Req, id: string): Promise<Reply> {
  await requireAdmin(app, req);
  await adminUserFrom(app.pool, id);
  const body = await req.body();
  const change: AdminChange = {
    email:
      body.email !== undefined && body.email !== null && body.email !== ''
        ? checkEmail(body.email)
        : null,
    hash:
      body.password !== undefined && body.password !== null && body.password !== ''
        ? await hashPassword(app, checkPassword(app, body.password))
        : null,
    userMeta: objectOrUndefined(body.user_metadata ?? body.data, 'user_metadata'),
    appMeta: objectOrUndefined(body.app_metadata, 'app_metadata'),
    emailConfirm: body.email_confirm,
    role: body.role,
    ban: parseBan(body.ban_duration),
  };
  return json(await app.tx((db) => applyAdminChange(db, id, change)));
}

export async function adminDelete(app: AuthContext, req: Req, id: string): Promise<Reply> {
  await requireAdmin(app, req);
  const u = await adminUserFrom(app.pool, id);
  const body = await req.body();
  try {
    if (body.should_soft_delete === true) {
      await app.tx(async (db) => {
        await db.query('delete from auth.sessions where user_id = $1', [u.id]);
        await db.query('delete from auth.identities where user_id = $1', [u.id]);
        await db.query(
          `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = '',
             raw_user_meta_data = '{}', raw_app_meta_data = '{}', updated_at = now() where id = $1`,
          [u.id],
        );
      });
    } else {
      await app.pool.query('delete from auth.users where id = $1', [u.id]);
    }
  } catch (e) {
    app.log(`auth: delete user failed: ${(e as Error).message}`);
    throw new AuthHttpError(500, 'unexpected_failure', 'Database error deleting user');
  }
  return json({});
}
