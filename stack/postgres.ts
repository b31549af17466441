/**
 * Postgres for the local stack: PGlite served over the wire protocol by pglite-socket,
 * or a real server given by DATABASE_URL. Every client (migrations, PostgREST, the auth
 * service, functions) connects with a plain Postgres URL, so they never interleave
 * statements inside PGlite.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { StackConfig } from './config.ts';

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
  const server = new PGLiteSocketServer({
    db,
    port: cfg.dbPort,
    host: '127.0.0.1',
    maxConnections: 100,
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
