/**
 * The local stack's stand-in for hosted Supabase's pg_cron + pg_net schedule
 * (supabase/hosted/outbox-schedule.sql): calls the process-outbox function through the gateway
 * with the service role key every OUTBOX_POLL_MS (default 1000 ms), one call at a time, so
 * `npm run dev` and the test stacks deliver the outbox like production does.
 */
export interface OutboxDrainer {
  /** Runs one drain now (tests use it to avoid waiting for the next tick). */
  kick(): Promise<void>;
  stop(): Promise<void>;
}

export function startOutboxDrainer(opts: {
  apiUrl: string;
  serviceRoleKey: string;
  intervalMs?: number;
  log?: (line: string) => void;
}): OutboxDrainer {
  const url = `${opts.apiUrl}/functions/v1/process-outbox`;
  const interval = opts.intervalMs ?? 1000;
  let running: Promise<void> | null = null;
  let stopped = false;
  let lastError = '';

  const drainOnce = async (): Promise<void> => {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${opts.serviceRoleKey}`,
          'content-type': 'application/json',
        },
        body: '{}',
        signal: AbortSignal.timeout(120_000),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`HTTP ${res.status}: ${text.slice(0, 200)}`);
      lastError = '';
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      // One line per distinct failure, not one per tick.
      if (message !== lastError && !stopped) opts.log?.(`[outbox] drain failed: ${message}`);
      lastError = message;
    }
  };

  const tick = (): Promise<void> => {
    if (!running) running = drainOnce().finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => void tick(), interval);
  timer.unref();

  return {
    kick: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
