/**
 * The migration set (docs/migrations.md): every file is <timestamp>_<name>.sql, timestamps are
 * unique, in order and not in the future (a file dated later than today would sort after the next
 * `supabase migration new`), and each function (name and signature) is created in exactly one
 * file. The last is checked on the engine under test (PGlite, or the PostgreSQL server when the
 * stack runs on DATABASE_URL): the files are applied one at a time and a function that a later
 * file replaces (`create or replace`), drops or drops and recreates is reported with both files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyDir,
  dumpCatalog,
  freshDatabase,
  type Engine,
} from '../../scripts/compare-catalog.ts';
import { listMigrations, MIGRATIONS_DIR } from '../../stack/migrate.ts';

const ENGINE: Engine = process.env.DB_KIND === 'pglite' ? 'pglite' : 'postgres';

/**
 * Functions a later migration may redefine on purpose. Empty while the set is squashed; from the
 * first production deploy on, migrations are append-only, and a migration that changes a deployed
 * function adds '<schema>.<name>(<identity arguments>)' here.
 */
const REDEFINED: string[] = [];

const FUNCTIONS = `
  select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as sig,
    p.oid::text as oid, md5(pg_get_functiondef(p.oid)) as def
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname not in ('pg_catalog', 'information_schema') and p.prokind in ('f', 'p')
    and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`;

interface Seen {
  file: string;
  oid: string;
  def: string;
}

/** Applies dir one file at a time; returns each function another file than its own changed. */
async function redefinitions(url: string, dir: string): Promise<string[]> {
  const seen = new Map<string, Seen>();
  const found = new Set<string>();
  await applyDir(url, dir, async (client, file) => {
    const { rows } = await client.query<{ sig: string; oid: string; def: string }>(FUNCTIONS);
    const now = new Map(rows.map((r) => [r.sig, r]));
    for (const [sig, before] of seen) {
      const after = now.get(sig);
      if (!after) found.add(`${sig}: created in ${before.file}, dropped in ${file}`);
      else if (after.oid !== before.oid || after.def !== before.def)
        found.add(`${sig}: created in ${before.file}, again in ${file}`);
    }
    for (const r of rows) if (!seen.has(r.sig)) seen.set(r.sig, { file, oid: r.oid, def: r.def });
  });
  return [...found].filter((f) => !REDEFINED.some((sig) => f.startsWith(`${sig}:`))).sort();
}

describe('the migration set', () => {
  it('names each file <timestamp>_<name>.sql with unique timestamps, in order, none in the future', () => {
    const files = fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(f).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/);
    const versions = listMigrations().map((m) => m.version);
    expect(new Set(versions).size).toBe(versions.length);
    expect([...versions].sort()).toEqual(versions);
    const now = new Date()
      .toISOString()
      .replace(/[^0-9]/g, '')
      .slice(0, 14);
    expect(versions.filter((v) => v > now)).toEqual([]);
  });

  describe(`on ${ENGINE}`, () => {
    let db: { url: string; drop(): Promise<void> };
    let probeDir: string;

    beforeAll(async () => {
      db = await freshDatabase(ENGINE);
      // The first migration and a later file that replaces one of its functions.
      probeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-probe-'));
      const first = listMigrations()[0]!;
      fs.copyFileSync(first.file, path.join(probeDir, path.basename(first.file)));
      fs.writeFileSync(
        path.join(probeDir, '99991231000000_probe.sql'),
        `create or replace function public.set_updated_at() returns trigger language plpgsql
         set search_path = '' as $$ begin return new; end; $$;`,
      );
    });
    afterAll(async () => {
      await db?.drop();
      if (probeDir) fs.rmSync(probeDir, { recursive: true, force: true });
    });

    it('creates each function in exactly one migration file', async () => {
      expect(await redefinitions(db.url, MIGRATIONS_DIR)).toEqual([]);
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      try {
        const catalog = await dumpCatalog(client);
        expect(catalog.filter((l) => l.startsWith('function public.')).length).toBeGreaterThan(150);
      } finally {
        await client.end();
      }
    });

    it('reports a function a later file replaces', async () => {
      const probe = await freshDatabase(ENGINE);
      try {
        expect(await redefinitions(probe.url, probeDir)).toEqual([
          `public.set_updated_at(): created in ${listMigrations()[0]!.version}_${listMigrations()[0]!.name}.sql, again in 99991231000000_probe.sql`,
        ]);
      } finally {
        await probe.drop();
      }
    });
  });
});
