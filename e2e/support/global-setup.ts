/**
 * E2E global setup: a local stack on free ports (PGlite in memory unless DATABASE_URL), a
 * production build of the SPA pointed at it, and `vite preview` serving that build on the
 * port playwright.config.ts uses. Tests read SUPABASE_URL, keys, DB_URL, MAIL_API_URL and
 * MAIL_CONTROL_URL from env.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { ROOT } from '../../stack/config.ts';
import { assertPortFree, freePort, waitForHttp } from '../../stack/ports.ts';
import { startTestStack } from '../../stack/test-stack.ts';

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:4199';
  const appPort = Number(new URL(baseURL).port);
  await assertPortFree(appPort, 'E2E_APP_PORT');
  const test = await startTestStack({ siteUrl: baseURL });
  const { stack } = test;
  // A partner site's origin (e2e/support/hosting.ts): the only one, besides the app, that may
  // frame the embed route (the security headers vite preview sends).
  process.env.E2E_PARTNER_ORIGIN = `http://127.0.0.1:${await freePort()}`;
  const viteEnv = {
    ...process.env,
    VITE_SUPABASE_URL: stack.config.apiUrl,
    VITE_SUPABASE_ANON_KEY: stack.config.anonKey,
    VITE_SHOW_DEMO_LOGINS: 'true',
    EMBED_ALLOWED_ORIGINS: process.env.E2E_PARTNER_ORIGIN,
  };
  const outDir = path.join(ROOT, '.local', `e2e-dist-${appPort}`);
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      env: viteEnv,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) {
    await test.stop();
    throw new Error('vite build failed for the e2e run');
  }
  const preview: ChildProcess = spawn(
    process.execPath,
    [
      vite,
      'preview',
      '--outDir',
      outDir,
      '--port',
      String(appPort),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { cwd: ROOT, env: viteEnv, stdio: 'ignore', detached: true },
  );
  let previewExit: number | null = null;
  preview.once('exit', (code) => (previewExit = code ?? 1));
  await waitForHttp(baseURL, 30_000);
  if (previewExit !== null) {
    await test.stop();
    throw new Error(`vite preview exited (${previewExit}); is port ${appPort} taken?`);
  }

  Object.assign(process.env, test.env);

  return async () => {
    try {
      if (preview.pid) process.kill(-preview.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await test.stop();
  };
}
