/**
 * `npm run dev`: the local stack, then the Vite dev server pointed at it, with demo logins shown.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './config.ts';
import { startStack } from './index.ts';
import { killAllSync } from './proc.ts';
import { Supervisor } from './supervisor.ts';
import { installSignalHandlers, statusLines } from './status.ts';

const DEMO_LOGINS = [
  'admin@claimdesk.test (admin)',
  'approver@claimdesk.test (expert, approver)',
  'expert@claimdesk.test (expert)',
  'user@claimdesk.test (user, 10 questions)',
  'coder@<partner-slug>.test (corporate user, one per partner)',
];

async function main(): Promise<void> {
  const appPort = Number(process.env.APP_PORT ?? 5173);
  const stack = await startStack({
    watchFunctions: true,
    siteUrl: `http://127.0.0.1:${appPort}`,
    verbose: process.env.STACK_VERBOSE === '1',
    log: (line) => process.stderr.write(`${line}\n`),
  }).catch((e: Error) => {
    killAllSync();
    process.stderr.write(`Error: ${e.message.split('\n')[0]}\n`);
    process.exit(1);
  });
  const viteArgs = [
    path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
    '--port',
    String(appPort),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ];
  // Its own process group, watched like the stack's services (supervisor.ts).
  const vite = spawn(process.execPath, viteArgs, {
    cwd: ROOT,
    stdio: 'inherit',
    detached: true,
    env: {
      ...process.env,
      VITE_SUPABASE_URL: stack.config.apiUrl,
      VITE_SUPABASE_ANON_KEY: stack.config.anonKey,
      VITE_SHOW_DEMO_LOGINS: 'true',
    },
  });
  Supervisor.active()?.adopt('vite', vite, [process.execPath, ...viteArgs]);
  installSignalHandlers(async () => {
    vite.kill('SIGTERM');
    await stack.stop();
  });
  vite.on('exit', async (code) => {
    if (vite.pid) Supervisor.active()?.release(vite.pid);
    await stack.stop();
    process.exit(code ?? 0);
  });
  for (const line of statusLines(stack)) process.stdout.write(`${line}\n`);
  process.stdout.write(`App URL: http://127.0.0.1:${appPort}\n`);
  process.stdout.write(
    `Demo logins (password ClaimDesk-demo-2026):\n${DEMO_LOGINS.map((l) => `  ${l}`).join('\n')}\n`,
  );
  process.stdout.write('Ready\n');
}

void main();
