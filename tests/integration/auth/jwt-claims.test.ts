import { describe, expect, it } from 'vitest';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { env, sql, testClient } from '../helpers.ts';
import { PASSWORD, signUpNew } from './auth-helpers.ts';

describe('auth service: access token claims', () => {
  it('a password sign-in yields an HS256 JWT with the claims ARCHITECTURE.md lists', async () => {
    const { email, user } = await signUpNew('claims', { name: 'Claims Person' });
    const before = Math.floor(Date.now() / 1000);
    const { data, error } = await testClient().auth.signInWithPassword({
      email,
      password: PASSWORD,
    });
    expect(error).toBeNull();
    const token = data.session!.access_token;

    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    // Verifies with the project's JWT secret, the one PostgREST and edge functions use.
    const { payload } = await jwtVerify(
      token,
      new TextEncoder().encode(env('SUPABASE_JWT_SECRET')),
      {
        algorithms: ['HS256'],
      },
    );
    expect(payload).toMatchObject({
      iss: `${env('SUPABASE_URL')}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: expect.objectContaining({ name: 'Claims Person' }),
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(payload.iat).toBeGreaterThanOrEqual(before - 1);
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(data.session!.expires_at).toBe(payload.exp);
    expect(payload.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    // Boundary: a decoded JWT's claims are untyped JSON; amr's shape is checked just above.
    const [amr] = payload.amr as { timestamp: number }[];
    expect(Math.abs(amr!.timestamp - before)).toBeLessThanOrEqual(5);

    expect(payload.session_id).toMatch(/^[0-9a-f-]{36}$/);
    const sessions = await sql('select user_id from auth.sessions where id = $1', [
      payload.session_id,
    ]);
    expect(sessions).toEqual([{ user_id: user.id }]);
  });

  it('a refreshed token keeps the session id and the original authentication method', async () => {
    const { client, session } = await signUpNew('claims-refresh');
    const { data } = await client.auth.refreshSession();
    const before = (
      await jwtVerify(session.access_token, new TextEncoder().encode(env('SUPABASE_JWT_SECRET')))
    ).payload;
    const after = (
      await jwtVerify(
        data.session!.access_token,
        new TextEncoder().encode(env('SUPABASE_JWT_SECRET')),
      )
    ).payload;
    expect(after.session_id).toBe(before.session_id);
    expect(after.amr).toEqual(before.amr);
  });

  it('user metadata changes appear in the next token', async () => {
    const { client } = await signUpNew('claims-meta', { name: 'Old' });
    await client.auth.updateUser({ data: { name: 'New' } });
    const { data } = await client.auth.refreshSession();
    const payload = (
      await jwtVerify(
        data.session!.access_token,
        new TextEncoder().encode(env('SUPABASE_JWT_SECRET')),
      )
    ).payload;
    expect(payload.user_metadata).toMatchObject({ name: 'New' });
  });
});
