import { describe, expect, it } from 'vitest';
import { env, listMail, sql, testClient, waitForMail } from '../helpers.ts';
import { authEmail, claimsOf, PASSWORD, signUpNew } from './auth-helpers.ts';

const REDIRECT = 'http://127.0.0.1:5173/update-password';

function linkFrom(html: string): string {
  const m = /href="([^"]+\/auth\/v1\/verify\?[^"]+)"/.exec(html);
  if (!m) throw new Error(`no verify link in mail: ${html}`);
  return m[1]!.replace(/&amp;/g, '&');
}

function fragmentOf(location: string): URLSearchParams {
  return new URLSearchParams(location.slice(location.indexOf('#') + 1));
}

async function follow(link: string): Promise<{ status: number; location: string }> {
  const res = await fetch(link, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

describe('auth service: password recovery by email', () => {
  it('resetPasswordForEmail mails a link that leads to a session which can set a new password', async () => {
    const { email } = await signUpNew('recover');
    const anon = testClient();
    const sent = await anon.auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({});

    const mail = await waitForMail(email, (m) => m.subject === 'Reset Your Password');
    expect(mail.from[0]!.address).toBe('no-reply@claimdesk.test');
    const link = linkFrom(mail.html ?? '');
    expect(mail.text).toContain(link);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${env('SUPABASE_URL')}/auth/v1/verify`);
    expect(url.searchParams.get('type')).toBe('recovery');
    expect(url.searchParams.get('redirect_to')).toBe(REDIRECT);

    const { status, location } = await follow(link);
    expect(status).toBe(303);
    expect(location.startsWith(`${REDIRECT}#`)).toBe(true);
    const frag = fragmentOf(location);
    expect(frag.get('type')).toBe('recovery');
    expect(frag.get('token_type')).toBe('bearer');
    expect(Number(frag.get('expires_in'))).toBe(3600);
    expect(Number(frag.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);
    const access_token = frag.get('access_token')!;
    const refresh_token = frag.get('refresh_token')!;
    expect(claimsOf(access_token).amr).toEqual([
      { method: 'recovery', timestamp: expect.any(Number) },
    ]);

    // What the SPA's update-password page does with the tokens from the URL.
    const browser = testClient();
    const set = await browser.auth.setSession({ access_token, refresh_token });
    expect(set.error).toBeNull();
    expect(set.data.user?.email).toBe(email);
    const updated = await browser.auth.updateUser({ password: 'Recovered-pass-5' });
    expect(updated.error).toBeNull();

    expect(
      (await testClient().auth.signInWithPassword({ email, password: 'Recovered-pass-5' })).error,
    ).toBeNull();
    expect(
      (await testClient().auth.signInWithPassword({ email, password: PASSWORD })).error?.code,
    ).toBe('invalid_credentials');
  });

  it('a recovery link works once: following it again redirects with otp_expired', async () => {
    const { email } = await signUpNew('recover-once');
    await testClient().auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
    const link = linkFrom(
      (await waitForMail(email, (m) => m.subject === 'Reset Your Password')).html ?? '',
    );
    expect(fragmentOf((await follow(link)).location).get('access_token')).toBeTruthy();

    const again = await follow(link);
    expect(again.status).toBe(303);
    expect(again.location.startsWith(`${REDIRECT}#`)).toBe(true);
    const frag = fragmentOf(again.location);
    expect(frag.get('error')).toBe('access_denied');
    expect(frag.get('error_code')).toBe('otp_expired');
    expect(frag.get('error_description')).toBe('Email link is invalid or has expired');
    expect(frag.get('access_token')).toBeNull();
  });

  it('only the newest recovery link is valid', async () => {
    const { email } = await signUpNew('recover-newest');
    await testClient().auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
    const first = linkFrom((await waitForMail(email)).html ?? '');
    // One mail per address per 60 s: move the first one back in time.
    await sql(
      `update auth.users set recovery_sent_at = now() - interval '61 seconds' where lower(email) = $1`,
      [email],
    );
    await testClient().auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
    const second = linkFrom(
      (
        await waitForMail(
          email,
          (m) => !(m.html ?? '').includes(new URL(first).searchParams.get('token')!),
        )
      ).html ?? '',
    );
    expect(fragmentOf((await follow(first)).location).get('error_code')).toBe('otp_expired');
    expect(fragmentOf((await follow(second)).location).get('access_token')).toBeTruthy();
  });

  it('the 6-digit code in the mail verifies too (verifyOtp with type recovery)', async () => {
    const { email, user } = await signUpNew('recover-otp');
    await testClient().auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
    const mail = await waitForMail(email, (m) => m.subject === 'Reset Your Password');
    const code = /enter the code: (\d{6})/.exec(mail.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await testClient().auth.verifyOtp({
      email,
      token: code === '000000' ? '111111' : '000000',
      type: 'recovery',
    });
    expect(wrong.error).toMatchObject({ code: 'otp_expired', status: 403 });
    const { data, error } = await testClient().auth.verifyOtp({
      email,
      token: code!,
      type: 'recovery',
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.session?.access_token).toEqual(expect.any(String));
  });

  it('an unknown email gets the same empty success and no mail is sent', async () => {
    const email = authEmail('recover-unknown');
    const { data, error } = await testClient().auth.resetPasswordForEmail(email, {
      redirectTo: REDIRECT,
    });
    expect(error).toBeNull();
    expect(data).toEqual({});
    await new Promise((r) => setTimeout(r, 500));
    expect((await listMail()).some((m) => m.to.some((t) => t.address === email))).toBe(false);
  });

  it('a redirect_to outside the allowed hosts falls back to the site URL', async () => {
    const { email } = await signUpNew('recover-redirect');
    await testClient().auth.resetPasswordForEmail(email, {
      redirectTo: 'https://evil.example.com/steal',
    });
    const link = linkFrom((await waitForMail(email)).html ?? '');
    const { location } = await follow(link);
    expect(location.startsWith('https://evil.example.com')).toBe(false);
    expect(fragmentOf(location).get('access_token')).toBeTruthy();
  });

  it('an invalid token in the verify link redirects with otp_expired', async () => {
    const link = `${env('SUPABASE_URL')}/auth/v1/verify?token=deadbeef&type=recovery&redirect_to=${encodeURIComponent(REDIRECT)}`;
    const { status, location } = await follow(link);
    expect(status).toBe(303);
    expect(location.startsWith(`${REDIRECT}#`)).toBe(true);
    expect(fragmentOf(location).get('error_code')).toBe('otp_expired');
  });

  it('a recovery link older than one hour has expired', async () => {
    const { email, user } = await signUpNew('recover-expired');
    await testClient().auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
    const link = linkFrom(
      (await waitForMail(email, (m) => m.subject === 'Reset Your Password')).html ?? '',
    );
    await sql(
      `update auth.users set recovery_sent_at = now() - interval '61 minutes' where id = $1`,
      [user.id],
    );
    const { location } = await follow(link);
    expect(fragmentOf(location).get('error_code')).toBe('otp_expired');
    expect(fragmentOf(location).get('access_token')).toBeNull();
  });
});
