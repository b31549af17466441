/**
 * The local stack's stand-in for hosted Supabase's pg_cron + pg_net schedule
 * (supabase/hosted/outbox-schedule.sql): calls the process-outbox function through the gateway
 * with the service role key every OUTBOX_POLL_MS (default 1000 ms), once per lane (each kind of
 * outbox row, supabase/functions/process-outbox/lanes.ts), one call at a time per lane, so a slow
 * kind (Smartsheet) never holds the mail of the others back, and `npm run dev` and the test stacks
 * deliver the outbox like production does; and, every
 * MAINTENANCE_INTERVAL_MS (default one hour), the maintenance_prune RPC that deletes closed
 * rate-limit windows, expired used human tokens and old delivered outbox rows.
 */
import { OUTBOX_KINDS } from '../supabase/functions/process-outbox/lanes.ts';

export interface OutboxDrainer {
  /** Runs one drain of every lane now (tests use it to avoid waiting for the next tick). */
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
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  let lastError = '';

  const drainOnce = async (kind: string): Promise<void> => {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ kind }),
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

  const lane = (kind: string): Promise<void> => {
    let run = running.get(kind);
    if (!run) {
      run = drainOnce(kind).finally(() => running.delete(kind));
      running.set(kind, run);
    }
    return run;
  };
  const tick = async (): Promise<void> => {
    await Promise.all(OUTBOX_KINDS.map(lane));
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
      await Promise.all([...running.values()].map((run) => run.catch(() => {})));
    },
  };
}
