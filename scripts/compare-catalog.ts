/**
 * Catalog comparison: applies the local baseline and a migration directory to a fresh database
 * (in-memory PGlite, or a scratch database on the PostgreSQL server) and dumps a normalised,
 * sorted catalog of everything the migrations create: schemas, types, tables and columns,
 * constraints, indexes, views, sequences, functions (with their bodies, whitespace collapsed),
 * triggers, RLS flags, policies, privileges (default privileges too), comments, and the rows the
 * migrations insert (reference data). Two such catalogs should be identical line for line.
 *
 *   npx tsx scripts/compare-catalog.ts pglite:supabase/migrations postgres:/tmp/old
 *   npx tsx scripts/compare-catalog.ts --dump pglite:supabase/migrations > catalog.txt
 *
 * A side is <engine>:<directory>, engine pglite or postgres (the server in DB_TEST_SERVER_URL, as
 * tests/db uses, default postgres://postgres@127.0.0.1:5432/postgres). It exits 1 when they differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { resolveConfig } from '../stack/config.ts';
import { BASELINE_FILE, listMigrations, MIGRATIONS_DIR } from '../stack/migrate.ts';
import { freePort } from '../stack/ports.ts';
import { startPostgres } from '../stack/postgres.ts';
import { SERVER_URL } from '../tests/db/support.ts';

export type Engine = 'pglite' | 'postgres';

/** Schemas the engines bring with them; everything else is ours (or the baseline's). */
const SYSTEM_SCHEMAS = `('pg_catalog', 'information_schema', 'pg_toast')`;
const OURS = `n.nspname not in ${SYSTEM_SCHEMAS} and n.nspname not like 'pg\\_%'`;

/** Sorts the items of an aclitem[] so grant order does not matter. */
const ACL = (col: string) =>
  `(select string_agg(a::text, ',' order by a::text) from unnest(${col}) a)`;

