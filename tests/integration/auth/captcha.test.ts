/**
 * GoTrue's human check (`[auth.captcha]`; stack/auth/README.md, "Human check (captcha)"). The
 * shared stack runs with it off, like `supabase start`; this file starts two more auth services on
 * the same database with it on, one with Cloudflare's always-passing test secret and one with the
 * always-failing one, their siteverify pointed at a local stub that answers as Cloudflare does for
 * those secrets.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaConfigFromToml, TURNSTILE_TEST_SECRETS } from '../../../stack/auth/captcha.ts';
import { startAuthServer } from '../../../stack/auth/server.ts';
import { freePort } from '../../../stack/ports.ts';
import { portOf } from '../../support/port.ts';
import { env, json, sql, testClient, type TestClient } from '../helpers.ts';
import { authEmail, PASSWORD } from './auth-helpers.ts';

const NO_TOKEN = 'captcha protection: request disallowed (no captcha_token found)';
const seen: URLSearchParams[] = [];
let stubUrl = '';
const closers: (() => Promise<void>)[] = [];
const bases: Record<'pass' | 'fail' | 'down', string> = { pass: '', fail: '', down: '' };

/** Siteverify as Cloudflare answers for its test secrets. */
function startStub(): Promise<string> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      const pass = form.get('secret') === TURNSTILE_TEST_SECRETS.pass;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          pass ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  closers.push(() => new Promise((r) => server.close(() => r())));
  return new Promise((r) =>
    server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${portOf(server)}/siteverify`)),
  );
}

async function startAuth(secret: string, verifyUrl: string): Promise<string> {
  const mail = await json<{
    smtpPort: number;
  }>(await fetch(`${env('MAIL_API_URL')}/config`));
  const port = await freePort();
  const server = await startAuthServer({
    port,
    dbUrl: env('DB_URL'),
    jwtSecret: env('SUPABASE_JWT_SECRET'),
    anonKey: env('SUPABASE_ANON_KEY'),
    serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY'),
    apiExternalUrl: `http://127.0.0.1:${port}`,
    siteUrl: 'http://127.0.0.1:5173',
    smtp: { host: '127.0.0.1', port: mail.smtpPort },
    captcha: { enabled: true, provider: 'turnstile', secret, verifyUrl },
  });
  closers.push(server.close);
  return `http://127.0.0.1:${server.port}`;
}

beforeAll(async () => {
  stubUrl = await startStub();
  bases.pass = await startAuth(TURNSTILE_TEST_SECRETS.pass, stubUrl);
  bases.fail = await startAuth(TURNSTILE_TEST_SECRETS.fail, stubUrl);
  bases.down = await startAuth(TURNSTILE_TEST_SECRETS.pass, 'http://127.0.0.1:9/siteverify');
});
afterAll(async () => {
  for (const close of closers) await close();
});

function client(which: keyof typeof bases, key = env('SUPABASE_ANON_KEY')): TestClient {
  // from 127.0.0.1: the tests check the address the auth service posts to siteverify
  return testClient('anon', '127.0.0.1', { url: bases[which], apiKey: key });
}

const usersNamed = async (email: string) =>
  (await sql('select 1 from auth.users where lower(email) = $1', [email])).length;

