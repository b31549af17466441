/**
 * The local Supabase-compatible stack: Postgres (PGlite or DATABASE_URL), migrations and seed,
 * PostgREST, the auth service, MailDev, the Deno functions runner, one gateway and the outbox
 * drainer (process-outbox every second).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthServer } from './auth/server.ts';
import { resolveConfig, type ConfigOverrides, type StackConfig } from './config.ts';
import { startFunctions } from './functions.ts';
import { startGateway } from './gateway.ts';
import { keep, type KeepOptions, type ServiceStatus } from './keeper.ts';
import { startOutboxDrainer } from './outbox-drainer.ts';
import { startMail, type RunningMail } from './mail.ts';
import { migrate, resetServerDatabase } from './migrate.ts';
import { assertPortFree } from './ports.ts';
import { startPostgres } from './postgres.ts';
import { startPostgrest } from './postgrest.ts';
import { Supervisor, sweepLeftovers } from './supervisor.ts';

export interface StartOptions extends ConfigOverrides {
  /** Extra env for the functions runner (e.g. Smartsheet settings in tests). */
  functionsEnv?: Record<string, string>;
  /** Restart functions when supabase/functions changes (npm run dev). */
  watchFunctions?: boolean;
  /** Options passed to the auth service, e.g. a shorter refresh-token reuse interval. */
  authOptions?: Record<string, unknown>;
  /** Start from an empty database (delete PGlite data, or drop the schemas on a server). */
  reset?: boolean;
  log?: (line: string) => void;
}

export interface RunningStack {
  config: StackConfig;
  /** Superuser Postgres URL. */
  dbUrl: string;
  dbKind: 'pglite' | 'server';
  /** MailDev web UI and REST API base. */
  mailApiUrl: string;
  mail: RunningMail;
  seeded: boolean;
  /** The child services (PostgREST, functions, MailDev): state and restarts (keeper.ts). */
  services(): ServiceStatus[];
  stop(): Promise<void>;
}

export async function startStack(
  opts: StartOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningStack> {
  const log = opts.log ?? (() => {});
  const cfg = await resolveConfig(env, opts);
  const pglite = !cfg.databaseUrl;

  // Leftovers of a stack that was killed (its watchdog too) would hold the ports below.
  // (A watchdog still finishing its work is stopped too, but is not worth a line.)
  const leftovers = (await sweepLeftovers(cfg.runDir)).filter((l) => !l.startsWith('watchdog '));
  if (leftovers.length)
    log(`Stopped leftovers of a stack that did not stop cleanly: ${leftovers.join(', ')}`);
  const supervisor = Supervisor.start(cfg.runDir);

  const ports: [number, string][] = [
    [cfg.apiPort, 'API_PORT'],
    [cfg.mailPort, 'MAIL_PORT'],
    [cfg.mailUiPort, 'MAIL_UI_PORT'],
    [cfg.authPort, 'AUTH_PORT (auth service)'],
    [cfg.functionsPort, 'FUNCTIONS_PORT (functions runner)'],
  ];
  if (pglite) ports.splice(1, 0, [cfg.dbPort, 'DB_PORT']);
  for (const [port, name] of ports) await assertPortFree(port, name);

  if (opts.reset && pglite && cfg.dataDir) fs.rmSync(cfg.dataDir, { recursive: true, force: true });

  // PostgREST listens on a Unix socket in a directory only this user can open, not on a port:
  // the gateway is the only way to it (stack/README.md, "Client addresses").
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-rest-'));
  cfg.restSocket = path.join(socketDir, 'rest.sock');
  const stoppers: (() => Promise<void>)[] = [];
  let left = false;
  const stop = async () => {
    for (const s of stoppers.reverse()) await s().catch(() => {});
    stoppers.length = 0;
    fs.rmSync(socketDir, { recursive: true, force: true });
    if (!left) supervisor.leave();
    left = true;
  };
  try {
    const pg = await startPostgres(cfg);
    stoppers.push(() => pg.stop());
    if (opts.reset && !pglite) await resetServerDatabase(pg.url);
    const result = await migrate(pg.url, { log });

    // A child that dies on its own is started again, and what happened is in services().
    const keepOpts: KeepOptions = {
      ...(opts.log ? { log: opts.log } : {}),
      onChange: (status) => supervisor.report(status),
    };
    const [mail, rest, , fns] = await Promise.all([
      startMail(cfg, keepOpts),
      keep('postgrest', () => startPostgrest(cfg, pg.serviceUrl), keepOpts),
      startAuthServer({
        port: cfg.authPort,
        dbUrl: pg.serviceUrl,
        jwtSecret: cfg.jwtSecret,
        anonKey: cfg.anonKey,
        serviceRoleKey: cfg.serviceRoleKey,
        apiExternalUrl: cfg.apiUrl,
        siteUrl: cfg.siteUrl,
        smtp: { host: '127.0.0.1', port: cfg.mailPort },
        mailFrom: 'no-reply@claimdesk.test',
        gatewaySecret: cfg.gatewaySecret,
        ...(cfg.verbose ? { log: (line: string) => process.stderr.write(`[auth] ${line}\n`) } : {}),
        ...(opts.authOptions ?? {}),
      }).then((a) => {
        stoppers.push(() => a.close());
        return a;
      }),
      keep(
        'functions',
        () =>
          startFunctions(cfg, pg.serviceUrl, opts.functionsEnv ?? {}, opts.watchFunctions ?? false),
        keepOpts,
      ),
    ]);
    stoppers.push(
      () => mail.stop(),
      () => rest.stop(),
      () => fns.stop(),
    );
    const gw = await startGateway(cfg);
    stoppers.push(() => gw.close());
    // Delivers public.outbox as pg_cron + pg_net do on hosted Supabase.
    const drainer = startOutboxDrainer({
      apiUrl: cfg.apiUrl,
      serviceRoleKey: cfg.serviceRoleKey,
      dbUrl: pg.serviceUrl,
      intervalMs: Number(env.OUTBOX_POLL_MS ?? 1000),
      maintenanceIntervalMs: Number(env.MAINTENANCE_INTERVAL_MS ?? 3_600_000),
      log: (line) => process.stderr.write(`${line}\n`),
    });
    stoppers.push(() => drainer.stop());
    return {
      config: cfg,
      dbUrl: pg.url,
      dbKind: pg.kind,
      mailApiUrl: mail.uiUrl,
      mail,
      seeded: result.seeded,
      services: () => [rest.status(), fns.status(), mail.status()],
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}
