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

export interface RunningPostgres {
  /** Superuser URL, used for migrations and by the auth service. */
  url: string;
  kind: 'pglite' | 'server';
  stop(): Promise<void>;
}

export async function startPostgres(cfg: StackConfig): Promise<RunningPostgres> {
  if (cfg.databaseUrl) {
    return { url: cfg.databaseUrl, kind: 'server', stop: async () => {} };
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
    ...(cfg.verbose ? { log: (line: string) => process.stderr.write(`[db] ${line}\n`) } : {}),
  });
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${cfg.dbPort}/postgres`,
    kind: 'pglite',
    async stop() {
      await server.stop().catch(() => {});
      await db.close().catch(() => {});
    },
  };
}
