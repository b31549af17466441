/**
 * The stack the test suites start for themselves (integration and e2e): every port from
 * freePort (free, outside the ephemeral range, reserved against other stacks), the database in memory (or DATABASE_URL), a low bcrypt cost, and a small
 * control server that stops and starts MailDev for fault tests. `env` holds what tests read.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { startStack, type RunningStack, type StartOptions } from './index.ts';
import { freePort } from './ports.ts';

/**
 * Every test caller comes from loopback and fills forms in under a second, so the test stacks
 * raise the abuse limits (app_settings 'limit.*' rows). The tests of the limits themselves
 * (tests/integration/claims/abuse.test.ts) put the production values back for their run.
 */
export const TEST_LIMITS: Record<string, string> = {
  'limit.submissions_per_address': '100000',
  'limit.submissions_per_user': '100000',
  'limit.confirmations_per_recipient': '100000',
  'limit.unverified_confirmations_per_day': '100000',
  'limit.notifications_per_account': '100000',
  'limit.demo_checks_per_address': '100000',
  'limit.min_fill_seconds': '0',
};

/** Sets app_settings rows (the limits) in the stack's database. */
export async function setSettings(dbUrl: string, values: Record<string, string>): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    for (const [key, value] of Object.entries(values)) {
      await client.query(
        `insert into public.app_settings (key, value) values ($1, $2)
         on conflict (key) do update set value = excluded.value`,
        [key, value],
      );
    }
  } finally {
    await client.end();
  }
}

export interface TestStack {
  stack: RunningStack;
  /** SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_JWT_SECRET, DB_URL, DB_KIND, MAIL_API_URL, MAIL_CONTROL_URL, STACK_AUTH_URL, STACK_REST_PORT, STACK_REST_SOCKET */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startTestStack(opts: StartOptions = {}): Promise<TestStack> {
  const stack = await startStack({
    apiPort: await freePort(),
    dbPort: await freePort(),
    mailPort: await freePort(),
    mailUiPort: await freePort(),
    restPort: await freePort(),
    authPort: await freePort(),
    functionsPort: await freePort(),
    dataDir: null,
    ...opts,
    // A low bcrypt cost keeps the suites' many sign-ups fast; the service's default is GoTrue's 10.
    authOptions: { bcryptCost: 4, ...opts.authOptions },
  });
  await setSettings(stack.dbUrl, TEST_LIMITS);

  const control = http.createServer((req, res) => {
    const done = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && req.url === '/mail/stop') {
      stack.mail.stop().then(
        () => done(200, { running: false }),
        (e: Error) => done(500, { error: e.message }),
      );
    } else if (req.method === 'POST' && req.url === '/mail/start') {
      stack.mail.restart().then(
        () => done(200, { running: true }),
        (e: Error) => done(500, { error: e.message }),
      );
    } else done(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', () => resolve()));

  return {
    stack,
    env: {
      SUPABASE_URL: stack.config.apiUrl,
      SUPABASE_ANON_KEY: stack.config.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: stack.config.serviceRoleKey,
      SUPABASE_JWT_SECRET: stack.config.jwtSecret,
      DB_URL: stack.dbUrl,
      DB_KIND: stack.dbKind,
      MAIL_API_URL: stack.mailApiUrl,
      MAIL_CONTROL_URL: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
      // The internal addresses, for the tests that only the gateway gets through them.
      STACK_AUTH_URL: `http://127.0.0.1:${stack.config.authPort}`,
      STACK_REST_PORT: String(stack.config.restPort),
      STACK_REST_SOCKET: stack.config.restSocket ?? '',
    },
    async stop() {
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await stack.stop();
    },
  };
}
