import { describe, expect, it } from 'vitest';
import { AuthApiError, isAuthSessionMissingError } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { env, newSession, sql, testClient } from '../helpers.ts';
import { claimsOf, PASSWORD, signUpNew } from './auth-helpers.ts';

/** Makes a rotated refresh token look older than any reuse interval (as if time had passed). */
async function ageRefreshToken(token: string) {
  await sql(
    `update auth.refresh_tokens set updated_at = now() - interval '1 hour' where token = $1`,
    [token],
  );
}

async function refreshWith(token: string) {
  return testClient().auth.refreshSession({ refresh_token: token });
}

describe('auth service: refresh tokens', () => {
  it('refreshSession rotates the refresh token and returns a working access token for the same session', async () => {
    const { client, session, user } = await signUpNew('refresh');
    const { data, error } = await client.auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(data.session!.user.id).toBe(user.id);
    expect(claimsOf(data.session!.access_token).session_id).toBe(
      claimsOf(session.access_token).session_id,
    );
    const me = await testClient().auth.getUser(data.session!.access_token);
    expect(me.data.user?.id).toBe(user.id);
    const stored = await sql<{ revoked: boolean; parent: string | null }>(
      'select revoked, parent from auth.refresh_tokens where token = any($1) order by id',
      [[session.refresh_token, data.session!.refresh_token]],
    );
    expect(stored).toEqual([
      { revoked: true, parent: null },
      { revoked: false, parent: session.refresh_token },
    ]);
  });

  it('a just-used refresh token presented again within the reuse interval yields the active child token', async () => {
    const { session } = await signUpNew('reuse-window');
    const first = await refreshWith(session.refresh_token);
    expect(first.error).toBeNull();
    // Make sure the reuse happens inside the interval, however slow the machine.
    await sql('update auth.refresh_tokens set updated_at = now() where token = $1', [
      session.refresh_token,
    ]);
    const again = await refreshWith(session.refresh_token);
    expect(again.error).toBeNull();
    expect(again.data.session!.refresh_token).toBe(first.data.session!.refresh_token);
  });

  it('a refresh token that was already used is refused after the reuse interval, and the session is revoked', async () => {
    const { session } = await signUpNew('reuse');
    const first = await refreshWith(session.refresh_token);
    expect(first.error).toBeNull();
    await ageRefreshToken(session.refresh_token);

    const reused = await refreshWith(session.refresh_token);
    expect(reused.data.session).toBeNull();
    expect(reused.error).toBeInstanceOf(AuthApiError);
    expect(reused.error).toMatchObject({
      code: 'refresh_token_already_used',
      status: 400,
      message: 'Invalid Refresh Token: Already Used',
    });
    // Reuse signals a stolen token: the whole session goes, including the child token.
    const child = await refreshWith(first.data.session!.refresh_token);
    expect(child.error).toMatchObject({ code: 'refresh_token_not_found', status: 400 });
    const me = await testClient().auth.getUser(first.data.session!.access_token);
    expect(me.data.user).toBeNull();
  });

  it('an unknown refresh token is refused with refresh_token_not_found', async () => {
    const { error } = await refreshWith('this-token-does-not-exist');
    expect(error).toMatchObject({
      code: 'refresh_token_not_found',
      status: 400,
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });
});

describe('auth service: getUser and updateUser', () => {
  it('getUser returns the signed-in user; without a session it reports a missing session', async () => {
    const { client, user, email } = await signUpNew('getuser', { name: 'Get User' });
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: user.id,
      email,
      user_metadata: expect.objectContaining({ name: 'Get User' }),
    });
    const none = await testClient().auth.getUser();
    expect(isAuthSessionMissingError(none.error)).toBe(true);
  });

  it('getUser with a forged or expired token is bad_jwt (403)', async () => {
    const { user, session } = await signUpNew('badjwt');
    const forged = await new SignJWT({ sub: user.id, role: 'authenticated', aud: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-real-secret-not-the-real-secret'));
    const a = await testClient().auth.getUser(forged);
    expect(a.error).toMatchObject({ code: 'bad_jwt', status: 403 });

    const expired = await new SignJWT({
      ...claimsOf(session.access_token),
      exp: Math.floor(Date.now() / 1000) - 60,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(env('SUPABASE_JWT_SECRET')));
    const b = await testClient().auth.getUser(expired);
    expect(b.error).toMatchObject({ code: 'bad_jwt', status: 403 });
    expect(b.error?.message).toContain('token is expired');
  });

  it('getUser for a user deleted meanwhile is user_not_found', async () => {
    const { user, session } = await signUpNew('deleted');
    expect((await testClient('service').auth.admin.deleteUser(user.id)).error).toBeNull();
    const { data, error } = await testClient().auth.getUser(session.access_token);
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ code: 'user_not_found', status: 403 });
  });

  it('updateUser merges metadata (null removes a key) and getUser shows it', async () => {
    const { client } = await signUpNew('meta', { name: 'Before', keep: 'yes', drop: 'me' });
    const { data, error } = await client.auth.updateUser({ data: { name: 'After', drop: null } });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toMatchObject({ name: 'After', keep: 'yes' });
    expect(data.user!.user_metadata).not.toHaveProperty('drop');
    const fresh = await client.auth.getUser();
    expect(fresh.data.user!.user_metadata).toMatchObject({ name: 'After', keep: 'yes' });
  });

  it('updateUser changes the password: the new one signs in, the old one no longer does', async () => {
    const { client, email } = await signUpNew('password');
    const other = await newSession(email, PASSWORD);
    const { error } = await client.auth.updateUser({ password: 'Brand-new-pass-9' });
    expect(error).toBeNull();
    expect(
      (await testClient().auth.signInWithPassword({ email, password: 'Brand-new-pass-9' })).error,
    ).toBeNull();
    expect(
      (await testClient().auth.signInWithPassword({ email, password: PASSWORD })).error?.code,
    ).toBe('invalid_credentials');
    // Like GoTrue, a password change signs out the user's other sessions but keeps this one.
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await other.client.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
  });

  it('updateUser refuses a short password (weak_password) and the current one (same_password)', async () => {
    const { client } = await signUpNew('password-rules');
    expect((await client.auth.updateUser({ password: 'short' })).error).toMatchObject({
      code: 'weak_password',
      status: 422,
    });
    expect((await client.auth.updateUser({ password: PASSWORD })).error).toMatchObject({
      code: 'same_password',
      status: 422,
    });
  });

  it('updateUser changes the email (mailer autoconfirm, as `supabase start`): the new address signs in', async () => {
    const { client, email } = await signUpNew('email-change');
    const next = `changed-${email}`;
    const { data, error } = await client.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(next);
    expect(
      (await testClient().auth.signInWithPassword({ email: next, password: PASSWORD })).error,
    ).toBeNull();
    expect(
      (await testClient().auth.signInWithPassword({ email, password: PASSWORD })).error?.code,
    ).toBe('invalid_credentials');
  });

  it("updateUser to another user's email is refused with email_exists", async () => {
    const a = await signUpNew('email-a');
    const b = await signUpNew('email-b');
    const { error } = await b.client.auth.updateUser({ email: a.email });
    expect(error).toMatchObject({ code: 'email_exists', status: 422 });
  });
});

describe('auth service: signOut scopes', () => {
  async function threeSessions(tag: string) {
    const { email } = await signUpNew(tag);
    return {
      email,
      a: await newSession(email, PASSWORD),
      b: await newSession(email, PASSWORD),
      c: await newSession(email, PASSWORD),
    };
  }

  async function works(s: {
    client: ReturnType<typeof testClient>;
    session: { access_token: string; refresh_token: string };
  }) {
    const user = await testClient().auth.getUser(s.session.access_token);
    return user.error === null;
  }

  it('local: only the current session ends; its tokens stop working, other sessions keep going', async () => {
    const { a, b } = await threeSessions('logout-local');
    const { error } = await a.client.auth.signOut({ scope: 'local' });
    expect(error).toBeNull();
    expect((await a.client.auth.getSession()).data.session).toBeNull();
    expect(await works(a)).toBe(false);
    const aRefresh = await testClient().auth.refreshSession({
      refresh_token: a.session.refresh_token,
    });
    expect(aRefresh.error).toMatchObject({ code: 'refresh_token_not_found' });
    expect(await works(b)).toBe(true);
    expect((await b.client.auth.refreshSession()).error).toBeNull();
  });

  it('others: every other session ends, the current one stays signed in', async () => {
    const { a, b, c } = await threeSessions('logout-others');
    const { error } = await a.client.auth.signOut({ scope: 'others' });
    expect(error).toBeNull();
    expect((await a.client.auth.getSession()).data.session).not.toBeNull();
    expect(await works(a)).toBe(true);
    expect((await a.client.auth.refreshSession()).error).toBeNull();
    for (const s of [b, c]) {
      expect(await works(s)).toBe(false);
      expect((await s.client.auth.refreshSession()).error).toMatchObject({
        code: 'refresh_token_not_found',
      });
    }
  });

  it('global (the default): every session of the user ends', async () => {
    const { a, b, c } = await threeSessions('logout-global');
    const { error } = await a.client.auth.signOut();
    expect(error).toBeNull();
    for (const s of [a, b, c]) {
      expect(await works(s)).toBe(false);
      const r = await testClient().auth.refreshSession({ refresh_token: s.session.refresh_token });
      expect(r.error).toMatchObject({ code: 'refresh_token_not_found' });
    }
  });

  it('the access token of an ended session is rejected with session_not_found', async () => {
    const { a } = await threeSessions('logout-claim');
    await a.client.auth.signOut({ scope: 'local' });
    const res = await fetch(`${env('SUPABASE_URL')}/auth/v1/user`, {
      headers: {
        apikey: env('SUPABASE_ANON_KEY'),
        Authorization: `Bearer ${a.session.access_token}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'session_not_found' });
  });
});
