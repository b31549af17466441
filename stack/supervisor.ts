/**
 * Nothing the stack starts outlives it, however it ends (stack/README.md, "When the stack ends").
 * Each child runs in its own process group (proc.ts) and is
 *  1. announced to a watchdog: a tiny detached Node process reading a pipe from the stack. When
 *     the stack dies, even by SIGKILL of its whole process group, the pipe closes and the
 *     watchdog stops every announced group (SIGTERM, SIGKILL after 3 s), then exits;
 *  2. recorded in a pid file `<run dir>/stack-<pid>.json` with its exact command line. A stack
 *     starting up reads the files of stacks that are no longer running and stops the recorded
 *     processes that are still alive with the same command line (so never another program that
 *     reused a pid or holds a port), e.g. when the watchdog was killed as well.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ServiceStatus } from './keeper.ts';
import { WATCHDOG_JS } from './watchdog.ts';

interface Recorded {
  name: string;
  pid: number;
  argv: string[];
}

interface RunFile {
  owner: { pid: number; argv: string[] };
  children: Recorded[];
  /** The kept services' state and restarts (keeper.ts), by name. */
  services?: Record<string, ServiceStatus>;
}

/** The command line of a running process, or null when it is gone. */
export function commandLine(pid: number): string | null {
  try {
    if (process.platform === 'linux') {
      const raw = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return raw.replace(/\0$/, '').split('\0').join(' ');
    }
    const out = execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' });
    return out.trim() || null;
  } catch {
    return null;
  }
}

/** Is this pid still the process that was recorded (same command line)? */
const isRecorded = (r: { pid: number; argv: string[] }) => commandLine(r.pid) === r.argv.join(' ');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function signalGroup(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(-pid, sig);
  } catch {
    try {
      process.kill(pid, sig);
    } catch {
      /* gone */
    }
  }
}

async function waitGone(pids: number[], ms: number): Promise<number[]> {
  const deadline = Date.now() + ms;
  let left = pids.filter(alive);
  while (left.length && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    left = left.filter(alive);
  }
  return left;
}

function readRunFile(file: string): RunFile | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as RunFile;
  } catch {
    return null;
  }
}

/**
 * Stops what stacks that are no longer running left behind (recorded children still alive with
 * their recorded command line), removes their pid files, and returns what was stopped.
 */
export async function sweepLeftovers(runDir: string): Promise<string[]> {
  if (!fs.existsSync(runDir)) return [];
  const stopped: string[] = [];
  for (const name of fs.readdirSync(runDir)) {
    if (!/^stack-\d+\.json$/.test(name)) continue;
    const file = path.join(runDir, name);
    const run = readRunFile(file);
    if (run && (run.owner.pid === process.pid || isRecorded(run.owner))) continue;
    const leftovers = (run?.children ?? []).filter(isRecorded);
    for (const c of leftovers) signalGroup(c.pid, 'SIGTERM');
    const stubborn = await waitGone(
      leftovers.map((c) => c.pid),
      3000,
    );
    for (const pid of stubborn) signalGroup(pid, 'SIGKILL');
    await waitGone(stubborn, 2000);
    stopped.push(...leftovers.map((c) => `${c.name} (pid ${c.pid})`));
    fs.rmSync(file, { force: true });
  }
  return stopped;
}

/** The services of every stack still running with a pid file in `runDir` (`npm run stack -- status`). */
export function runningServices(runDir: string): { pid: number; services: ServiceStatus[] }[] {
  if (!fs.existsSync(runDir)) return [];
  const out: { pid: number; services: ServiceStatus[] }[] = [];
  for (const name of fs.readdirSync(runDir)) {
    if (!/^stack-\d+\.json$/.test(name)) continue;
    const run = readRunFile(path.join(runDir, name));
    if (!run || !isRecorded(run.owner)) continue;
    out.push({ pid: run.owner.pid, services: Object.values(run.services ?? {}) });
  }
  return out;
}

/** This process's pid file and watchdog (one per process, shared by every stack it starts). */
export class Supervisor {
  private readonly file: string;
  private readonly run: RunFile;
  private readonly watchdog: ChildProcess;
  private users = 0;
  private closed = false;

  private constructor(runDir: string) {
    fs.mkdirSync(runDir, { recursive: true });
    this.file = path.join(runDir, `stack-${process.pid}.json`);
    this.run = { owner: { pid: process.pid, argv: process.argv }, children: [] };
    const owner = commandLine(process.pid);
    if (owner) this.run.owner.argv = owner.split(' ');
    const argv = [process.execPath, '-e', WATCHDOG_JS];
    this.watchdog = spawn(argv[0]!, argv.slice(1), {
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    this.watchdog.unref();
    (this.watchdog.stdin as unknown as { unref(): void }).unref();
    this.watchdog.stdin!.on('error', () => {});
    this.record({ name: 'watchdog', pid: this.watchdog.pid!, argv });
  }

  private static current: Supervisor | null = null;

  /** Supervision for this process, started by the first stack; pair with leave(). */
  static start(runDir: string): Supervisor {
    Supervisor.current ??= new Supervisor(runDir);
    Supervisor.current.users++;
    return Supervisor.current;
  }

  /** A stack of this process has stopped; the last one closes supervision. */
  leave(): void {
    if (--this.users <= 0) this.close();
  }

  /** The running supervisor, if a stack in this process started one. */
  static active(): Supervisor | null {
    return Supervisor.current;
  }

  private record(r: Recorded): void {
    if (this.closed) return;
    this.run.children.push(r);
    this.save();
  }

  private save(): void {
    const tmp = `${this.file}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(this.run, null, 2));
    fs.renameSync(tmp, this.file);
  }

  /** A child process group the stack just started. */
  adopt(name: string, child: ChildProcess, argv: string[]): void {
    if (!child.pid || this.closed) return;
    this.watchdog.stdin!.write(`+${child.pid}\n`);
    this.record({ name, pid: child.pid, argv });
  }

  /** A kept service changed state (keeper.ts): recorded for `npm run stack -- status`. */
  report(status: ServiceStatus): void {
    if (this.closed) return;
    this.run.services = { ...this.run.services, [status.name]: status };
    this.save();
  }

  /** The child has exited (or was stopped by the stack). */
  release(pid: number): void {
    if (this.closed) return;
    this.watchdog.stdin!.write(`-${pid}\n`);
    this.run.children = this.run.children.filter((c) => c.pid !== pid);
    this.save();
  }

  /** Clean exit: the watchdog ends with nothing to stop, and the pid file goes. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.watchdog.stdin!.end();
    fs.rmSync(this.file, { force: true });
    Supervisor.current = null;
  }
}
