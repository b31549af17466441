/**
 * A crash leaves nothing behind (stack/README.md, "When the stack ends"). `npm run stack` runs in
 * its own process group, as in a terminal; SIGKILL of that group must not leave PostgREST, Deno or
 * MailDev holding the ports, and the next start on the same ports and data must reach Ready. When
 * even the watchdog died with it, the next start finds the stack's own leftovers from its pid file
 * and stops them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../stack/config.ts';
import { freePort } from '../../../stack/ports.ts';

const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-crash-'));

interface Run {
  child: ChildProcess;
  out: () => string;
  err: () => string;
}

async function portsEnv(): Promise<Record<string, string>> {
  const names = ['API', 'DB', 'MAIL', 'MAIL_UI', 'REST', 'AUTH', 'FUNCTIONS'];
  const out: Record<string, string> = {};
  for (const n of names) out[`${n}_PORT`] = String(await freePort());
  return out;
}

const started: ChildProcess[] = [];

/** `npm run stack` as a terminal runs it: its own process group, persistent data under `work`. */
function startCli(env: Record<string, string>): Run {
  let out = '';
  let err = '';
  const { DATABASE_URL: _ignored, STACK_EPHEMERAL: _memory, ...base } = process.env;
  const child = spawn(process.execPath, [tsx, 'stack/cli.ts'], {
    cwd: ROOT,
    env: {
      ...base,
      STACK_DATA_DIR: path.join(work, 'db'),
      STACK_RUN_DIR: path.join(work, 'run'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return { child, out: () => out, err: () => err };
}

async function ready(run: Run, timeoutMs = 120_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && run.child.exitCode === null) {
    if (run.out().includes('Ready')) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return run.out().includes('Ready');
}

function listening(port: string): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(Number(port), '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The child pids the stack recorded in its run directory (pid file of the running stack). */
function recordedChildren(): { pid: number; name: string }[] {
  const dir = path.join(work, 'run');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap(
      (f) =>
        // Boundary: a run file the stack writes (JSON); this is the part the test reads.
        (
          JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as {
            children: { pid: number; name: string }[];
          }
        ).children,
    );
}

async function stop(run: Run): Promise<void> {
  if (run.child.exitCode !== null || run.child.signalCode !== null) return;
  run.child.kill('SIGTERM');
  await new Promise<void>((resolve) => run.child.once('exit', () => resolve()));
}

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

/**
 * The stack a test ends with, started again after its crash: the next test crashes that one rather
 * than starting its own (back to back, the second test took 8.6 s instead of 12.5 s).
 */
let restarted: { run: Run; env: Record<string, string> } | undefined;

async function readyStack(): Promise<{ run: Run; env: Record<string, string> }> {
  if (restarted) {
    const stack = restarted;
    restarted = undefined;
    return stack;
  }
  const env = await portsEnv();
  const run = startCli(env);
  expect(await ready(run), run.err()).toBe(true);
  return { run, env };
}

describe('a crash of the stack', () => {
  it('SIGKILL of the stack process group leaves no child behind, and the next start is Ready', async () => {
    const { run: first, env } = await readyStack();
    const children = recordedChildren();
    expect(children.map((c) => c.name).sort()).toEqual(
      ['functions', 'maildev', 'postgrest', 'watchdog'].sort(),
    );

    process.kill(-first.child.pid!, 'SIGKILL');
    const deadline = Date.now() + 10_000;
    while (children.some((c) => alive(c.pid)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(children.filter((c) => alive(c.pid)).map((c) => c.name)).toEqual([]);

    const second = startCli(env);
    expect(await ready(second), second.err()).toBe(true);
    const health = await fetch(`http://127.0.0.1:${env.API_PORT}/auth/v1/health`);
    expect(health.status).toBe(200);
    restarted = { run: second, env };
  }, 300_000);

  it('when the watchdog died too, the next start stops the leftovers it recorded and is Ready', async () => {
    const { run: first, env } = await readyStack();
    const children = recordedChildren();
    const watchdog = children.find((c) => c.name === 'watchdog')!;
    // The watchdog first, then the stack: the services are orphaned and keep their ports.
    process.kill(watchdog.pid, 'SIGKILL');
    process.kill(-first.child.pid!, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 500));
    const orphans = children.filter((c) => c.name !== 'watchdog' && alive(c.pid));
    expect(orphans.length).toBeGreaterThan(0);

    const second = startCli(env);
    expect(await ready(second), second.err()).toBe(true);
    expect(second.err()).toContain('Stopped leftovers of a stack that did not stop cleanly');
    expect(orphans.filter((c) => alive(c.pid)).map((c) => c.name)).toEqual([]);
    // A stack started again after a crash still stops cleanly: SIGTERM frees every port.
    await stop(second);
    for (const port of Object.values(env)) expect(await listening(port)).toBe(false);
  }, 300_000);
});
