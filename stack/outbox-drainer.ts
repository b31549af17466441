/**
 * The local stack's stand-in for hosted Supabase's pg_cron + pg_net schedule
 * (supabase/hosted/outbox-schedule.sql): calls the process-outbox function through the gateway
 * with the service role key every OUTBOX_POLL_MS (default 1000 ms), one call at a time, so
 * `npm run dev` and the test stacks deliver the outbox like production does; and, every
 * MAINTENANCE_INTERVAL_MS (default one hour), the maintenance_prune RPC that deletes closed
 * rate-limit windows, expired used human tokens and old delivered outbox rows.
 */
export interface OutboxDrainer {
  /** Runs one drain now (tests use it to avoid waiting for the next tick). */
  kick(): Promise<void>;
  /** Runs maintenance_prune now; answers its counts. */
  prune(): Promise<unknown>;
  stop(): Promise<void>;
}

export function startOutboxDrainer(opts: {
  apiUrl: string;
  serviceRoleKey: string;
  intervalMs?: number;
  maintenanceIntervalMs?: number;
  log?: (line: string) => void;
}): OutboxDrainer {
  const url = `${opts.apiUrl}/functions/v1/process-outbox`;
  const pruneUrl = `${opts.apiUrl}/rest/v1/rpc/maintenance_prune`;
  const interval = opts.intervalMs ?? 1000;
  const maintenanceInterval = opts.maintenanceIntervalMs ?? 3_600_000;
  const headers = {
    apikey: opts.serviceRoleKey,
    authorization: `Bearer ${opts.serviceRoleKey}`,
    'content-type': 'application/json',
  };
  let running: Promise<void> | null = null;
  let stopped = false;
  let lastError = '';

  const drainOnce = async (): Promise<void> => {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers,
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

  const prune = async (): Promise<unknown> => {
    const res = await fetch(pruneUrl, {
      method: 'POST',
      headers,
      body: '{}',
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`HTTP ${res.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text) as unknown;
  };

  const tick = (): Promise<void> => {
    if (!running) running = drainOnce().finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => void tick(), interval);
  timer.unref();
  const maintenance = setInterval(() => {
    prune().catch((e: unknown) => {
      if (!stopped)
        opts.log?.(`[outbox] maintenance failed: ${e instanceof Error ? e.message : String(e)}`);
    });
  }, maintenanceInterval);
  maintenance.unref();

  return {
    kick: tick,
    prune,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearInterval(maintenance);
      await running?.catch(() => {});
    },
  };
}
