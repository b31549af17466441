/**
 * Starts the integration suite's local stacks, one per vitest worker (INTEGRATION_WORKERS,
 * vitest.config.ts), each on free ports (PGlite in memory, or a database of its own on the server
 * in DATABASE_URL) with a fake Smartsheet API and a fake Turnstile siteverify of its own behind
 * the functions. A worker never shares a database, app_settings, a mailbox or a fake with another,
 * so its files run exactly as they would alone, one after another.
 *
 * Stack n's settings are in INTEGRATION_STACK_ENV_<n> (n from 1, as VITEST_POOL_ID);
 * tests/integration/worker-env.ts copies a worker's own into process.env, where tests read the
 * URLs and keys. The unnumbered variables are stack 1's.
 */
import pg from 'pg';
import { startTestStack } from '../../stack/test-stack.ts';
import { startFakeSmartsheet } from './functions/fake-smartsheet.ts';
import {
  FAKE_TURNSTILE_HOSTNAME,
  FAKE_TURNSTILE_SECRET,
  startFakeSiteverify,
} from './functions/fake-siteverify.ts';

async function startOne(
  n: number,
): Promise<{ env: Record<string, string>; stop: () => Promise<void> }> {
  const t0 = Date.now();
  const db = await databaseFor(n);
  const smartsheet = await startFakeSmartsheet();
  const siteverify = await startFakeSiteverify();
  const test = await startTestStack({
    ...(db.url ? { databaseUrl: db.url } : {}),
    functionsEnv: {
      SMARTSHEET_ACCESS_TOKEN: 'test-token',
      SMARTSHEET_SHEET_ID: '1234567890',
      SMARTSHEET_API_BASE: smartsheet.url,
      SMARTSHEET_RETRY_BASE_MS: '20',
      // 10 s in production; short here so the hang test is quick.
      SMARTSHEET_TIMEOUT_MS: '1500',
      // verify-turnstile against a fake siteverify; submit_question only asks for its token when
      // app_settings turnstile_required is on (tests/integration/functions/turnstile.test.ts).
      TURNSTILE_SECRET_KEY: FAKE_TURNSTILE_SECRET,
      TURNSTILE_VERIFY_URL: `${siteverify.url}/siteverify`,
      TURNSTILE_TIMEOUT_MS: '1000',
      TURNSTILE_HOSTNAMES: FAKE_TURNSTILE_HOSTNAME,
      TURNSTILE_ACTION: 'submit-question',
    },
    authOptions: { refreshReuseIntervalSec: Number(process.env.AUTH_REFRESH_REUSE_INTERVAL ?? 2) },
  });
  const { stack } = test;
  process.stderr.write(
    `[integration] stack ${n} (${stack.dbKind}) ready in ${((Date.now() - t0) / 1000).toFixed(1)} s at ${stack.config.apiUrl}\n`,
  );
  return {
    env: { ...test.env, SMARTSHEET_FAKE_URL: smartsheet.url, SITEVERIFY_FAKE_URL: siteverify.url },
    async stop() {
      await test.stop();
      await smartsheet.close();
      await siteverify.close();
      await db.drop?.();
    },
  };
}

/**
 * On a PostgreSQL server (DATABASE_URL), stack n > 1 gets a database of its own next to the given
 * one, made empty (the stack migrates and seeds it) and dropped at the end.
 */
async function databaseFor(n: number): Promise<{ url?: string; drop?: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url || n === 1) return {};
  const own = new URL(url);
  const name = `${own.pathname.slice(1) || 'postgres'}_w${n}`;
  own.pathname = `/${name}`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await run(`drop database if exists "${name}" with (force)`);
  await run(`create database "${name}"`);
  return {
    url: own.toString(),
    drop: () => run(`drop database if exists "${name}" with (force)`),
  };
}

export default async function setup(): Promise<() => Promise<void>> {
  const count = Math.max(1, Number(process.env.INTEGRATION_WORKERS) || 1);
  const started = await Promise.allSettled(
    Array.from({ length: count }, (_, i) => startOne(i + 1)),
  );
  const stacks = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const stopAll = async () => {
    for (const s of stacks) await s.stop().catch(() => {});
  };
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  stacks.forEach((s, i) => {
    process.env[`INTEGRATION_STACK_ENV_${i + 1}`] = JSON.stringify(s.env);
  });
  Object.assign(process.env, stacks[0]!.env);
  return stopAll;
}
