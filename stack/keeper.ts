/**
 * Keeps a child service of the stack running (stack/README.md, "When a child dies"): when the
 * process exits without the stack asking it to, it is started again after a backoff (500 ms,
 * doubled for each restart within the last minute, at most 8 s), with a log line each time. After
 * `maxPerMinute` restarts within a minute the next exit is not restarted: the service is reported
 * as failed. Its state and restart count are what `npm run stack -- status` prints.
 */
import type { Managed } from './proc.ts';

export type ServiceState = 'running' | 'restarting' | 'failed' | 'stopped';

export interface ServiceStatus {
  name: string;
  state: ServiceState;
  pid: number | null;
  /** Restarts attempted since the stack started. */
  restarts: number;
  /** How the last unexpected exit ended ("signal SIGKILL", "code 1"), or null. */
  lastExit: string | null;
}

export interface KeepOptions {
  log?: (line: string) => void;
  onChange?: (status: ServiceStatus) => void;
  /** Restarts allowed within a minute before the service is given up (default 5). */
  maxPerMinute?: number;
  /** The first backoff delay (default 500 ms). */
  backoffMs?: number;
}

export interface Kept {
  status(): ServiceStatus;
  /** Stops the service for good: no restart until start(). */
  stop(): Promise<void>;
  /** Starts it again after stop() or after it failed. */
  start(): Promise<void>;
}

const MAX_BACKOFF_MS = 8000;

/** Starts the service with `launch` (which resolves once it serves) and keeps it running. */
export async function keep(
  name: string,
  launch: () => Promise<Managed>,
  opts: KeepOptions = {},
): Promise<Kept> {
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const maxPerMinute = opts.maxPerMinute ?? 5;
  const backoffMs = opts.backoffMs ?? 500;
  let proc: Managed | null = null;
  let wanted = true;
  let state: ServiceState = 'running';
  let restarts = 0;
  let lastExit: string | null = null;
  const recent: number[] = [];
  let timer: NodeJS.Timeout | null = null;
  let launching: Promise<void> | null = null;

  const status = (): ServiceStatus => ({
    name,
    state,
    pid: proc?.child.pid ?? null,
    restarts,
    lastExit,
  });
  const report = () => opts.onChange?.(status());

  const adopt = (m: Managed) => {
    proc = m;
    m.child.once('exit', (code, signal) => {
      if (proc !== m) return;
      proc = null;
      if (!wanted) return;
      died(signal ? `signal ${signal}` : `code ${code}`);
    });
  };

  const died = (how: string) => {
    lastExit = how;
    const now = Date.now();
    while (recent.length && now - recent[0]! > 60_000) recent.shift();
    if (recent.length >= maxPerMinute) {
      state = 'failed';
      log(
        `${name} exited (${how}) after ${recent.length} restarts within a minute: failed, not restarted`,
      );
      return report();
    }
    const delay = Math.min(backoffMs * 2 ** recent.length, MAX_BACKOFF_MS);
    recent.push(now);
    restarts++;
    state = 'restarting';
    log(`${name} exited (${how}); restarting in ${delay} ms (restart ${restarts})`);
    report();
    timer = setTimeout(() => {
      timer = null;
      launching = relaunch().finally(() => (launching = null));
    }, delay);
  };

  const relaunch = async () => {
    if (!wanted) return;
    let m: Managed;
    try {
      m = await launch();
    } catch (e) {
      if (wanted) died(`did not start: ${(e as Error).message.split('\n')[0]}`);
      return;
    }
    if (!wanted) return m.stop();
    adopt(m);
    state = 'running';
    log(`${name} is running again (pid ${m.child.pid})`);
    report();
  };

  adopt(await launch());
  report();

  return {
    status,
    async stop() {
      wanted = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await launching;
      const p = proc;
      proc = null;
      await p?.stop();
      state = 'stopped';
      report();
    },
    async start() {
      if (proc || launching) return;
      if (timer) clearTimeout(timer);
      timer = null;
      wanted = true;
      recent.length = 0;
      adopt(await launch());
      state = 'running';
      report();
    },
  };
}
