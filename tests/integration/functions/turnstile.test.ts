/**
 * Optional Cloudflare Turnstile (docs/decisions.md, "Optional Cloudflare Turnstile") against the
 * real stack: verify-turnstile checks the widget's token with a fake siteverify
 * (tests/integration/functions/fake-siteverify.ts, started by the global setup) and answers a
 * DB-signed human token; submit_question asks for one from anonymous submitters only while
 * app_settings turnstile_required is on (off by default, and put back off after this file).
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEMO, env, json, signedIn, sql } from '../helpers.ts';
import type { SiteverifyMode } from './fake-siteverify.ts';
import { FAKE_TURNSTILE_SECRET } from './fake-siteverify.ts';
import { anonClient, callFn, submitQuestion, unique } from './fn-helpers.ts';

const FAILED = 'The human check failed. Please try it again.';
const UNAVAILABLE = 'The human check is not available right now. Please try again in a minute.';
const NEEDS_HUMAN = 'Please complete the human check and submit again.';

async function setting(key: string, value: string): Promise<void> {
  await sql(
    `insert into public.app_settings (key, value) values ($1, $2)
     on conflict (key) do update set value = excluded.value`,
    [key, value],
  );
}

async function setMode(mode: SiteverifyMode): Promise<void> {
  const res = await fetch(`${env('SITEVERIFY_FAKE_URL')}/__mode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode }),
  });
  expect(res.status).toBe(200);
}

async function siteverifyRequests(): Promise<Array<Record<string, string>>> {
  return await json<Array<Record<string, string>>>(
    await fetch(`${env('SITEVERIFY_FAKE_URL')}/__requests`),
  );
}

async function humanToken(widgetToken = `pass-${unique('w')}`): Promise<string> {
  const res = await callFn<{ humanToken: string; expiresAt: string }>(
    'verify-turnstile',
    { token: widgetToken },
    'anon',
  );
  expect(res.status).toBe(200);
  return res.body.data!.humanToken;
}

async function submitWith(extra: Record<string, unknown>) {
  return submitQuestion({ extra }).then(
    (q): { id: string; error: string | null } => ({ id: q.id, error: null }),
    (e: Error) => ({ id: null, error: e.message.replace(/^submit_question failed: /, '') }),
  );
}

afterEach(async () => {
  await setMode('ok');
  await setting('turnstile_required', 'false');
  await setting('human.token_ttl_seconds', '300');
});
afterAll(async () => {
  await setting('turnstile_required', 'false');
});

describe('verify-turnstile', () => {
  it('answers a human token for a token siteverify vouches for, posting the secret, the token and the address', async () => {
    await setMode('ok');
    const res = await callFn<{ humanToken: string; expiresAt: string }>(
      'verify-turnstile',
      { token: 'pass-123' },
      'anon',
    );
    expect(res.status).toBe(200);
    expect(res.body.data!.humanToken).toMatch(/^\d+\.[0-9a-f]{32}\.[0-9a-f]{64}$/);
    const expires = Date.parse(res.body.data!.expiresAt) - Date.now();
    expect(expires).toBeGreaterThan(250_000);
    expect(expires).toBeLessThanOrEqual(301_000);
    const [sent] = await siteverifyRequests();
    expect(sent).toMatchObject({ secret: FAKE_TURNSTILE_SECRET, response: 'pass-123' });
    expect(sent!.remoteip).toBeTruthy();
  });

  it('refuses a token siteverify rejects, and a missing one, with the same 403 and no token', async () => {
    for (const body of [{ token: 'fail-123' }, {}]) {
      const res = await callFn('verify-turnstile', body, 'anon');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: FAILED });
    }
  });

  it('says the check is unavailable (503) when Cloudflare errors or does not answer in time', async () => {
    await setMode('500');
    const down = await callFn('verify-turnstile', { token: 'pass-1' }, 'anon');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ error: UNAVAILABLE });

    await setMode('hang');
    const started = Date.now();
    const hung = await callFn('verify-turnstile', { token: 'pass-2' }, 'anon');
    expect(hung.status).toBe(503);
    expect(hung.body).toEqual({ error: UNAVAILABLE });
    // TURNSTILE_TIMEOUT_MS is 1 s in the test stack (10 s by default).
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('issue_human_token is for the service role only', async () => {
    const { error } = await anonClient().rpc('issue_human_token');
    expect(error).not.toBeNull();
    const user = await signedIn(DEMO.user);
    const signed = await user.rpc('issue_human_token');
    expect(signed.error).not.toBeNull();
  });
});

describe('submit_question with turnstile_required', () => {
  it('accepts anonymous submissions without a human token while it is off (the default)', async () => {
    const r = await submitWith({});
    expect(r.error).toBeNull();
    expect(r.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an anonymous submission without a valid human token, accepts one with a fresh token', async () => {
    await setting('turnstile_required', 'true');
    expect((await submitWith({})).error).toBe(NEEDS_HUMAN);
    expect((await submitWith({ humanToken: 'not-a-token' })).error).toBe(NEEDS_HUMAN);
    // A well-formed token with a forged signature.
    const forged = (await humanToken()).replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    expect((await submitWith({ humanToken: forged })).error).toBe(NEEDS_HUMAN);

    const accepted = await submitWith({ humanToken: await humanToken() });
    expect(accepted.error).toBeNull();
    const [row] = await sql<{ n: string }>(
      'select count(*) n from public.questions where id = $1',
      [accepted.id],
    );
    expect(Number(row!.n)).toBe(1);
  });

  it('a human token admits one submission: reusing it is refused', async () => {
    await setting('turnstile_required', 'true');
    const token = await humanToken();
    expect((await submitWith({ humanToken: token })).error).toBeNull();
    expect((await submitWith({ humanToken: token })).error).toBe(NEEDS_HUMAN);
  });

  it('a submission refused for another reason does not use up the token', async () => {
    await setting('turnstile_required', 'true');
    const token = await humanToken();
    // Refused after the human check (a pending question needs an account): the whole call rolls
    // back, the token's use too.
    const bad = await submitWith({ humanToken: token, status: 'pending' });
    expect(bad.error).toBe('A pending question needs a corporate account');
    expect((await submitWith({ humanToken: token })).error).toBeNull();
  });

  it('an expired human token is refused', async () => {
    await setting('turnstile_required', 'true');
    await setting('human.token_ttl_seconds', '1');
    const token = await humanToken();
    await new Promise((r) => setTimeout(r, 2_100));
    expect((await submitWith({ humanToken: token })).error).toBe(NEEDS_HUMAN);
  });

  it('signed-in submitters need no human token', async () => {
    await setting('turnstile_required', 'true');
    const user = await signedIn(DEMO.user);
    const { data: session } = await user.auth.getSession();
    const { data, error } = await user.rpc('submit_question', {
      payload: {
        title: `Signed in ${unique('t')}`,
        content: 'Is modifier 59 appropriate here?',
        status: 'unassigned',
        userId: session.session!.user.id,
        firstName: 'Demo',
        lastName: 'User',
        email: DEMO.user,
        codingQuestionType: 'General Coding Question',
        corporateAccountId: null,
      },
    });
    expect(error).toBeNull();
    expect(data).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the requirement as an admin setting (configured but not enforced must show)', () => {
  it('verify-turnstile tells admins whether the secret is configured; others are refused', async () => {
    const admin = await callFn<{ secretConfigured: boolean }>(
      'verify-turnstile',
      { status: true },
      'admin',
    );
    expect(admin.status).toBe(200);
    // the integration stack sets TURNSTILE_SECRET_KEY (global setup)
    expect(admin.body.data).toEqual({ secretConfigured: true });
    expect((await callFn('verify-turnstile', { status: true }, 'anon')).status).toBe(401);
    for (const kind of ['user', 'expert'] as const) {
      const res = await callFn('verify-turnstile', { status: true }, kind);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('Only admins can view settings');
    }
  });

  it('only admins read and switch it; the switch is audited and submit_question follows it', async () => {
    for (const email of [DEMO.user, DEMO.expert]) {
      const client = await signedIn(email);
      expect((await client.rpc('admin_turnstile_setting')).error?.code).toBe('42501');
      expect((await client.rpc('admin_set_turnstile_required', { p_on: true })).error?.code).toBe(
        '42501',
      );
    }
    expect(
      (await anonClient().rpc('admin_set_turnstile_required', { p_on: true })).error,
    ).not.toBeNull();

    const admin = await signedIn(DEMO.admin);
    expect((await admin.rpc('admin_turnstile_setting')).data?.[0]?.required).toBe(false);
    expect((await admin.rpc('admin_set_turnstile_required', { p_on: true })).data).toBe(true);
    expect((await admin.rpc('admin_turnstile_setting')).data?.[0]).toMatchObject({
      required: true,
      updated_by: expect.any(String),
    });
    expect((await submitWith({})).error).toBe(NEEDS_HUMAN);
    const [event] = await sql<{ old_values: unknown; new_values: unknown }>(
      `select old_values, new_values from public.admin_events
       where action = 'setting.turnstile_required' order by id desc limit 1`,
    );
    expect(event).toEqual({ old_values: { required: false }, new_values: { required: true } });

    expect((await admin.rpc('admin_set_turnstile_required', { p_on: false })).data).toBe(false);
    expect((await submitWith({})).error).toBeNull();
  });
});
