import { describe, expect, it } from 'vitest';
import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { sql, testClient } from '../helpers.ts';
import { authEmail, PASSWORD, signUpNew } from './auth-helpers.ts';

describe('auth service: signup and password sign-in', () => {
  it('signUp returns a session and the user, and signInWithPassword accepts the right password only', async () => {
    const { email, user, session } = await signUpNew('signup', {
      name: 'Signup Person',
      role: 'user',
    });
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.refresh_token).toEqual(expect.any(String));
    expect(user.email).toBe(email);
    expect(user.aud).toBe('authenticated');
    expect(user.role).toBe('authenticated');
    expect(user.email_confirmed_at).toEqual(expect.any(String));
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.user_metadata).toMatchObject({ name: 'Signup Person', role: 'user' });
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({ provider: 'email', user_id: user.id, id: user.id });

    const right = testClient();
    const ok = await right.auth.signInWithPassword({ email, password: PASSWORD });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.id).toBe(user.id);
    expect(ok.data.session?.access_token).not.toBe(session.access_token);
    expect(ok.data.user?.last_sign_in_at).toEqual(expect.any(String));

    const wrong = await testClient().auth.signInWithPassword({
      email,
      password: 'not-the-password',
    });
    expect(wrong.data.session).toBeNull();
    expect(wrong.error).toBeInstanceOf(AuthApiError);
    expect(wrong.error).toMatchObject({
      code: 'invalid_credentials',
      status: 400,
      message: 'Invalid login credentials',
    });
  });

  it('an unknown email gets the same invalid_credentials answer (no account enumeration)', async () => {
    const { error } = await testClient().auth.signInWithPassword({
      email: authEmail('nobody'),
      password: PASSWORD,
    });
    expect(error).toMatchObject({
      code: 'invalid_credentials',
      status: 400,
      message: 'Invalid login credentials',
    });
  });

  it('the email is matched case-insensitively', async () => {
    const { email } = await signUpNew('case');
    const { error } = await testClient().auth.signInWithPassword({
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(error).toBeNull();
  });

  it('signing up twice with the same email is refused with user_already_exists', async () => {
    const { email } = await signUpNew('twice');
    const { data, error } = await testClient().auth.signUp({ email, password: 'Another-pass-2' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      code: 'user_already_exists',
      status: 422,
      message: 'User already registered',
    });
    // The first password still works, the second was not stored.
    expect(
      (await testClient().auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
    expect(
      (await testClient().auth.signInWithPassword({ email, password: 'Another-pass-2' })).error
        ?.code,
    ).toBe('invalid_credentials');
  });

  it('a password under 8 characters is refused with weak_password and no user is created', async () => {
    const email = authEmail('weak');
    const { data, error } = await testClient().auth.signUp({ email, password: 'short7!' });
    expect(data.user).toBeNull();
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ code: 'weak_password', status: 422 });
    // Boundary: supabase-js types the error as AuthError; it is the subclass checked just above.
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
    expect(
      await sql('select 1 from auth.users where lower(email) = lower($1)', [email]),
    ).toHaveLength(0);
  });

  it('an invalid email or a missing password is a validation_failed error', async () => {
    const bad = await testClient().auth.signUp({ email: 'not-an-email', password: PASSWORD });
    expect(bad.error).toMatchObject({ code: 'validation_failed', status: 400 });
    expect(bad.error?.message).toBe('Unable to validate email address: invalid format');
    const noPw = await testClient().auth.signUp({ email: authEmail('nopw'), password: '' });
    expect(noPw.error).toMatchObject({
      code: 'validation_failed',
      status: 400,
      message: 'Signup requires a valid password',
    });
  });

  it('a user whose email is not confirmed cannot sign in (email_not_confirmed)', async () => {
    const email = authEmail('unconfirmed');
    const admin = testClient('service');
    const created = await admin.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: false,
    });
    expect(created.error).toBeNull();
    const { error } = await testClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toMatchObject({
      code: 'email_not_confirmed',
      status: 400,
      message: 'Email not confirmed',
    });
    await admin.auth.admin.deleteUser(created.data.user!.id);
  });

  it('passwords hashed by pgcrypto crypt() (as in seed.sql) verify', async () => {
    const email = authEmail('pgcrypto');
    const [row] = await sql<{ id: string }>(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values (gen_random_uuid(), 'authenticated', 'authenticated', $1, extensions.crypt($2, extensions.gen_salt('bf')),
               now(), '{"provider":"email","providers":["email"]}', '{"name":"Seeded"}')
       returning id`,
      [email, PASSWORD],
    );
    const { data, error } = await testClient().auth.signInWithPassword({
      email,
      password: PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(row!.id);
    expect(
      (await testClient().auth.signInWithPassword({ email, password: 'wrong-password' })).error
        ?.code,
    ).toBe('invalid_credentials');
  });

  it('signup stores the user, a bcrypt hash and the email identity in the auth tables', async () => {
    const { email, user } = await signUpNew('tables', { name: 'Stored' });
    const [u] = await sql<{ encrypted_password: string; raw_app_meta_data: unknown }>(
      'select encrypted_password, raw_app_meta_data from auth.users where id = $1',
      [user.id],
    );
    expect(u!.encrypted_password).toMatch(/^\$2[aby]\$\d\d\$.{53}$/);
    expect(u!.encrypted_password).not.toContain(PASSWORD);
    expect(u!.raw_app_meta_data).toEqual({ provider: 'email', providers: ['email'] });
    const ids = await sql<{
      provider: string;
      provider_id: string;
      identity_data: Record<string, unknown>;
    }>('select provider, provider_id, identity_data from auth.identities where user_id = $1', [
      user.id,
    ]);
    expect(ids).toEqual([
      {
        provider: 'email',
        provider_id: user.id,
        identity_data: expect.objectContaining({ sub: user.id, email, email_verified: true }),
      },
    ]);
  });
});
