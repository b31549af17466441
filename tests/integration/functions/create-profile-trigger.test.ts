import { describe, expect, it } from 'vitest';
import { sql } from '../helpers.ts';
import { callFn, newUser, type CallerKind } from './fn-helpers.ts';

describe('create-profile-trigger', () => {
  it('the user themselves: idempotent, the profile already made by the trigger is returned unchanged', async () => {
    const u = await newUser('Pat Profile');
    const token = (await u.client.auth.getSession()).data.session!.access_token;
    const first = await callFn<{
      profile: { id: string; name: string; role: string };
      created: boolean;
    }>('create-profile-trigger', { userId: u.id, name: 'Pat Profile' }, { token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      profile: { id: u.id, name: 'Pat Profile', role: 'user' },
      created: false,
    });
    const second = await callFn(
      'create-profile-trigger',
      { userId: u.id, name: 'Pat Profile' },
      { token },
    );
    expect(second.body).toEqual(first.body);
    expect(await sql('select 1 from public.profiles where id = $1', [u.id])).toHaveLength(1);
  });

  it('creates the profile when it is missing, as a plain user, never with another role', async () => {
    const u = await newUser('Robin Restore');
    await sql("update public.profiles set role = 'user' where id = $1", [u.id]);
    await sql('delete from public.profiles where id = $1', [u.id]);
    const res = await callFn<{
      profile: { name: string; role: string; questionsRemaining: number };
      created: boolean;
    }>('create-profile-trigger', { userId: u.id, name: 'Robin Restore', role: 'admin' }, 'service');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      profile: { name: 'Robin Restore', role: 'user', questionsRemaining: 10 },
      created: true,
    });
    const [row] = await sql<{ role: string }>('select role from public.profiles where id = $1', [
      u.id,
    ]);
    expect(row?.role).toBe('user');
  });

  it('an unknown auth user is 404 User not found (service role)', async () => {
    const res = await callFn(
      'create-profile-trigger',
      { userId: '7d3c2b1a-0000-4000-8000-0000000000ff', name: 'X' },
      'service',
    );
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('User not found');
  });

  it.each<[CallerKind, number, string]>([
    ['anon', 401, 'No valid session found'],
    ['user', 403, 'You can only create your own profile'],
    ['expert', 403, 'You can only create your own profile'],
    ['admin', 403, 'You can only create your own profile'],
  ])("%s calling for someone else's profile: %i", async (kind, status, message) => {
    const other = await newUser('Other Person');
    const res = await callFn(
      'create-profile-trigger',
      { userId: other.id, name: 'Hijacked' },
      kind,
    );
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error: message });
    const [row] = await sql<{ name: string }>('select name from public.profiles where id = $1', [
      other.id,
    ]);
    expect(row?.name).toBe('Other Person');
  });

  it('bad bodies name the field', async () => {
    expect((await callFn('create-profile-trigger', { name: 'x' }, 'service')).body).toEqual({
      error: 'userId is required',
    });
    const long = await callFn(
      'create-profile-trigger',
      { userId: '7d3c2b1a-0000-4000-8000-0000000000ff', name: 'x'.repeat(101) },
      'service',
    );
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/^name: /);
  });
});
