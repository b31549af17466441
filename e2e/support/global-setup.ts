/**
 * E2E global setup: a local stack on free ports (PGlite in memory unless DATABASE_URL), a
 * production build of the SPA pointed at it, and `vite preview` serving that build on the
 * port playwright.config.ts uses. Tests read SUPABASE_URL, keys, DB_URL and MAIL_API_URL from env.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { ROOT } from '../../stack/config.ts';
import { startStack } from '../../stack/index.ts';
import { assertPortFree, freePort, waitForHttp } from '../../stack/ports.ts';

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:4199';
  const appPort = Number(new URL(baseURL).port);
  await assertPortFree(appPort, 'E2E_APP_PORT');
  const stack = await startStack({
    apiPort: await freePort(),
    dbPort: await freePort(),
    mailPort: await freePort(),
    mailUiPort: await freePort(),
    restPort: await freePort(),
    authPort: await freePort(),
    functionsPort: await freePort(),
    dataDir: null,
    siteUrl: baseURL,
    authOptions: { bcryptCost: 4 },
  });
  const viteEnv = {
    ...process.env,
    VITE_SUPABASE_URL: stack.config.apiUrl,
    VITE_SUPABASE_ANON_KEY: stack.config.anonKey,
    VITE_SHOW_DEMO_LOGINS: 'true',
  };
  const outDir = path.join(ROOT, '.local', `e2e-dist-${appPort}`);
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: viteEnv,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    await stack.stop();
    throw new Error('vite build failed for the e2e run');
  }
  const preview: ChildProcess = spawn(
    process.execPath,
    [vite, 'preview', '--outDir', outDir, '--port', String(appPort), '--strictPort', '--host', '127.0.0.1'],
    { cwd: ROOT, env: viteEnv, stdio: 'ignore', detached: true },
  );
  let previewExit: number | null = null;
  preview.once('exit', (code) => (previewExit = code ?? 1));
  await waitForHttp(baseURL, 30_000);
  if (previewExit !== null) {
    await stack.stop();
    throw new Error(`vite preview exited (${previewExit}); is port ${appPort} taken?`);
  }

  const control = http.createServer((req, res) => {
    const done = (status: number) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end('{}');
    };
    if (req.method === 'POST' && req.url === '/mail/stop') stack.mail.stop().then(() => done(200), () => done(500));
    else if (req.method === 'POST' && req.url === '/mail/start') stack.mail.restart().then(() => done(200), () => done(500));
    else done(404);
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', () => resolve()));

  Object.assign(process.env, {
    SUPABASE_URL: stack.config.apiUrl,
    SUPABASE_ANON_KEY: stack.config.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stack.config.serviceRoleKey,
    DB_URL: stack.dbUrl,
    MAIL_API_URL: stack.mailApiUrl,
    MAIL_CONTROL_URL: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
  });

  return async () => {
    try {
      if (preview.pid) process.kill(-preview.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await new Promise<void>((resolve) => control.close(() => resolve()));
    await stack.stop();
  };
}
