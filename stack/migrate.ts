/**
 * Applies the local baseline, then supabase/migrations/*.sql in order (recording each in
 * supabase_migrations.schema_migrations, as the Supabase CLI does), then supabase/seed.sql
 * when the database was fresh.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from './config.ts';

export interface MigrateResult {
  fresh: boolean;
  applied: string[];
  seeded: boolean;
}

export const MIGRATIONS_DIR = path.join(ROOT, 'supabase', 'migrations');
export const SEED_FILE = path.join(ROOT, 'supabase', 'seed.sql');
export const BASELINE_FILE = path.join(ROOT, 'stack', 'sql', 'baseline.sql');

export function listMigrations(
  dir = MIGRATIONS_DIR,
): { version: string; name: string; file: string }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => {
      const m = /^(\d+)_(.+)\.sql$/.exec(f);
      if (!m) throw new Error(`Migration file name must be <timestamp>_<name>.sql: ${f}`);
      return { version: m[1]!, name: m[2]!, file: path.join(dir, f) };
    });
}

export async function migrate(
  url: string,
  opts: { seed?: boolean; log?: (s: string) => void } = {},
): Promise<MigrateResult> {
  const log = opts.log ?? (() => {});
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ exists: boolean }>(
      `select to_regclass('supabase_migrations.schema_migrations') is not null as exists`,
    );
    const fresh = !rows[0]!.exists;
    if (fresh) {
      log('applying local baseline');
      await client.query(fs.readFileSync(BASELINE_FILE, 'utf8'));
    }
    const recorded = (
      await client.query<{ version: string; name: string | null }>(
        'select version, name from supabase_migrations.schema_migrations',
      )
    ).rows;
    const migrations = listMigrations();
    const known = new Map(migrations.map((m) => [m.version, m.name]));
    // A database built from a history that is no longer in the folder (the set was squashed, or a
    // file was renamed) would skip a new file that reuses an old version and fail further on.
    const foreign = recorded.filter(
      (r) => !known.has(r.version) || (r.name !== null && known.get(r.version) !== r.name),
    );
    if (foreign.length > 0)
      throw new Error(
        `This database was built from migrations that are no longer in supabase/migrations ` +
          `(${foreign.map((r) => `${r.version}_${r.name}`).join(', ')}). ` +
          'Recreate the local database with `npm run db:reset`.',
      );
    const done = new Set(recorded.map((r) => r.version));
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      const sql = fs.readFileSync(m.file, 'utf8');
      log(`applying migration ${m.version}_${m.name}`);
      await client.query('begin');
      try {
        await client.query(sql);
        await client.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [m.version, m.name, [sql]],
        );
        await client.query('commit');
      } catch (e) {
        await client.query('rollback').catch(() => {});
        throw new Error(`Migration ${path.basename(m.file)} failed: ${(e as Error).message}`);
      }
      applied.push(m.version);
    }
    let seeded = false;
    if (fresh && opts.seed !== false && fs.existsSync(SEED_FILE)) {
      log('applying seed.sql');
      await client.query('begin');
      try {
        await client.query(fs.readFileSync(SEED_FILE, 'utf8'));
        await client.query('commit');
      } catch (e) {
        await client.query('rollback').catch(() => {});
        throw new Error(`seed.sql failed: ${(e as Error).message}`);
      }
      seeded = true;
    }
    return { fresh, applied, seeded };
  } finally {
    await client.end();
  }
}

/** Drops everything the stack created in a real server database, so it can start afresh. */
export async function resetServerDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      drop schema if exists supabase_migrations cascade;
      drop schema if exists auth cascade;
      drop schema if exists public cascade;
      drop schema if exists extensions cascade;
      create schema public;
    `);
  } finally {
    await client.end();
  }
}
