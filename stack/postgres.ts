/**
 * Postgres for the local stack: PGlite served over the wire protocol by our own layer
 * (pg-wire/, which hands the one PGlite session to one connection per unit of work), or a real
 * server given by DATABASE_URL. Every client (migrations, PostgREST, the auth service,
 * functions) connects with a plain Postgres URL.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { ROOT, type StackConfig } from './config.ts';
import { PGliteWireServer } from './pg-wire/server.ts';

const EXTENSIONS = { pgcrypto, pg_trgm };

/**
 * A new cluster as PGlite's initdb leaves it, kept as a tarball for the next stacks: initdb in
 * WebAssembly takes about 2.5 s of wall time and 4 s of CPU, loading the tarball 0.75 s and 0.8 s.
 * The test suites start a dozen stacks, each on a new database. The file is named after PGlite's
 * version and the extensions, the only things initdb's result depends on here; it is written
 * whole (a rename) by the first stack that made a cluster, and one that cannot be read is removed.
 */
const TEMPLATE = path.join(
  ROOT,
  '.local',
  'pglite-template',
  `${pgliteVersion()}-${Object.keys(EXTENSIONS).sort().join('-')}.tar`,
);

function pgliteVersion(): string {
  // The package exports no package.json: found above its entry point.
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version: string };
      if (pkg.name === '@electric-sql/pglite') return pkg.version;
    }
    const up = path.dirname(dir);
    if (up === dir) throw new Error('PGlite has no package.json above its entry point.');
    dir = up;
  }
}

/**
 * PGlite on the data folder (in memory when null); a new cluster starts from the template.
 * Exported for its tests, which pass a template of their own.
 */
export async function createPGlite(dataDir: string | null, template = TEMPLATE): Promise<PGlite> {
  const fresh = !dataDir || !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (fresh && fs.existsSync(template)) {
    try {
      return await PGlite.create({
        dataDir: dataDir ?? undefined,
        extensions: EXTENSIONS,
        loadDataDir: new Blob([fs.readFileSync(template)]),
      });
    } catch {
      // A template from a broken write or another PGlite: made again below.
      fs.rmSync(template, { force: true });
      if (dataDir) {
        fs.rmSync(dataDir, { recursive: true, force: true });
        fs.mkdirSync(dataDir, { recursive: true });
      }
    }
  }
  const db = await PGlite.create({ dataDir: dataDir ?? undefined, extensions: EXTENSIONS });
  if (fresh) {
    const tar = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
    fs.mkdirSync(path.dirname(template), { recursive: true });
    const part = `${template}.${process.pid}.part`;
    fs.writeFileSync(part, tar);
    fs.renameSync(part, template);
  }
  return db;
}

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
  const db = await createPGlite(cfg.dataDir);
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