const QUERIES: Record<string, string> = {
  schema: `select n.nspname || ' acl=' || coalesce(${ACL('n.nspacl')}, '-') || ' comment=' ||
      coalesce(obj_description(n.oid, 'pg_namespace'), '-')
    from pg_namespace n where ${OURS}`,
  extension: `select e.extname || ' in ' || n.nspname from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace`,
  enum: `select n.nspname || '.' || t.typname || ' = ' ||
      (select string_agg(e.enumlabel, ', ' order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid)
      || ' comment=' || coalesce(obj_description(t.oid, 'pg_type'), '-')
    from pg_type t join pg_namespace n on n.oid = t.typnamespace where t.typtype = 'e' and ${OURS}`,
  composite: `select n.nspname || '.' || t.typname || ' = (' ||
      (select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod), ', ' order by a.attnum)
       from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped)
      || ') comment=' || coalesce(obj_description(t.oid, 'pg_type'), '-')
    from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_class c on c.oid = t.typrelid
    where t.typtype = 'c' and c.relkind = 'c' and ${OURS}`,
  domain: `select n.nspname || '.' || t.typname || ' ' || format_type(t.typbasetype, t.typtypmod)
    from pg_type t join pg_namespace n on n.oid = t.typnamespace where t.typtype = 'd' and ${OURS}`,
  relation: `select n.nspname || '.' || c.relname || ' kind=' || c.relkind::text || ' rls=' || c.relrowsecurity ||
      ' force=' || c.relforcerowsecurity || ' options=' || coalesce(array_to_string(c.reloptions, ','), '-') ||
      ' acl=' || coalesce(${ACL('c.relacl')}, '-') || ' comment=' || coalesce(obj_description(c.oid, 'pg_class'), '-')
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${OURS}`,
  // Columns in order among the live ones (a dropped column leaves a gap in attnum, nothing else).
  column: `select n.nspname || '.' || c.relname || ' #' ||
      row_number() over (partition by c.oid order by a.attnum) || ' ' || a.attname || ' ' ||
      format_type(a.atttypid, a.atttypmod) || case when a.attnotnull then ' not null' else '' end ||
      coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '') ||
      case when a.attidentity <> '' then ' identity=' || a.attidentity::text else '' end ||
      case when a.attgenerated <> '' then ' generated=' || a.attgenerated::text else '' end ||
      ' acl=' || coalesce(${ACL('a.attacl')}, '-') ||
      ' comment=' || coalesce(col_description(c.oid, a.attnum), '-')
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p', 'v', 'm', 'f') and ${OURS}`,
  // PGlite's newer PostgreSQL also lists each NOT NULL as a constraint (contype 'n'), which 15 does
  // not: nullability is compared on the column lines instead.
  constraint: `select n.nspname || '.' || coalesce(c.relname, t.typname) || ' ' || k.conname || ' ' ||
      pg_get_constraintdef(k.oid) || case when k.condeferrable then ' deferrable' else '' end
    from pg_constraint k join pg_namespace n on n.oid = k.connamespace
    left join pg_class c on c.oid = k.conrelid left join pg_type t on t.oid = k.contypid
    where ${OURS} and k.contype <> 'n'`,
  index: `select pg_get_indexdef(i.indexrelid) from pg_index i join pg_class c on c.oid = i.indexrelid
    join pg_namespace n on n.oid = c.relnamespace where ${OURS}`,
  view: `select n.nspname || '.' || c.relname || ' as ' || regexp_replace(pg_get_viewdef(c.oid), '\\s+', ' ', 'g')
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind in ('v', 'm') and ${OURS}`,
  sequence: `select n.nspname || '.' || c.relname || ' ' || format_type(s.seqtypid, null) || ' start=' ||
      s.seqstart || ' inc=' || s.seqincrement || ' min=' || s.seqmin || ' max=' || s.seqmax || ' cycle=' || s.seqcycle
    from pg_sequence s join pg_class c on c.oid = s.seqrelid join pg_namespace n on n.oid = c.relnamespace
    where ${OURS}`,
  function: `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' ||
      ' args=(' || pg_get_function_arguments(p.oid) || ') returns ' || pg_get_function_result(p.oid) ||
      ' kind=' || p.prokind::text || ' lang=' || l.lanname || ' volatile=' || p.provolatile::text ||
      ' definer=' || p.prosecdef || ' strict=' || p.proisstrict || ' leakproof=' || p.proleakproof ||
      ' parallel=' || p.proparallel::text || ' config=' || coalesce(array_to_string(p.proconfig, ','), '-') ||
      ' acl=' || coalesce(${ACL('p.proacl')}, '-') ||
      ' comment=' || coalesce(obj_description(p.oid, 'pg_proc'), '-') ||
      ' body=' || btrim(regexp_replace(p.prosrc, '\\s+', ' ', 'g'))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_language l on l.oid = p.prolang
    where ${OURS} and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  trigger: `select pg_get_triggerdef(t.oid) || ' enabled=' || t.tgenabled::text
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and ${OURS}`,
  policy: `select schemaname || '.' || tablename || ' "' || policyname || '" ' || permissive || ' ' || cmd ||
      ' to ' || array_to_string(array(select r from unnest(roles) r order by r), ',') ||
      ' using ' || coalesce(qual, '-') || ' check ' || coalesce(with_check, '-')
    from pg_policies`,
  default_acl: `select coalesce(n.nspname, '*') || ' ' || d.defaclobjtype::text || ' for ' || pg_get_userbyid(d.defaclrole) ||
      ' ' || ${ACL('d.defaclacl')}
    from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace`,
};

/** Rows the migrations insert: app_settings in full, then how many rows each table holds. */
async function dumpData(client: pg.Client): Promise<string[]> {
  const out: string[] = [];
  const settings = await client.query<{ key: string; value: string }>(
    `select key, value::text as value from public.app_settings order by key`,
  );
  for (const r of settings.rows) out.push(`data app_settings ${r.key} = ${r.value}`);
  const tables = await client.query<{ name: string }>(
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and ${OURS} and n.nspname <> 'supabase_migrations'`,
  );
  for (const t of tables.rows) {
    const { rows } = await client.query<{ n: string }>(`select count(*)::text as n from ${t.name}`);
    out.push(`data rows ${t.name} = ${rows[0]!.n}`);
  }
  return out;
}

