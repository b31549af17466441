import { describe, expect, it } from 'vitest';
import { testClient } from '../helpers.ts';
import { authEmail, PASSWORD, signUpNew } from './auth-helpers.ts';

describe('auth service: admin users API (service role only)', () => {
  it('createUser, listUsers, getUserById, updateUserById and deleteUser work with the service role key', async () => {
    const admin = testClient('service').auth.admin;
    const email = authEmail('admin-crud');

    const created = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { name: 'Admin Made' },
      app_metadata: { plan: 'pro' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user!;
    expect(user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'], plan: 'pro' },
      user_metadata: expect.objectContaining({ name: 'Admin Made' }),
    });
    expect(user.email_confirmed_at).toEqual(expect.any(String));
    expect(
      (await testClient().auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();

    const list = await admin.listUsers({ page: 1, perPage: 1000 });
    if (list.error) throw list.error;
    expect(list.data.aud).toBe('authenticated');
    expect(list.data.users.map((u) => u.id)).toContain(user.id);
    expect(list.data.total).toBeGreaterThanOrEqual(list.data.users.length);

    const got = await admin.getUserById(user.id);
    expect(got.error).toBeNull();
    expect(got.data.user).toMatchObject({ id: user.id, email });

    const updated = await admin.updateUserById(user.id, {
      password: 'Admin-set-pass-3',
      user_metadata: { name: 'Renamed' },
      app_metadata: { plan: 'free' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user!.user_metadata).toMatchObject({ name: 'Renamed' });
    expect(updated.data.user!.app_metadata).toMatchObject({ provider: 'email', plan: 'free' });
    expect(
      (await testClient().auth.signInWithPassword({ email, password: 'Admin-set-pass-3' })).error,
    ).toBeNull();
    expect(
      (await testClient().auth.signInWithPassword({ email, password: PASSWORD })).error?.code,
    ).toBe('invalid_credentials');

    const deleted = await admin.deleteUser(user.id);
    expect(deleted.error).toBeNull();
    const gone = await admin.getUserById(user.id);
    expect(gone.data.user).toBeNull();
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' });
    expect(
      (await testClient().auth.signInWithPassword({ email, password: 'Admin-set-pass-3' })).error
        ?.code,
    ).toBe('invalid_credentials');
  });

  it('listUsers paginates with X-Total-Count and Link headers', async () => {
    const admin = testClient('service').auth.admin;
    await signUpNew('admin-page-1');
    await signUpNew('admin-page-2');
    const page1 = await admin.listUsers({ page: 1, perPage: 1 });
    if (page1.error) throw page1.error;
    expect(page1.data.users).toHaveLength(1);
    expect(page1.data.total).toBeGreaterThanOrEqual(2);
    expect(page1.data.nextPage).toBe(2);
    const page2 = await admin.listUsers({ page: 2, perPage: 1 });
    expect(page2.data.users).toHaveLength(1);
    expect(page2.data.users[0]!.id).not.toBe(page1.data.users[0]!.id);
  });

  it('createUser with an existing email is refused with email_exists', async () => {
    const { email } = await signUpNew('admin-dup');
    const { error } = await testClient('service').auth.admin.createUser({
      email,
      password: PASSWORD,
    });
    expect(error).toMatchObject({ code: 'email_exists', status: 422 });
  });

  it('ban_duration bans a user from signing in until it is lifted with "none"', async () => {
    const admin = testClient('service').auth.admin;
    const { email, user } = await signUpNew('admin-ban');
    expect(
      (await admin.updateUserById(user.id, { ban_duration: '24h' })).data.user?.banned_until,
    ).toEqual(expect.any(String));
    expect(
      (await testClient().auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toMatchObject({
      code: 'user_banned',
      status: 400,
    });
    await admin.updateUserById(user.id, { ban_duration: 'none' });
    expect(
      (await testClient().auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
  });

  it('every admin call with the anon key is refused with 403 not_admin', async () => {
    const { user } = await signUpNew('admin-anon-target');
    const admin = testClient('anon').auth.admin;
    const results = [
      await admin.createUser({ email: authEmail('admin-anon'), password: PASSWORD }),
      await admin.listUsers(),
      await admin.getUserById(user.id),
      await admin.updateUserById(user.id, { user_metadata: { name: 'hacked' } }),
      await admin.deleteUser(user.id),
    ];
    for (const r of results) {
      expect(r.error).toMatchObject({
        status: 403,
        code: 'not_admin',
        message: 'User not allowed',
      });
    }
    const still = await testClient('service').auth.admin.getUserById(user.id);
    expect(still.data.user?.user_metadata).not.toMatchObject({ name: 'hacked' });
  });

  it("a signed-in user's own access token is not an admin credential either", async () => {
    const { session } = await signUpNew('admin-user-token');
    const asUser = testClient('anon', undefined, { accessToken: session.access_token });
    const { error } = await asUser.auth.admin.listUsers();
    expect(error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});