describe('auth service with the human check on', () => {
  it('sign-up without a captcha token: 400 captcha_failed, no session, no account', async () => {
    const email = authEmail('captcha-none');
    const { data, error } = await client('pass').auth.signUp({ email, password: PASSWORD });
    expect(error).toMatchObject({ status: 400, code: 'captcha_failed', message: NO_TOKEN });
    expect(data.session).toBeNull();
    expect(await usersNamed(email)).toBe(0);
    console.log(`[captcha] signup without a token: ${error?.status} ${error?.message}`);
  });

  it('sign-up with a token siteverify accepts gets its session; secret, token and address are posted', async () => {
    const email = authEmail('captcha-ok');
    const before = seen.length;
    const { data, error } = await client('pass').auth.signUp({
      email,
      password: PASSWORD,
      options: { captchaToken: 'XXXX.DUMMY.TOKEN.XXXX' },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    const sent = seen[before]!;
    expect(sent.get('secret')).toBe(TURNSTILE_TEST_SECRETS.pass);
    expect(sent.get('response')).toBe('XXXX.DUMMY.TOKEN.XXXX');
    expect(sent.get('remoteip')).toMatch(/127\.0\.0\.1$/);
  });

  it("a token siteverify refuses: 400 with the provider's error codes", async () => {
    const email = authEmail('captcha-refused');
    const { error } = await client('fail').auth.signUp({
      email,
      password: PASSWORD,
      options: { captchaToken: 'XXXX.DUMMY.TOKEN.XXXX' },
    });
    expect(error).toMatchObject({
      status: 400,
      code: 'captcha_failed',
      message: 'captcha protection: request disallowed (invalid-input-response)',
    });
    expect(await usersNamed(email)).toBe(0);
  });

  it('siteverify unreachable: 500 "captcha verification process failed"', async () => {
    // supabase-js reports a 5xx as a retryable fetch error, so the body is read directly
    const res = await fetch(`${bases.down}/signup`, {
      method: 'POST',
      headers: {
        apikey: env('SUPABASE_ANON_KEY'),
        'content-type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({
        email: authEmail('captcha-down'),
        password: PASSWORD,
        gotrue_meta_security: { captcha_token: 'XXXX.DUMMY.TOKEN.XXXX' },
      }),
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      code: 'unexpected_failure',
      message: 'captcha verification process failed',
    });
  });

  it('password recovery, magic links and password sign-in need it too; refresh does not', async () => {
    const email = authEmail('captcha-flows');
    const captchaToken = 'XXXX.DUMMY.TOKEN.XXXX';
    const signUp = await client('pass').auth.signUp({
      email,
      password: PASSWORD,
      options: { captchaToken },
    });
    expect(signUp.error).toBeNull();
    const anon = client('pass');
    const refused = [
      (await anon.auth.resetPasswordForEmail(email)).error,
      (await anon.auth.signInWithOtp({ email })).error,
      (await anon.auth.signInWithPassword({ email, password: PASSWORD })).error,
    ];
    for (const error of refused)
      expect(error).toMatchObject({ status: 400, code: 'captcha_failed', message: NO_TOKEN });
    expect((await anon.auth.resetPasswordForEmail(email, { captchaToken })).error).toBeNull();
    const signIn = await anon.auth.signInWithPassword({
      email,
      password: PASSWORD,
      options: { captchaToken },
    });
    expect(signIn.error).toBeNull();
    const refreshed = await anon.auth.refreshSession({
      refresh_token: signIn.data.session!.refresh_token,
    });
    expect(refreshed.error).toBeNull();
  });

  it('the service role is not asked for it (GoTrue skips the check for admin credentials)', async () => {
    const email = authEmail('captcha-admin');
    const admin = client('pass', env('SUPABASE_SERVICE_ROLE_KEY'));
    const { error } = await admin.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(await usersNamed(email)).toBe(1);
  });
});

describe('[auth.captcha] in supabase/config.toml', () => {
  it('is read as the Supabase CLI writes it, env() secrets included; absent means off', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'captcha-'));
    const file = path.join(dir, 'config.toml');
    fs.writeFileSync(
      file,
      '[auth]\nenabled = true\n\n[auth.captcha]\nenabled = true\nprovider = "turnstile"\nsecret = "env(TEST_CAPTCHA_SECRET)"\n\n[auth.email]\nenable_signup = true\n',
    );
    expect(captchaConfigFromToml(file, { TEST_CAPTCHA_SECRET: 's3cret' })).toMatchObject({
      enabled: true,
      provider: 'turnstile',
      secret: 's3cret',
    });
    fs.writeFileSync(file, '[auth]\nenabled = true\n');
    expect(captchaConfigFromToml(file, {}).enabled).toBe(false);
    expect(captchaConfigFromToml(path.join(dir, 'none.toml'), {}).enabled).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