export async function dumpCatalog(client: pg.Client): Promise<string[]> {
  const lines: string[] = [];
  for (const [kind, q] of Object.entries(QUERIES)) {
    const { rows } = await client.query<Record<string, string>>(q);
    for (const r of rows) lines.push(`${kind} ${Object.values(r)[0]}`);
  }
  lines.push(...(await dumpData(client)));
  return lines.sort();
}

/**
 * Applies the baseline and each migration of dir in order, one transaction each (as
 * stack/migrate.ts does); afterEach runs on the same connection after each file.
 */
export async function applyDir(
  url: string,
  dir = MIGRATIONS_DIR,
  afterEach?: (client: pg.Client, file: string) => Promise<void>,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(fs.readFileSync(BASELINE_FILE, 'utf8'));
    for (const m of listMigrations(dir)) {
      await client.query('begin');
      try {
        await client.query(fs.readFileSync(m.file, 'utf8'));
        await client.query('commit');
      } catch (e) {
        await client.query('rollback').catch(() => {});
        throw new Error(`${path.basename(m.file)} failed: ${(e as Error).message}`);
      }
      await afterEach?.(client, path.basename(m.file));
    }
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database: an in-memory PGlite served by the stack's own wire layer, or a scratch
 * database on the PostgreSQL server in DB_TEST_SERVER_URL. drop() stops or drops it.
 */
export async function freshDatabase(
  engine: Engine,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (engine === 'pglite') {
    const cfg = await resolveConfig(
      { STACK_EPHEMERAL: '1' },
      { dbPort: await freePort(), dataDir: null, databaseUrl: null },
    );
    const db = await startPostgres(cfg);
    return { url: db.url, drop: () => db.stop() };
  }
  const name = `catalog_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const u = new URL(SERVER_URL);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: SERVER_URL });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Builds the catalog of a migration directory on a fresh database of the given engine. */
export async function catalogOf(engine: Engine, dir = MIGRATIONS_DIR): Promise<string[]> {
  const db = await freshDatabase(engine);
  try {
    await applyDir(db.url, dir);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      return await dumpCatalog(client);
    } finally {
      await client.end();
    }
  } finally {
    await db.drop();
  }
}

function parseSide(arg: string): { engine: Engine; dir: string } {
  const m = /^(pglite|postgres):(.+)$/.exec(arg);
  if (!m) throw new Error(`expected <pglite|postgres>:<migrations dir>, got ${arg}`);
  return { engine: m[1] as Engine, dir: path.resolve(m[2]!) };
}

/** Lines only in a, and lines only in b (both sorted). */
export function diffCatalogs(a: string[], b: string[]): { onlyA: string[]; onlyB: string[] } {
  const setA = new Set(a);
  const setB = new Set(b);
  return { onlyA: a.filter((l) => !setB.has(l)), onlyB: b.filter((l) => !setA.has(l)) };
}

async function main(argv: string[]): Promise<number> {
  if (argv[0] === '--dump' && argv[1]) {
    const side = parseSide(argv[1]);
    process.stdout.write((await catalogOf(side.engine, side.dir)).join('\n') + '\n');
    return 0;
  }
  if (argv.length !== 2) {
    process.stderr.write(
      'usage: compare-catalog.ts <engine>:<dir> <engine>:<dir> | --dump <engine>:<dir>\n',
    );
    return 2;
  }
  const [a, b] = argv.map(parseSide) as [
    ReturnType<typeof parseSide>,
    ReturnType<typeof parseSide>,
  ];
  const [ca, cb] = [await catalogOf(a.engine, a.dir), await catalogOf(b.engine, b.dir)];
  const { onlyA, onlyB } = diffCatalogs(ca, cb);
  for (const l of onlyA) process.stdout.write(`- ${l}\n`);
  for (const l of onlyB) process.stdout.write(`+ ${l}\n`);
  process.stdout.write(
    `${ca.length} and ${cb.length} catalog lines; ${onlyA.length} only in ${argv[0]}, ${onlyB.length} only in ${argv[1]}\n`,
  );
  return onlyA.length || onlyB.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: Error) => {
      process.stderr.write(`compare-catalog failed: ${e.message}\n`);
      process.exit(2);
    },
  );
}
