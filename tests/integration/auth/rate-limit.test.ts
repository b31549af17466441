import { describe, expect, it } from 'vitest';
import { authEmail, authFetch, PASSWORD, randomIp, signUpNew } from './auth-helpers.ts';
import { testClient } from '../helpers.ts';

describe('auth service: per-IP rate limits (GoTrue defaults)', () => {
  it('the 151st token grant from one IP within 5 minutes gets 429 over_request_rate_limit', async () => {
    const ip = randomIp();
    const { email } = await signUpNew('rate-token');
    const client = testClient('anon', ip);

    // One real sign-in, then 149 failed ones: all count as token grants.
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const unknown = authEmail('rate-unknown');
    for (let i = 2; i <= 150; i++) {
      const { error } = await client.auth.signInWithPassword({
        email: unknown,
        password: PASSWORD,
      });
      expect(error?.code, `grant ${i}`).toBe('invalid_credentials');
    }

    const limited = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(limited.data.session).toBeNull();
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    // Refresh grants share the budget.
    const refresh = await client.auth.refreshSession({ refresh_token: 'whatever' });
    expect(refresh.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    // Another client address is not affected.
    const other = await testClient('anon', randomIp()).auth.signInWithPassword({
      email,
      password: PASSWORD,
    });
    expect(other.error).toBeNull();
  }, 60_000);

  it('signup and recover allow 30 requests per IP per 5 minutes', async () => {
    const ip = randomIp();
    const client = testClient('anon', ip);
    for (let i = 1; i <= 30; i++) {
      // Invalid signups are cheap and still count.
      const { error } = await client.auth.signUp({
        email: `not-an-email-${i}`,
        password: PASSWORD,
      });
      expect(error?.code, `signup ${i}`).toBe('validation_failed');
    }
    const limited = await client.auth.signUp({
      email: authEmail('rate-signup'),
      password: PASSWORD,
    });
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    const recoverIp = randomIp();
    for (let i = 1; i <= 30; i++) {
      const res = await authFetch(
        '/recover',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: authEmail(`rate-recover-${i}`) }),
        },
        recoverIp,
      );
      expect(res.status, `recover ${i}`).toBe(200);
    }
    const res = await authFetch(
      '/recover',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
        body: JSON.stringify({ email: authEmail('rate-recover-31') }),
      },
      recoverIp,
    );
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
  }, 60_000);

  it('user updates (PUT /user) allow 30 per IP per 5 minutes', async () => {
    const ip = randomIp();
    const { email } = await signUpNew('rate-user');
    const client = testClient('anon', ip);
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    for (let i = 1; i <= 30; i++) {
      const { error } = await client.auth.updateUser({ data: { counter: i } });
      expect(error, `update ${i}`).toBeNull();
    }
    const limited = await client.auth.updateUser({ data: { counter: 31 } });
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect((await client.auth.getUser()).data.user?.user_metadata).toMatchObject({ counter: 30 });
  }, 60_000);
});
