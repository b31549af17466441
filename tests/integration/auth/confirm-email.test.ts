/**
 * Email confirmation, which the shared stack skips (mailer autoconfirm on, like `supabase start`).
 * This file starts a second auth service on the same database and MailDev with autoconfirm off
 * and talks to it with supabase-js directly (the service also answers under /auth/v1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer } from '../../../stack/auth/server.ts';
import { freePort } from '../../../stack/ports.ts';
import { env, json, sql, waitForMail, testClient, type TestClient } from '../helpers.ts';
import { authEmail, PASSWORD } from './auth-helpers.ts';

const SITE = 'http://127.0.0.1:5173';
let base = '';
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  const mailConfig = await json<{
    smtpPort: number;
  }>(await fetch(`${env('MAIL_API_URL')}/config`));
  const port = await freePort();
  const server = await startAuthServer({
    port,
    dbUrl: env('DB_URL'),
    jwtSecret: env('SUPABASE_JWT_SECRET'),
    anonKey: env('SUPABASE_ANON_KEY'),
    serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY'),
    // Links in the mails point at this very server.
    apiExternalUrl: `http://127.0.0.1:${port}`,
    siteUrl: SITE,
    smtp: { host: '127.0.0.1', port: mailConfig.smtpPort },
    autoconfirm: false,
  });
  base = `http://127.0.0.1:${server.port}`;
  close = server.close;
});
afterAll(() => close());

function client(): TestClient {
  return testClient('anon', undefined, { url: base });
}

function linkIn(html: string | undefined): string {
  const m = /href="([^"]+)"/.exec(html ?? '');
  if (!m) throw new Error('no link in mail');
  return m[1]!.replace(/&amp;/g, '&');
}

async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  return {
    status: res.status,
    location,
    fragment: new URLSearchParams(location.split('#')[1] ?? ''),
  };
}

describe('auth service with email confirmation required', () => {
  it('signUp returns the user without a session, mails a confirmation link, and sign-in waits for it', async () => {
    const email = authEmail('confirm');
    const { data, error } = await client().auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${SITE}/login`, data: { name: 'Confirm Me' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email,
      user_metadata: expect.objectContaining({ name: 'Confirm Me' }),
    });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.confirmation_sent_at).toEqual(expect.any(String));

    const early = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error).toMatchObject({
      code: 'email_not_confirmed',
      status: 400,
      message: 'Email not confirmed',
    });

    const mail = await waitForMail(email, (m) => m.subject === 'Confirm Your Signup');
    const { status, location, fragment } = await follow(linkIn(mail.html));
    expect(status).toBe(303);
    expect(location.startsWith(`${SITE}/login#`)).toBe(true);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toBeTruthy();

    const later = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(later.error).toBeNull();
    expect(later.data.user!.email_confirmed_at).toEqual(expect.any(String));
  });

  it('an email change waits for the link sent to the new address', async () => {
    const email = authEmail('confirm-change');
    await client().auth.signUp({ email, password: PASSWORD });
    await follow(
      linkIn((await waitForMail(email, (m) => m.subject === 'Confirm Your Signup')).html),
    );
    const c = client();
    expect((await c.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    const next = `new-${email}`;
    const { data, error } = await c.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(email);
    expect(data.user!.new_email).toBe(next);

    const mail = await waitForMail(next, (m) => m.subject === 'Confirm Email Change');
    const { fragment } = await follow(linkIn(mail.html));
    expect(fragment.get('type')).toBe('email_change');
    expect(
      (await client().auth.signInWithPassword({ email: next, password: PASSWORD })).error,
    ).toBeNull();
  });

  it('resend type signup mails a fresh confirmation link and the older one stops working', async () => {
    const email = authEmail('confirm-resend');
    await client().auth.signUp({ email, password: PASSWORD });
    const first = linkIn(
      (await waitForMail(email, (m) => m.subject === 'Confirm Your Signup')).html,
    );
    // At once, the resend is refused: one auth mail per address per 60 s.
    const early = await client().auth.resend({ type: 'signup', email });
    expect(early.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(early.error!.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    await sql(
      `update auth.users set confirmation_sent_at = now() - interval '61 seconds' where lower(email) = $1`,
      [email],
    );
    const { error } = await client().auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    const firstToken = new URL(first).searchParams.get('token')!;
    const second = linkIn(
      (
        await waitForMail(
          email,
          (m) => m.subject === 'Confirm Your Signup' && !(m.html ?? '').includes(firstToken),
        )
      ).html,
    );
    expect((await follow(first)).fragment.get('error_code')).toBe('otp_expired');
    expect((await follow(second)).fragment.get('access_token')).toBeTruthy();
  });
});
