/** verify-turnstile against a fake siteverify (no network): outcomes, what it sends, uniform refusals. */
import assert from '../_shared/testing/assert.ts';
import { portOf, startFakeServer, type Reply } from '../_shared/testing/fake-server.ts';
import { makeHandler } from './handler.ts';

const SECRET = 'test-turnstile-secret';
const HUMAN = `${Math.floor(Date.now() / 1000) + 300}.${'a'.repeat(32)}.${'b'.repeat(64)}`;
const FAILED = 'The human check failed. Please try it again.';
const UNAVAILABLE = 'The human check is not available right now. Please try again in a minute.';

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/verify-turnstile', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function withSiteverify(
  reply: (index: number) => Reply,
  vars: Record<string, string>,
  run: (ctx: { requests: { body: string }[] }) => Promise<void>,
) {
  const fake = startFakeServer((_req, i) => reply(i));
  const all: Record<string, string> = {
    TURNSTILE_SECRET_KEY: SECRET,
    TURNSTILE_VERIFY_URL: `${fake.url}/siteverify`,
    ...vars,
  };
  const saved = Object.fromEntries(Object.keys(all).map((k) => [k, Deno.env.get(k)]));
  for (const [k, v] of Object.entries(all)) Deno.env.set(k, v);
  try {
    await run({ requests: fake.requests });
  } finally {
    for (const [k, v] of Object.entries(saved))
      v === undefined ? Deno.env.delete(k) : Deno.env.set(k, v);
    await fake.close();
  }
}

Deno.test(
  'a token Cloudflare vouches for gets a human token; the secret, token and address are posted',
  async () => {
    await withSiteverify(
      () => ({
        status: 200,
        body: { success: true, hostname: 'forms.example.org', action: 'submit' },
      }),
      {},
      async ({ requests }) => {
        let issued = 0;
        const handler = makeHandler(() => Promise.resolve((issued++, HUMAN)));
        const res = await handler(
          post({ token: 'widget-token' }, { 'cf-connecting-ip': '203.0.113.7' }),
        );
        assert.equal(res.status, 200);
        const body = await res.json();
        assert.equal(body.data.humanToken, HUMAN);
        assert.ok(Date.parse(body.data.expiresAt) > Date.now());
        assert.equal(issued, 1);
        assert.equal(requests.length, 1);
        const sent = new URLSearchParams(requests[0]!.body);
        assert.equal(sent.get('secret'), SECRET);
        assert.equal(sent.get('response'), 'widget-token');
        assert.equal(sent.get('remoteip'), '203.0.113.7');
      },
    );
  },
);

Deno.test(
  'a refused token, a wrong hostname and a wrong action get the same 403 and no human token',
  async () => {
    const cases: Array<[Reply, Record<string, string>]> = [
      [{ status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } }, {}],
      [
        { status: 200, body: { success: true, hostname: 'evil.example.com', action: 'submit' } },
        { TURNSTILE_HOSTNAMES: 'forms.example.org, claims.example.org' },
      ],
      [
        { status: 200, body: { success: true, hostname: 'forms.example.org', action: 'login' } },
        { TURNSTILE_ACTION: 'submit' },
      ],
    ];
    for (const [reply, vars] of cases) {
      await withSiteverify(
        () => reply,
        vars,
        async () => {
          let issued = 0;
          const res = await makeHandler(() => Promise.resolve((issued++, HUMAN)))(
            post({ token: 't' }),
          );
          assert.equal(res.status, 403);
          assert.deepEqual(await res.json(), { error: FAILED });
          assert.equal(issued, 0);
        },
      );
    }
  },
);

Deno.test('the expected hostname and action pass when they match', async () => {
  await withSiteverify(
    () => ({
      status: 200,
      body: { success: true, hostname: 'Claims.Example.org', action: 'submit' },
    }),
    { TURNSTILE_HOSTNAMES: 'forms.example.org,claims.example.org', TURNSTILE_ACTION: 'submit' },
    async () => {
      const res = await makeHandler(() => Promise.resolve(HUMAN))(post({ token: 't' }));
      assert.equal(res.status, 200);
    },
  );
});

Deno.test('a missing, empty or oversized token is refused without asking Cloudflare', async () => {
  await withSiteverify(
    () => ({ status: 200, body: { success: true } }),
    {},
    async ({ requests }) => {
      const handler = makeHandler(() => Promise.resolve(HUMAN));
      for (const body of [{}, { token: '' }, { token: 42 }, { token: 'x'.repeat(2049) }]) {
        const res = await handler(post(body));
        assert.equal(res.status, 403);
        assert.deepEqual(await res.json(), { error: FAILED });
      }
      assert.equal(requests.length, 0);
    },
  );
});

