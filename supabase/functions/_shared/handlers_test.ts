/** Handler behaviour that needs no stack: preflight, methods, bodies, "not configured" paths. */
import assert from './testing/assert.ts';
import { portOf } from './testing/fake-server.ts';
import { handler as health } from '../health/handler.ts';
import { handler as smartsheet } from '../submit-to-smartsheet/handler.ts';
import { handler as confirmation } from '../send-confirmation-email/handler.ts';
import { handler as staff } from '../create-staff-user/handler.ts';
import { mailConfig, sendMail, smtpReason } from './mailer.ts';

const ID = '0b9a2f6e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

/** The service role key as these tests' functions see it (only compared, never sent anywhere). */
const SERVICE_KEY = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? 'handlers-test-service-key';
Deno.env.set('SUPABASE_SERVICE_ROLE_KEY', SERVICE_KEY);
const AS_SERVICE = { Authorization: `Bearer ${SERVICE_KEY}` };

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/fn', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function withEnv<T>(
  vars: Record<string, string | undefined>,
  fn: () => Promise<T>,
): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, Deno.env.get(k)]));
  for (const [k, v] of Object.entries(vars))
    v === undefined ? Deno.env.delete(k) : Deno.env.set(k, v);
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(saved))
      v === undefined ? Deno.env.delete(k) : Deno.env.set(k, v);
  }
}

Deno.test('health answers 200 { data: { status, time } } with CORS', async () => {
  const res = health(new Request('http://localhost/health'));
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('Access-Control-Allow-Origin'), '*');
  const body = await res.json();
  assert.equal(body.data.status, 'ok');
  assert.ok(!Number.isNaN(Date.parse(body.data.time)));
});

Deno.test('every function answers the CORS preflight', async () => {
  for (const h of [smartsheet, confirmation, staff]) {
    const res = await h(new Request('http://localhost/fn', { method: 'OPTIONS' }));
    assert.equal(res.status, 200);
    assert.match(res.headers.get('Access-Control-Allow-Headers') ?? '', /authorization/);
    assert.match(res.headers.get('Access-Control-Allow-Headers') ?? '', /apikey/);
  }
});

Deno.test('GET on a POST function is 405 { error }', async () => {
  const res = await smartsheet(new Request('http://localhost/fn'));
  assert.equal(res.status, 405);
  assert.deepEqual(await res.json(), { error: 'Method not allowed' });
});

Deno.test(
  'submit-to-smartsheet without token/sheet id: 200 { data: { skipped: "not configured" } }',
  async () => {
    await withEnv(
      { SMARTSHEET_ACCESS_TOKEN: undefined, SMARTSHEET_SHEET_ID: undefined },
      async () => {
        const res = await smartsheet(post({ questionId: ID }, AS_SERVICE));
        assert.equal(res.status, 200);
        assert.deepEqual(await res.json(), { data: { skipped: 'not configured' } });
      },
    );
  },
);

Deno.test('a bad body is a 400 naming the field', async () => {
  const res = await smartsheet(post({ questionId: 'x' }, AS_SERVICE));
  assert.equal(res.status, 400);
  assert.deepEqual(await res.json(), { error: 'questionId: must be a UUID' });
  const bad = await smartsheet(post('{not json', AS_SERVICE));
  assert.equal(bad.status, 400);
  assert.deepEqual(await bad.json(), { error: 'body: Invalid JSON' });
});

Deno.test('the functions the browser no longer calls refuse anonymous callers', async () => {
  for (const h of [smartsheet, confirmation]) {
    const res = await h(post({ questionId: ID }));
    assert.equal(res.status, 401);
    assert.deepEqual(await res.json(), { error: 'No valid session found' });
  }
});

Deno.test('create-staff-user without a session: 401 No valid session found', async () => {
  const res = await staff(
    post({ email: 'a@b.test', password: '12345678', name: 'A', role: 'expert' }),
  );
  assert.equal(res.status, 401);
  assert.deepEqual(await res.json(), { error: 'No valid session found' });
});

Deno.test('send-confirmation-email without SMTP_HOST: 503 naming the missing setting', async () => {
  await withEnv({ SMTP_HOST: undefined }, async () => {
    const res = await confirmation(
      post({ email: 'a@b.test', firstName: 'A', lastName: 'B', title: 'T' }, AS_SERVICE),
    );
    assert.equal(res.status, 503);
    assert.deepEqual(await res.json(), { error: 'Email is not configured: SMTP_HOST is not set' });
  });
});

Deno.test('sendMail to a closed SMTP port fails with a short reason', async () => {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const port = portOf(listener.addr);
  listener.close();
  await withEnv(
    { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), MAIL_FROM: undefined },
    async () => {
      const cfg = mailConfig();
      assert.equal(cfg.from, 'no-reply@claimdesk.test');
      const err = await sendMail(cfg, {
        from: cfg.from,
        to: 'a@b.test',
        subject: 's',
        text: 't',
        html: '<p>t</p>',
      }).then(
        () => null,
        (e) => e,
      );
      assert.ok(err, 'sending must fail');
      assert.match(
        smtpReason(err),
        new RegExp(`^SMTP server unreachable \\(connect ECONNREFUSED 127\\.0\\.0\\.1:${port}\\)$`),
      );
    },
  );
});

Deno.test('SMTP failure reasons never carry an email address', () => {
  const reason = smtpReason({
    code: 'EENVELOPE',
    command: 'RCPT TO',
    message: '550 5.1.1 <ada@example.test>: Recipient address rejected',
  });
  assert.equal(reason, '550 5.1.1 <<address>>: Recipient address rejected');
});
