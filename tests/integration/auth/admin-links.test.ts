/** Admin invites and generated links (auth.admin.inviteUserByEmail / generateLink). */
import { describe, expect, it } from 'vitest';
import { testClient, waitForMail } from '../helpers.ts';
import { authEmail, claimsOf, PASSWORD, signUpNew } from './auth-helpers.ts';

const REDIRECT = 'http://127.0.0.1:5173/welcome';

async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  return {
    status: res.status,
    location,
    fragment: new URLSearchParams(location.split('#')[1] ?? ''),
  };
}

describe('auth service: invites and generated links (service role only)', () => {
  it('inviteUserByEmail creates the user and mails a link that signs them in to set a password', async () => {
    const email = authEmail('invite');
    const admin = testClient('service').auth.admin;
    const { data, error } = await admin.inviteUserByEmail(email, {
      data: { name: 'Invited Person' },
      redirectTo: REDIRECT,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      user_metadata: expect.objectContaining({ name: 'Invited Person' }),
    });
    expect(data.user!.invited_at).toEqual(expect.any(String));
    expect(data.user!.email_confirmed_at).toBeUndefined();

    const mail = await waitForMail(email, (m) => m.subject === 'You have been invited');
    const link = /href="([^"]+)"/.exec(mail.html ?? '')![1]!.replace(/&amp;/g, '&');
    const { status, location, fragment } = await follow(link);
    expect(status).toBe(303);
    expect(location.startsWith(`${REDIRECT}#`)).toBe(true);
    expect(fragment.get('type')).toBe('invite');
    const access_token = fragment.get('access_token')!;
    expect(claimsOf(access_token).amr).toEqual([
      { method: 'invite', timestamp: expect.any(Number) },
    ]);

    const browser = testClient();
    await browser.auth.setSession({ access_token, refresh_token: fragment.get('refresh_token')! });
    expect((await browser.auth.updateUser({ password: PASSWORD })).error).toBeNull();
    const signedIn = await testClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user!.email_confirmed_at).toEqual(expect.any(String));

    const again = await admin.inviteUserByEmail(email);
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('generateLink recovery returns the link and code a mail would carry, usable once', async () => {
    const { email, user } = await signUpNew('genlink');
    const admin = testClient('service').auth.admin;
    const { data, error } = await admin.generateLink({
      type: 'recovery',
      email,
      options: { redirectTo: REDIRECT },
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.properties).toMatchObject({
      verification_type: 'recovery',
      redirect_to: REDIRECT,
      email_otp: expect.stringMatching(/^\d{6}$/),
      hashed_token: expect.stringMatching(/^[0-9a-f]{56}$/),
    });
    const first = await follow(data.properties!.action_link);
    expect(first.fragment.get('type')).toBe('recovery');
    expect(first.fragment.get('access_token')).toBeTruthy();
    expect((await follow(data.properties!.action_link)).fragment.get('error_code')).toBe(
      'otp_expired',
    );

    const next = await admin.generateLink({ type: 'recovery', email });
    const verified = await testClient().auth.verifyOtp({
      token_hash: next.data.properties!.hashed_token,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(user.id);
  });

  it('generateLink signup creates an unconfirmed user whose link confirms the address', async () => {
    const email = authEmail('genlink-signup');
    const admin = testClient('service').auth.admin;
    const { data, error } = await admin.generateLink({ type: 'signup', email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(
      (await testClient().auth.signInWithPassword({ email, password: PASSWORD })).error?.code,
    ).toBe('email_not_confirmed');
    expect((await follow(data.properties!.action_link)).fragment.get('type')).toBe('signup');
    expect(
      (await testClient().auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
  });

  it('generateLink for an unknown user is user_not_found; with the anon key it is not_admin', async () => {
    const admin = testClient('service').auth.admin;
    const unknown = await admin.generateLink({
      type: 'magiclink',
      email: authEmail('genlink-nobody'),
    });
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const anon = await testClient('anon').auth.admin.generateLink({
      type: 'magiclink',
      email: authEmail('x'),
    });
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin' });
    const invite = await testClient('anon').auth.admin.inviteUserByEmail(authEmail('anon-invite'));
    expect(invite.error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});
