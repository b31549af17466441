/**
 * Child processes of the stack: each in its own process group, announced to the supervisor
 * (watchdog and pid file, supervisor.ts) so that none outlives the stack however it ends.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { Supervisor } from './supervisor.ts';

export interface Managed {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
  /** The last lines the process printed, for error messages. */
  tail(): string;
}

const running = new Set<Managed>();

export function startProcess(
  name: string,
  cmd: string,
  args: string[],
  opts: SpawnOptions & { verbose?: boolean; onExit?: (code: number | null) => void } = {},
): Managed {
  const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const supervisor = Supervisor.active();
  supervisor?.adopt(name, child, [cmd, ...args]);
  const lines: string[] = [];
  const collect = (buf: Buffer) => {
    for (const line of buf.toString().split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > 40) lines.shift();
      if (opts.verbose) process.stderr.write(`[${name}] ${line}\n`);
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited = false;
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', (code) => {
      exited = true;
      running.delete(m);
      if (child.pid) supervisor?.release(child.pid);
      opts.onExit?.(code);
      resolve();
    });
  });
  const m: Managed = {
    name,
    child,
    tail: () => lines.join('\n'),
    async stop() {
      if (exited || child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 3000);
      await exitPromise;
      clearTimeout(timer);
    },
  };
  running.add(m);
  return m;
}

/** Synchronous last resort on process exit: kill every child group still running. */
export function killAllSync(): void {
  Supervisor.active()?.close();
  for (const m of running) {
    try {
      if (m.child.pid) process.kill(-m.child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
}
