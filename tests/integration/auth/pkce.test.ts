/** The PKCE flow (flowType 'pkce'): mail links lead to `?code=`, exchanged with the verifier. */
import { describe, expect, it } from 'vitest';
import { testClient, waitForMail } from '../helpers.ts';
import { authFetch, claimsOf, randomIp, signUpNew } from './auth-helpers.ts';

const REDIRECT = 'http://127.0.0.1:5173/update-password';

function pkceClient() {
  return testClient('anon', randomIp(), { flowType: 'pkce' });
}

const exchange = (auth_code: string, code_verifier: string) =>
  authFetch('/token?grant_type=pkce', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
    body: JSON.stringify({ auth_code, code_verifier }),
  });

describe('auth service: PKCE flow', () => {
  it('a recovery link gives a code that only the requesting client can exchange, once', async () => {
    const { email, user } = await signUpNew('pkce');
    const browser = pkceClient();
    expect(
      (await browser.auth.resetPasswordForEmail(email, { redirectTo: REDIRECT })).error,
    ).toBeNull();
    const mail = await waitForMail(email, (m) => m.subject === 'Reset Your Password');
    const link = /href="([^"]+)"/.exec(mail.html ?? '')![1]!.replace(/&amp;/g, '&');
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);

    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    const code = location.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const wrong = await exchange(
      code,
      'a-verifier-that-does-not-match-the-challenge-at-all-000000',
    );
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ code: 'bad_code_verifier' });

    const { data, error } = await browser.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    // Boundary: GoTrue's answer (and supabase-js' data) has redirectType; supabase-js' types omit it.
    expect((data as { redirectType?: string | null }).redirectType).toBe('recovery');
    expect(claimsOf(data.session!.access_token).amr).toEqual([
      { method: 'recovery', timestamp: expect.any(Number) },
    ]);
    expect((await browser.auth.updateUser({ password: 'Pkce-new-pass-8' })).error).toBeNull();
    expect(
      (await testClient().auth.signInWithPassword({ email, password: 'Pkce-new-pass-8' })).error,
    ).toBeNull();

    const reused = await exchange(code, 'anything-anything-anything-anything-anything');
    expect(reused.status).toBe(404);
    expect(await reused.json()).toMatchObject({ code: 'flow_state_not_found' });
  });
});
