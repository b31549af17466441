/** create-staff-user, get-user-by-id, delete-user, get-all-users-email through the gateway. */
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, sql, uniqueEmail } from '../helpers.ts';
import {
  anonClient,
  CALLER_KINDS,
  callFn,
  newUser,
  serviceClient,
  type CallerKind,
} from './fn-helpers.ts';

interface AppUser {
  id: string;
  name: string;
  email: string | null;
  role: string;
  isApprover: boolean;
  isCorporateUser: boolean;
  questionsRemaining: number;
}

const ADMIN_ID = '00000000-0000-4000-8000-0000000000a1';

function staffBody(role = 'expert') {
  return { email: uniqueEmail('staff'), password: 'Staff-pass-2026', name: 'Sky Staff', role };
}

describe('create-staff-user', () => {
  it('an admin creates a confirmed expert with its profile, who can then log in', async () => {
    const body = staffBody('expert');
    const res = await callFn<{ user: AppUser }>('create-staff-user', body, 'admin');
    expect(res.status).toBe(200);
    const user = res.body.data!.user;
    expect(user).toMatchObject({
      email: body.email,
      name: 'Sky Staff',
      role: 'expert',
      isApprover: false,
    });
    const [profile] = await sql<{ role: string; name: string }>(
      'select role, name from public.profiles where id = $1',
      [user.id],
    );
    expect(profile).toEqual({ role: 'expert', name: 'Sky Staff' });
    const { data, error } = await anonClient().auth.signInWithPassword({
      email: body.email,
      password: body.password,
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
  });

  it('creates an admin too, and the service role may call it', async () => {
    const res = await callFn<{ user: AppUser }>('create-staff-user', staffBody('admin'), 'service');
    expect(res.status).toBe(200);
    expect(res.body.data!.user.role).toBe('admin');
  });

  it('an existing email is a 409 with a clear message', async () => {
    const res = await callFn('create-staff-user', { ...staffBody(), email: DEMO.user }, 'admin');
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('A user with this email address has already been registered');
  });

  it.each([
    [{ role: 'user' }, "role: must be 'admin' or 'expert'"],
    [{ email: 'not-an-email' }, 'email: Invalid email address'],
    [{ password: 'short' }, 'password: must be at least 8 characters'],
    [{ name: undefined }, 'name is required'],
  ])('a bad body %j is a 400 naming the field', async (patch, message) => {
    const res = await callFn('create-staff-user', { ...staffBody(), ...patch }, 'admin');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it.each<[CallerKind, number, string]>([
    ['anon', 401, 'No valid session found'],
    ['user', 403, 'Only admins can create expert users'],
    ['expert', 403, 'Only admins can create expert users'],
  ])('%s gets %i %s and no user is created', async (kind, status, message) => {
    const body = staffBody();
    const res = await callFn('create-staff-user', body, kind);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error: message });
    expect(await sql('select 1 from auth.users where email = $1', [body.email])).toHaveLength(0);
  });

  it('a malformed token is refused with 401 (by the gateway, as on hosted Supabase)', async () => {
    const res = await callFn('create-staff-user', staffBody(), { token: 'not.a.jwt' });
    expect(res.status).toBe(401);
  });

  it('the still-signed token of a deleted user is 401 No valid session found', async () => {
    const ghost = await newUser('Ghost');
    const { data } = await ghost.client.auth.getSession();
    await sql('delete from auth.users where id = $1', [ghost.id]);
    const res = await callFn('create-staff-user', staffBody(), {
      token: data.session!.access_token,
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'No valid session found' });
  });
});

describe('get-user-by-id', () => {
  it.each<[CallerKind, number]>([
    ['anon', 401],
    ['user', 403],
    ['expert', 403],
    ['admin', 200],
    ['service', 200],
  ])('%s -> %i', async (kind, status) => {
    const res = await callFn<{ user: AppUser }>('get-user-by-id', { userId: ADMIN_ID }, kind);
    expect(res.status).toBe(status);
    if (status === 200) {
      expect(res.body.data!.user).toMatchObject({
        id: ADMIN_ID,
        email: DEMO.admin,
        role: 'admin',
        name: 'Alex Admin',
      });
    } else {
      expect(res.body.error).toBe(
        status === 401 ? 'No valid session found' : 'Only admins can view users',
      );
    }
  });

  it('an unknown id is 404 User not found; a malformed one 400', async () => {
    const missing = await callFn(
      'get-user-by-id',
      { userId: '7d3c2b1a-0000-4000-8000-000000000000' },
      'admin',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('User not found');
    const bad = await callFn('get-user-by-id', { userId: 'abc' }, 'admin');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('userId: must be a UUID');
  });
});

describe('get-all-users-email', () => {
  it('admins get every user with id, name, email, role and flags', async () => {
    const res = await callFn<{ users: AppUser[] }>('get-all-users-email', {}, 'admin');
    expect(res.status).toBe(200);
    const users = res.body.data!.users;
    const approver = users.find((u) => u.email === DEMO.approver);
    expect(approver).toMatchObject({ role: 'expert', isApprover: true, name: 'Avery Approver' });
    expect(users.find((u) => u.email === DEMO.summitCoder)).toMatchObject({
      role: 'user',
      isCorporateUser: true,
    });
    const [profiles] = await sql<{ count: string }>('select count(*) from public.profiles');
    expect(users.length).toBeGreaterThanOrEqual(Number(profiles!.count) - 5); // other files may add users meanwhile
  });

  it('works with GET too, and for the service role', async () => {
    const res = await callFn<{ users: AppUser[] }>('get-all-users-email', undefined, 'service', {
      method: 'GET',
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.users.some((u) => u.email === DEMO.admin)).toBe(true);
  });

  it.each<CallerKind>(['user', 'expert'])('%s gets an empty list', async (kind) => {
    const res = await callFn<{ users: AppUser[] }>('get-all-users-email', {}, kind);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ users: [] });
  });

  it('anon gets 401 No valid session found', async () => {
    const res = await callFn('get-all-users-email', {}, 'anon');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('No valid session found');
  });
});

describe('delete-user', () => {
  it('an admin deletes a user: auth user and profile go, their question stays as a deleted user', async () => {
    const victim = await newUser('Doomed User');
    const { data: questionId, error } = await victim.client.rpc('submit_question', {
      payload: {
        title: 'Kept for the record',
        content: 'What is the correct code?',
        firstName: 'Doomed',
        lastName: 'User',
        email: victim.email,
        userId: victim.id,
        codingQuestionType: 'General Coding Question',
      },
    });
    expect(error).toBeNull();

    const res = await callFn('delete-user', { userId: victim.id }, 'admin');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ deleted: true, userId: victim.id });
    expect(await sql('select 1 from auth.users where id = $1', [victim.id])).toHaveLength(0);
    expect(await sql('select 1 from public.profiles where id = $1', [victim.id])).toHaveLength(0);
    const [q] = await sql<{ user_id: string | null; submitter_name: string }>(
      'select user_id, submitter_name from public.questions where id = $1',
      [questionId],
    );
    expect(q).toEqual({ user_id: null, submitter_name: 'Doomed User' });
    const { error: loginError } = await anonClient().auth.signInWithPassword({
      email: victim.email,
      password: DEMO_PASSWORD,
    });
    expect(loginError?.message).toMatch(/Invalid login credentials/);
  });

  it('the service role may delete a user', async () => {
    const victim = await newUser();
    const res = await callFn('delete-user', { userId: victim.id }, 'service');
    expect(res.status).toBe(200);
    const { data } = await serviceClient().auth.admin.getUserById(victim.id);
    expect(data.user).toBeNull();
  });

  it('an admin cannot delete themselves', async () => {
    const res = await callFn('delete-user', { userId: ADMIN_ID }, 'admin');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Admins cannot delete their own account');
    expect(await sql('select 1 from auth.users where id = $1', [ADMIN_ID])).toHaveLength(1);
  });

  it.each<[CallerKind, number, string]>([
    ['anon', 401, 'No valid session found'],
    ['user', 403, 'Only admins can delete users'],
    ['expert', 403, 'Only admins can delete users'],
  ])('%s gets %i %s and the user stays', async (kind, status, message) => {
    const victim = await newUser();
    const res = await callFn('delete-user', { userId: victim.id }, kind);
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(message);
    expect(await sql('select 1 from auth.users where id = $1', [victim.id])).toHaveLength(1);
  });

  it('bad bodies and unknown users', async () => {
    expect((await callFn('delete-user', {}, 'admin')).body).toEqual({
      error: 'userId is required',
    });
    const missing = await callFn(
      'delete-user',
      { userId: '7d3c2b1a-0000-4000-8000-000000000001' },
      'admin',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('User not found');
  });
});

describe('every admin function answers every caller kind with JSON', () => {
  it.each(CALLER_KINDS)('%s', async (kind) => {
    for (const name of [
      'create-staff-user',
      'get-user-by-id',
      'delete-user',
      'get-all-users-email',
    ]) {
      const res = await callFn(name, {}, kind);
      expect(Object.keys(res.body).sort(), `${name} as ${kind}`).toEqual([
        res.status < 300 ? 'data' : 'error',
      ]);
    }
  });
});
