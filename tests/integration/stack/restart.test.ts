/**
 * A child that dies is started again (stack/README.md, "When a child dies"): SIGKILL PostgREST,
 * the functions runner or MailDev under `npm run stack` and it comes back with a log line, serves
 * again, and `npm run stack -- status` shows the restart; a child that keeps dying is given up
 * as failed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../stack/config.ts';
import { keep } from '../../../stack/keeper.ts';
import { freePort } from '../../../stack/ports.ts';
import { startProcess } from '../../../stack/proc.ts';

const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-restart-'));
const runDir = path.join(work, 'run');
const started: ChildProcess[] = [];

afterAll(() => {
  for (const c of started) {
    try {
      if (c.pid) process.kill(-c.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  fs.rmSync(work, { recursive: true, force: true });
});

interface Service {
  name: string;
  state: string;
  pid: number | null;
  restarts: number;
}

/** The services as the running stack's pid file records them. */
function services(): Record<string, Service> {
  for (const f of fs.existsSync(runDir) ? fs.readdirSync(runDir) : []) {
    if (!/^stack-\d+\.json$/.test(f)) continue;
    // Boundary: a run file the stack writes (JSON); this is the part the test reads.
    const run = JSON.parse(fs.readFileSync(path.join(runDir, f), 'utf8')) as {
      services?: Record<string, Service>;
    };
    if (run.services) return run.services;
  }
  return {};
}

async function until<T>(what: string, get: () => T | Promise<T>, ms = 90_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await get();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const answers = async (url: string, init?: RequestInit) => {
  try {
    return (await fetch(url, init)).status === 200;
  } catch {
    return false;
  }
};

describe('a child of the stack that dies', () => {
  it('is restarted after SIGKILL (PostgREST, functions, MailDev), serves again, and status shows it', async () => {
    const ports: Record<string, string> = {};
    for (const n of ['API', 'DB', 'MAIL', 'MAIL_UI', 'REST', 'AUTH', 'FUNCTIONS'])
      ports[`${n}_PORT`] = String(await freePort());
    const { DATABASE_URL: _server, ...base } = process.env;
    const env = { ...base, STACK_EPHEMERAL: '1', STACK_RUN_DIR: runDir, ...ports };
    let out = '';
    let err = '';
    const cli = spawn(process.execPath, [tsx, 'stack/cli.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    started.push(cli);
    cli.stdout.on('data', (d: Buffer) => (out += d.toString()));
    cli.stderr.on('data', (d: Buffer) => (err += d.toString()));
    await until('Ready', () => out.includes('Ready') || cli.exitCode !== null, 150_000);
    expect(out, err).toContain('Ready');

    const api = `http://127.0.0.1:${ports.API_PORT}`;
    const serves: Record<string, () => Promise<boolean>> = {
      postgrest: () => answers(`${api}/rest/v1/`, { headers: { apikey: anonKey(out) } }),
      functions: () => answers(`${api}/functions/v1/health`),
      maildev: () => answers(`http://127.0.0.1:${ports.MAIL_UI_PORT}/email`),
    };
    for (const [name, serving] of Object.entries(serves)) {
      const before = services()[name]!;
      expect(before, name).toMatchObject({ state: 'running', restarts: 0 });
      const t = Date.now();
      process.kill(before.pid!, 'SIGKILL');
      const back = await until(`${name} to come back`, () => {
        const s = services()[name];
        return s?.state === 'running' && s.pid !== before.pid ? s : null;
      });
      await until(`${name} to serve`, serving);
      console.info(`[restart] ${name}: serving again ${Date.now() - t} ms after SIGKILL`);
      expect(back?.restarts, name).toBe(1);
      expect(err).toContain(`${name} exited (signal SIGKILL); restarting in`);
    }

    const status = spawnSync(process.execPath, [tsx, 'stack/cli.ts', 'status'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    expect(status.status, status.stderr).toBe(0);
    for (const name of Object.keys(serves))
      expect(status.stdout).toMatch(
        new RegExp(
          `${name}\\s+running\\s+pid \\d+\\s+restarts 1\\s+\\(last exit: signal SIGKILL\\)`,
        ),
      );
    cli.kill('SIGTERM');
    await new Promise<void>((resolve) => cli.once('exit', () => resolve()));
  }, 300_000);

  it('is given up as failed after too many restarts within a minute', async () => {
    const lines: string[] = [];
    const kept = await keep(
      'sleeper',
      async () => startProcess('sleeper', process.execPath, ['-e', 'setInterval(() => {}, 1e9)']),
      { log: (l) => lines.push(l), maxPerMinute: 2, backoffMs: 50 },
    );
    for (let i = 0; i < 3; i++) {
      const pid = await until('a running sleeper', () => kept.status().pid, 10_000);
      process.kill(pid!, 'SIGKILL');
      await until('the exit', () => kept.status().pid !== pid, 10_000);
    }
    const failed = await until('failed', () => kept.status().state === 'failed', 10_000);
    expect(failed).toBe(true);
    expect(kept.status()).toMatchObject({ restarts: 2, pid: null, lastExit: 'signal SIGKILL' });
    expect(lines.at(-1)).toBe(
      'sleeper exited (signal SIGKILL) after 2 restarts within a minute: failed, not restarted',
    );
    await kept.stop();
  }, 30_000);
});

function anonKey(out: string): string {
  return /anon key: (\S+)/.exec(out)![1]!;
}
