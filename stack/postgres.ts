/**
 * Postgres for the local stack: PGlite served over the wire protocol by our own layer
 * (pg-wire/, which hands the one PGlite session to one connection per unit of work), or a real
 * server given by DATABASE_URL. Every client (migrations, PostgREST, the auth service,
 * functions) connects with a plain Postgres URL.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { StackConfig } from './config.ts';
import { PGliteWireServer } from './pg-wire/server.ts';

/** The application_name the stack's own services connect with: they get the reserved slots. */
const SERVICE_APPLICATION = 'claimdesk-stack';

export interface RunningPostgres {
  /** Superuser URL, used for migrations and by the tools. */
  url: string;
  /** The URL PostgREST, the auth service and the functions use (reserved connection slots). */
  serviceUrl: string;
  kind: 'pglite' | 'server';
  stop(): Promise<void>;
}

export async function startPostgres(cfg: StackConfig): Promise<RunningPostgres> {
  if (cfg.databaseUrl) {
    const url = cfg.databaseUrl;
    return { url, serviceUrl: url, kind: 'server', stop: async () => {} };
  }
  if (cfg.dataDir) fs.mkdirSync(cfg.dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir: cfg.dataDir ?? undefined,
    extensions: { pgcrypto, pg_trgm },
  });
  const server = new PGliteWireServer({
    db,
    port: cfg.dbPort,
    host: '127.0.0.1',
    maxConnections: 100,
    // PostgREST's pool (10) and the auth service's (10) still connect when clients take the rest.
    reservedConnections: 20,
    reservedFor: SERVICE_APPLICATION,
    ...(cfg.verbose ? { log: (line: string) => process.stderr.write(`[db] ${line}\n`) } : {}),
  });
  await server.start();
  const url = `postgres://postgres:postgres@127.0.0.1:${cfg.dbPort}/postgres`;
  return {
    url,
    serviceUrl: `${url}?application_name=${SERVICE_APPLICATION}`,
    kind: 'pglite',
    async stop() {
      await server.stop().catch(() => {});
      await db.close().catch(() => {});
    },
  };
}
