/**
 * `npm run stack`: the local stack alone, printing its URLs and keys like `supabase status`.
 * `npm run stack -- status`: the state and restarts of the services of the stacks running from
 * this directory (STACK_RUN_DIR); exit code 1 when none runs or a service has failed.
 * `npm run db:reset` (--reset-only): a fresh database with migrations and seed, then exit.
 */
import fs from 'node:fs';
import { resolveConfig } from './config.ts';
import { migrate, resetServerDatabase } from './migrate.ts';
import { startPostgres } from './postgres.ts';
import { assertPortFree } from './ports.ts';
import { killAllSync } from './proc.ts';
import { startStack, type RunningStack } from './index.ts';
import { installSignalHandlers, serviceLines, statusLines } from './status.ts';
import { runningServices } from './supervisor.ts';

const resetOnly = process.argv.includes('--reset-only');
const statusOnly = process.argv.slice(2).includes('status');
const verbose = process.argv.includes('--verbose') || process.env.STACK_VERBOSE === '1';

/** db:reset: only Postgres, the baseline, migrations and seed; the other services are not needed. */
async function resetDatabase(): Promise<void> {
  const cfg = await resolveConfig();
  if (!cfg.databaseUrl) {
    await assertPortFree(cfg.dbPort, 'DB_PORT');
    if (cfg.dataDir) fs.rmSync(cfg.dataDir, { recursive: true, force: true });
  }
  const pg = await startPostgres(cfg);
  try {
    if (cfg.databaseUrl) await resetServerDatabase(pg.url);
    const r = await migrate(pg.url, { log: (l) => process.stderr.write(`${l}\n`) });
    process.stdout.write(
      `Database reset: ${r.applied.length} migrations applied${r.seeded ? ', seed loaded' : ''}.\n`,
    );
  } finally {
    await pg.stop();
  }
}

/** `status`: what the running stacks' pid files say about their services. */
async function printStatus(): Promise<number> {
  const stacks = runningServices((await resolveConfig()).runDir);
  if (!stacks.length) process.stdout.write('No stack is running.\n');
  for (const s of stacks) {
    process.stdout.write(`Stack (pid ${s.pid}):\n`);
    for (const line of serviceLines(s.services)) process.stdout.write(`  ${line}\n`);
  }
  const failed = stacks.some((s) => s.services.some((v) => v.state === 'failed'));
  return stacks.length && !failed ? 0 : 1;
}

async function main(): Promise<void> {
  if (statusOnly) process.exit(await printStatus());
  if (resetOnly) {
    try {
      await resetDatabase();
      process.exit(0);
    } catch (e) {
      process.stderr.write(`Error: ${(e as Error).message.split('\n')[0]}\n`);
      process.exit(1);
    }
  }
  const t0 = Date.now();
  let stack: RunningStack;
  try {
    stack = await startStack({
      verbose,
      log: (line) => process.stderr.write(`${line}\n`),
    });
  } catch (e) {
    killAllSync();
    process.stderr.write(`Error: ${(e as Error).message.split('\n')[0]}\n`);
    if (verbose) process.stderr.write(`${(e as Error).stack}\n`);
    process.exit(1);
  }
  installSignalHandlers(stack.stop);
  for (const line of statusLines(stack)) process.stdout.write(`${line}\n`);
  process.stdout.write('Ready\n');
  process.stderr.write(`(started in ${((Date.now() - t0) / 1000).toFixed(1)} s; Ctrl-C to stop)\n`);
}

void main();
