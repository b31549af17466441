/**
 * `npm run stack` as a user runs it: the status lines, then Ready; a taken port is a one-line
 * error naming it; SIGTERM stops every child process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../stack/config.ts';
import { freePort } from '../../../stack/ports.ts';

const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

async function ports() {
  return {
    API_PORT: String(await freePort()),
    DB_PORT: String(await freePort()),
    MAIL_PORT: String(await freePort()),
    MAIL_UI_PORT: String(await freePort()),
    REST_PORT: String(await freePort()),
    AUTH_PORT: String(await freePort()),
    FUNCTIONS_PORT: String(await freePort()),
  };
}

function runCli(env: Record<string, string>): {
  child: ChildProcess;
  out: () => string;
  err: () => string;
} {
  let out = '';
  let err = '';
  const { DATABASE_URL: _ignored, ...base } = process.env;
  // Its own pid-file directory: a stack that tsx had to SIGKILL (it does when the process does
  // not answer its signal relay within 30 ms, e.g. on a busy machine) must not show up here.
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-cli-'));
  runDirs.push(runDir);
  const child = spawn(process.execPath, [tsx, 'stack/cli.ts'], {
    cwd: ROOT,
    env: { ...base, STACK_EPHEMERAL: '1', STACK_RUN_DIR: runDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return { child, out: () => out, err: () => err };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

const started: ChildProcess[] = [];
const runDirs: string[] = [];
afterAll(() => {
  for (const c of started) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of runDirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('npm run stack', () => {
  it('prints the status lines then Ready, serves the API, and SIGTERM leaves nothing behind', async () => {
    const p = await ports();
    const run = runCli(p);
    started.push(run.child);
    const deadline = Date.now() + 90_000;
    while (!run.out().includes('Ready') && Date.now() < deadline && run.child.exitCode === null) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(run.out(), `the stack's stderr:\n${run.err()}`).toContain('Ready');
    const lines = run.out().trim().split('\n');
    expect(lines.map((l) => l.split(':')[0])).toEqual([
      'API URL',
      'DB URL',
      'anon key',
      'service_role key',
      'Mail UI',
      'Ready',
    ]);
    expect(lines[0]).toBe(`API URL: http://127.0.0.1:${p.API_PORT}`);
    expect(lines[4]).toBe(`Mail UI: http://127.0.0.1:${p.MAIL_UI_PORT}`);

    const health = await fetch(`http://127.0.0.1:${p.API_PORT}/auth/v1/health`);
    expect(health.status).toBe(200);

    run.child.kill('SIGTERM');
    await new Promise<void>((resolve) => run.child.once('exit', () => resolve()));
    for (const port of Object.values(p)) expect(await listening(Number(port))).toBe(false);
  }, 120_000);

  it('refuses a port already in use with one line naming it', async () => {
    const p = await ports();
    const blocker = http.createServer();
    await new Promise<void>((resolve) =>
      blocker.listen(Number(p.MAIL_UI_PORT), '127.0.0.1', () => resolve()),
    );
    try {
      const run = runCli(p);
      started.push(run.child);
      const code = await new Promise<number | null>((resolve) =>
        run.child.once('exit', (c) => resolve(c)),
      );
      expect(code).toBe(1);
      const errLines = run
        .err()
        .trim()
        .split('\n')
        .filter((l) => !l.includes('npm warn'));
      expect(errLines).toEqual([
        `Error: Port ${p.MAIL_UI_PORT} (MAIL_UI_PORT) is already in use; set another with the matching *_PORT variable.`,
      ]);
      expect(run.out()).not.toContain('Ready');
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  }, 60_000);
});
