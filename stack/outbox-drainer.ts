/**
 * The local stack's stand-in for hosted Supabase's pg_cron + pg_net schedule
 * (supabase/hosted/outbox-schedule.sql): calls the process-outbox function through the gateway
 * with the service role key every OUTBOX_POLL_MS (default 1000 ms), once per lane (each kind of
 * outbox row, supabase/functions/process-outbox/lanes.ts), one call at a time per lane, so a slow
 * kind (Smartsheet) never holds the mail of the others back, and `npm run dev` and the test stacks
 * deliver the outbox like production does; and, every
 * MAINTENANCE_INTERVAL_MS (default one hour), the maintenance_prune RPC that deletes closed
 * rate-limit windows, expired used human tokens and old delivered outbox rows.
 *
 * Given the database (`dbUrl`), a tick first asks it which kinds have a row to deliver now and
 * calls only those lanes: an idle stack made nine calls a second through the gateway, the
 * functions and PostgREST, which cost it about 8% of a core (2.4 of 3.1 CPU-seconds in 30 s, with
 * 0.6 left), a cost every test stack paid for as long as it ran. A tick whose check fails calls
 * every lane, as without it.
 */
import pg from 'pg';
import { OUTBOX_KINDS } from '../supabase/functions/process-outbox/lanes.ts';

/**
 * The kinds with a row outbox_claim would claim now (supabase/migrations, mail and outbox: pending,
 * due, not held by a worker); tests/integration/functions/outbox-lanes.test.ts holds the two to
 * the same rows.
 */
export const DUE_KINDS_SQL = `select distinct kind from public.outbox
  where status = 'pending' and next_attempt_at <= clock_timestamp()
    and (locked_until is null or locked_until <= clock_timestamp())`;

export interface OutboxDrainer {
  /** Runs one drain of every lane now, without the check (tests use it not to wait for a tick). */
  kick(): Promise<void>;
  /** Runs maintenance_prune now; answers its counts. */
  prune(): Promise<unknown>;
  stop(): Promise<void>;
}

export function startOutboxDrainer(opts: {
  apiUrl: string;
  serviceRoleKey: string;
  /** The database, to call only the lanes with work (DUE_KINDS_SQL); without it, every lane. */
  dbUrl?: string;
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

  /** Logs a failure once, not once per tick, until a success (`ok`) or another failure. */
  const failureLog = (what: string) => {
    let last = '';
    return {
      failed(e: unknown) {
        const message = e instanceof Error ? e.message : String(e);
        if (message !== last && !stopped) opts.log?.(`[outbox] ${what}: ${message}`);
        last = message;
      },
      ok: () => (last = ''),
    };
  };
  const drainLog = failureLog('drain failed');
  const checkLog = failureLog('due check failed, draining every lane');

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
      drainLog.ok();
    } catch (e) {
      drainLog.failed(e);
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
  const drainAll = async (): Promise<void> => {
    await Promise.all(OUTBOX_KINDS.map(lane));
  };

  // One connection, opened on first use and again after a failure.
  let db: pg.Client | null = null;
  const dueKinds = async (dbUrl: string): Promise<readonly string[]> => {
    try {
      if (!db) {
        db = new pg.Client({ connectionString: dbUrl });
        db.on('error', () => {}); // a dropped connection: the next query fails and reconnects
        await db.connect();
      }
      const { rows } = await db.query<{ kind: string }>(DUE_KINDS_SQL);
      checkLog.ok();
      return rows.map((r) => r.kind);
    } catch (e) {
      checkLog.failed(e);
      void db?.end().catch(() => {});
      db = null;
      return OUTBOX_KINDS;
    }
  };
  // The check under way: a tick while one runs (a busy database) does not queue another. The lanes
  // it starts run on their own, so a slow lane holds back neither the next check nor the others.
  let checking: Promise<void> | null = null;
  const tick = (): Promise<void> => {
    if (!opts.dbUrl) return drainAll();
    checking ??= dueKinds(opts.dbUrl)
      .then((kinds) => {
        if (!stopped) for (const kind of OUTBOX_KINDS) if (kinds.includes(kind)) void lane(kind);
      })
      .finally(() => (checking = null));
    return checking;
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
    kick: drainAll,
    prune,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearInterval(maintenance);
      await checking;
      await Promise.all([...running.values()].map((run) => run.catch(() => {})));
      await db?.end().catch(() => {});
    },
  };
}