Deno.test('Cloudflare down (5xx) or unreachable is a 503 with its own message', async () => {
  await withSiteverify(
    () => ({ status: 502, body: { error: 'bad gateway' } }),
    {},
    async () => {
      const res = await makeHandler(() => Promise.resolve(HUMAN))(post({ token: 't' }));
      assert.equal(res.status, 503);
      assert.deepEqual(await res.json(), { error: UNAVAILABLE });
    },
  );
  const saved = Deno.env.get('TURNSTILE_VERIFY_URL');
  Deno.env.set('TURNSTILE_SECRET_KEY', SECRET);
  Deno.env.set('TURNSTILE_VERIFY_URL', 'http://127.0.0.1:9/siteverify');
  try {
    const res = await makeHandler(() => Promise.resolve(HUMAN))(post({ token: 't' }));
    assert.equal(res.status, 503);
    assert.deepEqual(await res.json(), { error: UNAVAILABLE });
  } finally {
    Deno.env.delete('TURNSTILE_SECRET_KEY');
    saved === undefined
      ? Deno.env.delete('TURNSTILE_VERIFY_URL')
      : Deno.env.set('TURNSTILE_VERIFY_URL', saved);
  }
});

Deno.test('Cloudflare not answering within TURNSTILE_TIMEOUT_MS is a 503', async () => {
  const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => {} }, async () => {
    await new Promise((r) => setTimeout(r, 1000));
    return new Response(JSON.stringify({ success: true }));
  });
  const port = portOf(server.addr);
  Deno.env.set('TURNSTILE_SECRET_KEY', SECRET);
  Deno.env.set('TURNSTILE_VERIFY_URL', `http://127.0.0.1:${port}/siteverify`);
  Deno.env.set('TURNSTILE_TIMEOUT_MS', '100');
  try {
    const started = Date.now();
    const res = await makeHandler(() => Promise.resolve(HUMAN))(post({ token: 't' }));
    assert.equal(res.status, 503);
    assert.deepEqual(await res.json(), { error: UNAVAILABLE });
    assert.ok(Date.now() - started < 900);
  } finally {
    for (const k of ['TURNSTILE_SECRET_KEY', 'TURNSTILE_VERIFY_URL', 'TURNSTILE_TIMEOUT_MS'])
      Deno.env.delete(k);
    await server.shutdown();
  }
});

Deno.test(
  'without TURNSTILE_SECRET_KEY the caller gets the generic 503; only the log names the cause',
  async () => {
    Deno.env.delete('TURNSTILE_SECRET_KEY');
    const logged: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    try {
      const res = await makeHandler(() => Promise.resolve(HUMAN))(post({ token: 't' }));
      assert.equal(res.status, 503);
      const text = await res.text();
      assert.deepEqual(JSON.parse(text), { error: UNAVAILABLE });
      assert.ok(!text.includes('TURNSTILE'));
    } finally {
      console.error = original;
    }
    assert.ok(logged.some((line) => line.includes('TURNSTILE_SECRET_KEY is not set')));
  },
);

Deno.test(
  '{ status: true } tells the service role (and admins) whether the secret is configured; anonymous callers get 401',
  async () => {
    const vars = { SUPABASE_SERVICE_ROLE_KEY: 'service-key', SUPABASE_ANON_KEY: 'anon-key' };
    for (const [k, v] of Object.entries(vars)) Deno.env.set(k, v);
    const handler = makeHandler(() => Promise.reject(new Error('no token is issued for status')));
    const service = { Authorization: 'Bearer service-key' };
    try {
      Deno.env.delete('TURNSTILE_SECRET_KEY');
      let res = await handler(post({ status: true }, service));
      assert.equal(res.status, 200);
      assert.deepEqual(await res.json(), { data: { secretConfigured: false } });

      Deno.env.set('TURNSTILE_SECRET_KEY', SECRET);
      res = await handler(post({ status: true }, service));
      assert.deepEqual(await res.json(), { data: { secretConfigured: true } });

      res = await handler(post({ status: true }, { Authorization: 'Bearer anon-key' }));
      assert.equal(res.status, 401);
      assert.deepEqual(await res.json(), { error: 'No valid session found' });
    } finally {
      for (const k of [...Object.keys(vars), 'TURNSTILE_SECRET_KEY']) Deno.env.delete(k);
    }
  },
);
