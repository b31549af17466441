/**
 * The GoTrue behaviours that are not about load (stack/auth/README.md, "Safety"): redirect_to
 * allowed by origin, admin-created users' metadata kept as given, admin pagination checked,
 * redirect_to in links written as GoTrue writes it, and the password rules (stack/auth/README.md,
 * "Passwords") the same as config.toml's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, PASSWORD_REQUIREMENTS } from '../../../src/lib/password-rules.ts';
import { startAuthServer } from '../../../stack/auth/server.ts';
import { ROOT } from '../../../stack/config.ts';
import { env, json as responseJson, testClient } from '../helpers.ts';
import { authEmail, authFetch, PASSWORD } from './auth-helpers.ts';

const json = { 'content-type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' };

describe('redirect_to is allowed by origin, not by string prefix', () => {
  let base = '';
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const server = await startAuthServer({
      port: 0,
      dbUrl: env('DB_URL'),
      jwtSecret: env('SUPABASE_JWT_SECRET'),
      anonKey: env('SUPABASE_ANON_KEY'),
      serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY'),
      apiExternalUrl: env('SUPABASE_URL'),
      siteUrl: 'https://app.claimdesk.test',
      additionalRedirectUrls: ['https://partner.test/claims'],
      smtp: { host: '127.0.0.1', port: 9 },
      bcryptCost: 4,
    });
    base = `http://127.0.0.1:${server.port}`;
    close = server.close;
  });
  afterAll(() => close());

  it('honours the allowed origins and refuses look-alikes', async () => {
    const email = authEmail('redirect');
    const service = env('SUPABASE_SERVICE_ROLE_KEY');
    const cases: [string, boolean][] = [
      ['https://app.claimdesk.test/reset-password', true],
      ['https://partner.test/claims/done', true],
      ['https://partner.test/elsewhere', true],
      ['https://partner.test/claims@evil.test/', true],
      ['https://partner.test@evil.test/', false],
      ['https://partner.test/claims@evil.test', true],
      ['https://partner.test.evil.test/claims', false],
      ['https://app.claimdesk.test.evil.test/', false],
      ['http://partner.test/claims', false],
      ['javascript:alert(1)', false],
    ];
    const created = await fetch(`${base}/admin/users`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${service}` },
      body: JSON.stringify({ email, password: PASSWORD, email_confirm: true }),
    });
    expect(created.status).toBe(200);
    for (const [target, allowed] of cases) {
      const res = await fetch(`${base}/admin/generate_link`, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${service}` },
        body: JSON.stringify({ type: 'magiclink', email, redirect_to: target }),
      });
      const body = await responseJson<{ redirect_to: string }>(res);
      expect(body.redirect_to, target).toBe(allowed ? target : 'https://app.claimdesk.test');
    }
  });
});

describe('admin-created users keep user_metadata exactly as given', () => {
  it('createUser, inviteUserByEmail and generateLink signup add nothing; public signUp adds the identity claims', async () => {
    const admin = testClient('service').auth.admin;
    const meta = { name: 'Exactly This' };
    const created = await admin.createUser({
      email: authEmail('meta-create'),
      password: PASSWORD,
      user_metadata: meta,
    });
    expect(created.data.user?.user_metadata).toEqual(meta);
    const invited = await admin.inviteUserByEmail(authEmail('meta-invite'), { data: meta });
    expect(invited.data.user?.user_metadata).toEqual(meta);
    const linked = await admin.generateLink({
      type: 'signup',
      email: authEmail('meta-link'),
      password: PASSWORD,
      options: { data: meta },
    });
    expect(linked.data.user?.user_metadata).toEqual(meta);
    const email = authEmail('meta-public');
    const signed = await testClient().auth.signUp({
      email,
      password: PASSWORD,
      options: { data: meta },
    });
    expect(signed.data.user?.user_metadata).toEqual({
      ...meta,
      email,
      sub: signed.data.user!.id,
      email_verified: true,
      phone_verified: false,
    });
  });
});

describe('GET /admin/users pagination', () => {
  it('answers 400 validation_failed for a page or per_page that is not an unsigned integer', async () => {
    const service = env('SUPABASE_SERVICE_ROLE_KEY');
    const get = (q: string) =>
      authFetch(`/admin/users?${q}`, {
        headers: { ...json, apikey: service, authorization: `Bearer ${service}` },
      });
    for (const q of ['page=x', 'page=-1', 'per_page=abc', 'per_page=1.5', 'page=2&per_page=%20']) {
      const res = await get(q);
      expect(res.status, q).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    }
    const ok = await get('page=1&per_page=2');
    expect(ok.status).toBe(200);
    expect((await responseJson<{ users: unknown[] }>(ok)).users).toHaveLength(2);
  });
});

describe('redirect_to in links, as GoTrue writes it', () => {
  it('is left as given unless it contains &, = or #', async () => {
    const admin = testClient('service').auth.admin;
    const email = authEmail('link-encoding');
    await admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const plain = 'http://127.0.0.1:5173/update-password';
    const withQuery = 'http://127.0.0.1:5173/x?a=1&b=2';
    const a = await admin.generateLink({ type: 'recovery', email, options: { redirectTo: plain } });
    expect(a.data.properties!.action_link).toMatch(
      new RegExp(`&type=recovery&redirect_to=${plain.replace(/[.?]/g, '\\$&')}$`),
    );
    const b = await admin.generateLink({
      type: 'recovery',
      email,
      options: { redirectTo: withQuery },
    });
    expect(b.data.properties!.action_link).toContain(
      `redirect_to=${encodeURIComponent(withQuery)}`,
    );
    expect(new URL(b.data.properties!.action_link).searchParams.get('redirect_to')).toBe(withQuery);
  });
});

describe('password rules: the same in config.toml, the SPA and the local service', () => {
  it('config.toml sets the minimum length and requirements the SPA and the service use', () => {
    const toml = fs.readFileSync(path.join(ROOT, 'supabase', 'config.toml'), 'utf8');
    const auth = toml.split(/^\[auth\]\s*$/m)[1]!.split(/^\[/m)[0]!;
    expect(auth).toMatch(new RegExp(`^minimum_password_length = ${MIN_PASSWORD_LENGTH}$`, 'm'));
    expect(auth).toMatch(new RegExp(`^password_requirements = "${PASSWORD_REQUIREMENTS}"$`, 'm'));
  });

  it('refuses short, letter-only, blank and common passwords with GoTrue reasons; accepts a good one', async () => {
    const attempt = async (password: string) => {
      const res = await authFetch('/signup', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: authEmail('pw-rules'), password }),
      });
      return {
        status: res.status,
        body: await responseJson<{ weak_password?: { reasons: string[] } }>(res),
      };
    };
    const reasons = async (pw: string) => (await attempt(pw)).body.weak_password?.reasons;
    expect(await reasons('Abcdef1')).toEqual(['length']);
    expect(await reasons('abcdefgh')).toEqual(['characters']);
    expect(await reasons('          ')).toEqual(['characters']);
    expect(await reasons('password1')).toEqual(['pwned']);
    expect(await reasons('  Password1  ')).toEqual(['pwned']);
    expect(await reasons('1qaz2wsx')).toEqual(['pwned']);
    const weak = await attempt('password1');
    expect(weak.status).toBe(422);
    expect(weak.body).toMatchObject({
      code: 'weak_password',
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
    });
    expect((await attempt('Claim-review-2031')).status).toBe(200);
  });

  it('admin-set and changed passwords follow the same rules', async () => {
    const admin = testClient('service').auth.admin;
    const common = await admin.createUser({ email: authEmail('pw-admin'), password: 'qwerty123' });
    expect(common.error).toMatchObject({ status: 422, code: 'weak_password' });
    const email = authEmail('pw-change');
    const client = testClient();
    await client.auth.signUp({ email, password: PASSWORD });
    const change = await client.auth.updateUser({ password: 'iloveyou1' });
    expect(change.error).toMatchObject({ status: 422, code: 'weak_password' });
  });
});
