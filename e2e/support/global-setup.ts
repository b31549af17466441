/**
 * E2E global setup: for each Playwright worker (playwright.config.ts `workers`), its own local
 * stack on free ports (PGlite in memory unless DATABASE_URL), its own partner origin and its own
 * `vite preview` serving the one production build of the SPA (e2e/support/app-build.ts: built
 * once, with the API origin filled in per worker, and reused while the sources do not change).
 * A worker never shares a database, a mailbox or app_settings with another, so the spec files
 * run side by side exactly as they run alone, one after another within a worker.
 *
 * Each worker reads its stack's settings (SUPABASE_URL, keys, DB_URL, MAIL_API_URL,
 * MAIL_CONTROL_URL, E2E_PARTNER_ORIGIN, E2E_APP_PORT) from env: this setup writes them, per
 * worker, to E2E_WORKER_ENV_<n> and playwright.config.ts copies worker n's into process.env
 * (TEST_PARALLEL_INDEX). The unnumbered variables are worker 0's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import pg from 'pg';
import { ROOT } from '../../stack/config.ts';
import { assertPortFree, freePort, waitForHttp } from '../../stack/ports.ts';
import { startTestStack, type TestStack } from '../../stack/test-stack.ts';
import { buildEnv, copyFor, ensureBuild } from './app-build.ts';

const SERVE_DIR = path.join(ROOT, '.local', 'e2e-serve');

interface Worker {
  appPort: number;
  baseURL: string;
  partnerOrigin: string;
  test?: TestStack;
  preview?: ChildProcess;
  outDir: string;
  dropDatabase?: () => Promise<void>;
}

const seconds = (t0: number) => ((Date.now() - t0) / 1000).toFixed(1);

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const t0 = Date.now();
  const count = Math.max(1, config.workers);
  const workers: Worker[] = [];
  for (let i = 0; i < count; i++) {
    // Worker 0's app port is the one playwright.config.ts chose (its baseURL in this process).
    const appPort =
      i === 0
        ? Number(new URL(config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:4199').port)
        : await freePort();
    await assertPortFree(appPort, 'E2E_APP_PORT');
    workers.push({
      appPort,
      baseURL: `http://127.0.0.1:${appPort}`,
      // A partner site's origin (e2e/support/hosting.ts): the only one, besides the app, that may
      // frame the embed route (the security headers vite preview sends).
      partnerOrigin: `http://127.0.0.1:${await freePort()}`,
      outDir: path.join(SERVE_DIR, String(appPort)),
    });
  }

  const stopAll = async () => {
    for (const w of workers) {
      try {
        if (w.preview?.pid) process.kill(-w.preview.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      await w.test?.stop().catch(() => {});
      await w.dropDatabase?.().catch(() => {});
      fs.rmSync(w.outDir, { recursive: true, force: true });
    }
  };

  try {
    const env = await buildEnv();
    const anonKey = env.VITE_SUPABASE_ANON_KEY!;
    // The build (a child process) and the stacks start side by side.
    const [build] = await Promise.all([
      ensureBuild(env).then((b) => {
        process.stdout.write(
          `[e2e] app build ${b.reused ? 'reused (sources unchanged)' : 'made'} in ${seconds(t0)} s\n`,
        );
        return b;
      }),
      ...workers.map(async (w, i) => {
        const db = await databaseFor(i);
        w.dropDatabase = db.drop;
        w.test = await startTestStack({
          siteUrl: w.baseURL,
          ...(db.url ? { databaseUrl: db.url } : {}),
        });
      }),
    ]);
    process.stdout.write(`[e2e] ${count} stack(s) ready in ${seconds(t0)} s\n`);

    await Promise.all(
      workers.map(async (w, i) => {
        const stack = w.test!.stack;
        if (stack.config.anonKey !== anonKey) throw new Error('the stack has another anon key');
        copyFor(build.dir, w.outDir, { api: stack.config.apiUrl, partner: w.partnerOrigin });
        const viteEnv = {
          ...process.env,
          VITE_SUPABASE_URL: stack.config.apiUrl,
          VITE_SUPABASE_ANON_KEY: anonKey,
          VITE_SHOW_DEMO_LOGINS: 'true',
          EMBED_ALLOWED_ORIGINS: w.partnerOrigin,
        };
        const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
        const preview = spawn(
          process.execPath,
          [
            vite,
            'preview',
            '--outDir',
            w.outDir,
            '--port',
            String(w.appPort),
            '--strictPort',
            '--host',
            '127.0.0.1',
          ],
          { cwd: ROOT, env: viteEnv, stdio: 'ignore', detached: true },
        );
        w.preview = preview;
        let previewExit: number | null = null;
        preview.once('exit', (code) => (previewExit = code ?? 1));
        await waitForHttp(w.baseURL, 30_000);
        if (previewExit !== null)
          throw new Error(`vite preview exited (${previewExit}); is port ${w.appPort} taken?`);
        const env = {
          ...w.test!.env,
          E2E_PARTNER_ORIGIN: w.partnerOrigin,
          E2E_APP_PORT: String(w.appPort),
        };
        process.env[`E2E_WORKER_ENV_${i}`] = JSON.stringify(env);
        if (i === 0) Object.assign(process.env, env);
      }),
    );
    process.stdout.write(`[e2e] ${count} app server(s) ready in ${seconds(t0)} s\n`);
  } catch (err) {
    await stopAll();
    throw err;
  }

  return stopAll;
}

/**
 * On a PostgreSQL server (DATABASE_URL), worker n > 0 gets a database of its own next to the
 * given one, made empty (the stack migrates and seeds it) and dropped at the end.
 */
async function databaseFor(i: number): Promise<{ url?: string; drop?: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url || i === 0) return {};
  const own = new URL(url);
  const name = `${own.pathname.slice(1) || 'postgres'}_e2e_w${i}`;
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
