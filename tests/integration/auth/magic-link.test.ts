import { describe, expect, it } from 'vitest';
import { testClient, waitForMail } from '../helpers.ts';
import { authEmail, claimsOf, signUpNew } from './auth-helpers.ts';

const REDIRECT = 'http://127.0.0.1:5173/';

async function followMailLink(html: string | undefined) {
  const m = /href="([^"]+)"/.exec(html ?? '');
  if (!m) throw new Error('no link in mail');
  const res = await fetch(m[1]!.replace(/&amp;/g, '&'), { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  return { status: res.status, fragment: new URLSearchParams(location.split('#')[1] ?? '') };
}

describe('auth service: email OTP and magic links', () => {
  it('signInWithOtp mails an existing user a magic link that signs them in', async () => {
    const { email, user } = await signUpNew('magic');
    const { error } = await testClient().auth.signInWithOtp({
      email,
      options: { emailRedirectTo: REDIRECT },
    });
    expect(error).toBeNull();
    const mail = await waitForMail(email, (m) => m.subject === 'Your Magic Link');
    const { status, fragment } = await followMailLink(mail.html);
    expect(status).toBe(303);
    expect(fragment.get('type')).toBe('magiclink');
    const token = fragment.get('access_token')!;
    expect(claimsOf(token)).toMatchObject({
      sub: user.id,
      amr: [{ method: 'magiclink', timestamp: expect.any(Number) }],
    });
  });

  it('the code in the magic-link mail works with verifyOtp type email', async () => {
    const { email, user } = await signUpNew('magic-code');
    await testClient().auth.signInWithOtp({ email });
    const mail = await waitForMail(email, (m) => m.subject === 'Your Magic Link');
    const code = /enter the code: (\d{6})/.exec(mail.text ?? '')![1]!;
    const { data, error } = await testClient().auth.verifyOtp({
      email,
      token: code,
      type: 'email',
    });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(user.id);
  });

  it('a new address gets a signup confirmation; with shouldCreateUser false it is refused', async () => {
    const email = authEmail('magic-new');
    expect((await testClient().auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await waitForMail(email, (m) => m.subject === 'Confirm Your Signup');
    const { fragment } = await followMailLink(mail.html);
    expect(fragment.get('type')).toBe('signup');
    const me = await testClient().auth.getUser(fragment.get('access_token')!);
    expect(me.data.user?.email).toBe(email);
    expect(me.data.user?.email_confirmed_at).toEqual(expect.any(String));

    const refused = await testClient().auth.signInWithOtp({
      email: authEmail('magic-refused'),
      options: { shouldCreateUser: false },
    });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled' });
  });
});
