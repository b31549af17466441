/** Builds src/types/database.ts content from a migrated database's catalog (see gen-types.ts). */
import type pg from 'pg';

const SCHEMA = 'public';

interface Column {
  table_name: string;
  column_name: string;
  udt_name: string;
  data_type: string;
  is_nullable: boolean;
  has_default: boolean;
  is_generated: boolean;
  is_identity: boolean;
  enum_name: string | null;
}

/** The schema's composite types (create type ... as (...)), filled by readCatalog(). */
const compositeNames = new Set<string>();

function tsType(c: { udt_name: string; data_type: string; enum_name: string | null }): string {
  const base = c.udt_name.replace(/^_/, '');
  const isArray = c.data_type === 'ARRAY' || c.udt_name.startsWith('_');
  let t: string;
  if (c.enum_name) t = `Database["${SCHEMA}"]["Enums"]["${c.enum_name}"]`;
  else if (compositeNames.has(base)) t = `Database["${SCHEMA}"]["CompositeTypes"]["${base}"]`;
  else t = scalar(base);
  return isArray ? `${t.includes('|') ? `(${t})` : t}[]` : t;
}

function scalar(udt: string): string {
  switch (udt) {
    case 'bool':
      return 'boolean';
    case 'int2':
    case 'int4':
    case 'int8':
    case 'float4':
    case 'float8':
    case 'numeric':
    case 'oid':
      return 'number';
    case 'json':
    case 'jsonb':
      return 'Json';
    case 'uuid':
    case 'text':
    case 'varchar':
    case 'bpchar':
    case 'char':
    case 'citext':
    case 'date':
    case 'time':
    case 'timetz':
    case 'timestamp':
    case 'timestamptz':
    case 'interval':
    case 'inet':
    case 'name':
    case 'bytea':
      return 'string';
    case 'void':
      return 'undefined';
    default:
      return 'unknown';
  }
}

function key(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}

interface Fk {
  name: string;
  table: string;
  columns: string[];
  ref_table: string;
  ref_columns: string[];
  one_to_one: boolean;
}

interface Func {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  arg_modes: string[] | null;
  n_defaults: number;
  ret_type: string;
  ret_set: boolean;
  ret_table: string | null;
  out_cols: { name: string; type: string }[] | null;
}

/** What the generator reads from the catalog of the public schema. */
interface Catalog {
  enums: { name: string; values: string[] }[];
  enumNames: Set<string>;
  rels: { name: string; kind: string }[];
  columns: Column[];
  /** The attributes of the composite types, shaped like columns (table_name: the type). */
  composites: Column[];
  fks: Fk[];
  funcs: Func[];
}

type Write = (line: string) => void;

async function readCatalog(client: pg.Client): Promise<Catalog> {
  const enums = (
    await client.query<{ name: string; values: string[] }>(
      `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as values
       from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
       where n.nspname = $1 group by t.typname order by t.typname`,
      [SCHEMA],
    )
  ).rows;
  const enumNames = new Set(enums.map((e) => e.name));

  // Composite types and their attributes (the same shape as columns).
  const composites = (
    await client.query<Column>(
      `select a.udt_name as table_name, a.attribute_name as column_name, a.attribute_udt_name as udt_name,
              a.data_type, true as is_nullable, false as has_default, false as is_generated,
              false as is_identity, null::text as enum_name
       from information_schema.attributes a
       where a.udt_schema = $1
       order by a.udt_name, a.ordinal_position`,
      [SCHEMA],
    )
  ).rows.map((c) => ({
    ...c,
    enum_name: enumNames.has(c.udt_name.replace(/^_/, '')) ? c.udt_name.replace(/^_/, '') : null,
  }));
  compositeNames.clear();
  for (const c of composites) compositeNames.add(c.table_name);

  const rels = (
    await client.query<{ name: string; kind: string }>(
      `select c.relname as name, c.relkind::text as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relkind in ('r','p','v','m') order by c.relname`,
      [SCHEMA],
    )
  ).rows;

  const columns = (
    await client.query<Column>(
      `select c.table_name, c.column_name, c.udt_name, c.data_type,
              c.is_nullable = 'YES' as is_nullable,
              c.column_default is not null as has_default,
              c.is_generated = 'ALWAYS' as is_generated,
              c.is_identity = 'YES' as is_identity,
              null::text as enum_name
       from information_schema.columns c
       where c.table_schema = $1
       order by c.table_name, c.ordinal_position`,
      [SCHEMA],
    )
  ).rows.map((c) => ({
    ...c,
    enum_name: enumNames.has(c.udt_name.replace(/^_/, '')) ? c.udt_name.replace(/^_/, '') : null,
  }));

  const fks = (
    await client.query<Fk>(
      `select con.conname as name, src.relname as table,
              array(select a.attname from unnest(con.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i)::text[] as columns,
              dst.relname as ref_table,
              array(select a.attname from unnest(con.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i)::text[] as ref_columns,
              exists (
                select 1 from pg_index ix where ix.indrelid = con.conrelid and ix.indisunique
                  and ix.indpred is null and ix.indexprs is null
                  and (select array_agg(x order by x) from unnest(ix.indkey::int2[]) x) = (select array_agg(x order by x) from unnest(con.conkey) x)
              ) as one_to_one
       from pg_constraint con
       join pg_class src on src.oid = con.conrelid join pg_namespace sn on sn.oid = src.relnamespace
       join pg_class dst on dst.oid = con.confrelid join pg_namespace dn on dn.oid = dst.relnamespace
       where con.contype = 'f' and sn.nspname = $1 and dn.nspname = $1
       order by src.relname, con.conname`,
      [SCHEMA],
    )
  ).rows;

  const funcs = (
    await client.query<Func>(
      `select p.proname as name, p.proargnames::text[] as arg_names,
              array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, i) join pg_type t on t.oid = a.oid order by a.i)::text[] as arg_types,
              p.proargmodes::text[] as arg_modes, p.pronargdefaults as n_defaults,
              rt.typname as ret_type, p.proretset as ret_set,
              case when rt.typtype = 'c' then (select c.relname from pg_class c where c.oid = rt.typrelid) end as ret_table,
              null as out_cols
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
       where n.nspname = $1 and p.prokind = 'f'
         and rt.typname <> 'trigger' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
       order by p.proname, p.oid`,
      [SCHEMA],
    )
  ).rows;
  return { enums, enumNames, rels, columns, composites, fks, funcs };
}

/** A type name of the catalog (`_` prefix: an array of it) as TypeScript. */
function pgType(t: string, enumNames: Set<string>): string {
  const isArray = t.startsWith('_');
  return tsType({
    udt_name: t,
    data_type: isArray ? 'ARRAY' : '',
    enum_name: enumNames.has(t.replace(/^_/, '')) ? t.replace(/^_/, '') : null,
  });
}

/** The Tables or Views section: Row (and for tables Insert and Update) and Relationships. */
function writeRelations(
  w: Write,
  { rels, columns, fks }: Catalog,
  kind: 'Tables' | 'Views',
  relKinds: string[],
): void {
  const list = rels.filter((r) => relKinds.includes(r.kind));
  w(`    ${kind}: {`);
  if (!list.length) w('      [_ in never]: never;');
  for (const r of list) {
    const cols = columns.filter((c) => c.table_name === r.name);
    w(`      ${key(r.name)}: {`);
    w('        Row: {');
    for (const c of cols)
      w(
        `          ${key(c.column_name)}: ${tsType(c)}${c.is_nullable || kind === 'Views' ? ' | null' : ''};`,
      );
    w('        };');
    if (kind === 'Tables') {
      w('        Insert: {');
      for (const c of cols) {
        if (c.is_generated) w(`          ${key(c.column_name)}?: never;`);
        else
          w(
            `          ${key(c.column_name)}${c.is_nullable || c.has_default || c.is_identity ? '?' : ''}: ${tsType(c)}${c.is_nullable ? ' | null' : ''};`,
          );
      }
      w('        };');
      w('        Update: {');
      for (const c of cols) {
        if (c.is_generated) w(`          ${key(c.column_name)}?: never;`);
        else w(`          ${key(c.column_name)}?: ${tsType(c)}${c.is_nullable ? ' | null' : ''};`);
      }
      w('        };');
    }
    writeRelationships(
      w,
      fks.filter((f) => f.table === r.name),
    );
    w('      };');
  }
  w('    };');
}

function writeRelationships(w: Write, rs: Fk[]): void {
  w(
    `        Relationships: [${rs.length ? '' : ']'};`
      .replace('[;', '[];')
      .replace('[];', rs.length ? '[' : '[];'),
  );
  for (const f of rs) {
    w('          {');
    w(`            foreignKeyName: "${f.name}";`);
    w(`            columns: [${f.columns.map((c) => `"${c}"`).join(', ')}];`);
    w(`            isOneToOne: ${f.one_to_one};`);
    w(`            referencedRelation: "${f.ref_table}";`);
    w(`            referencedColumns: [${f.ref_columns.map((c) => `"${c}"`).join(', ')}];`);
    w('          },');
  }
  if (rs.length) w('        ];');
}

/** One overload of a function: `{ Args: ...; Returns: ... }`. */
function functionVariant(f: Func, { columns, enumNames }: Catalog): string {
  const modes = f.arg_modes ?? f.arg_types.map(() => 'i');
  const names = f.arg_names ?? [];
  const ins: string[] = [];
  const outs: { name: string; type: string }[] = [];
  const inCount = modes.filter((m) => m === 'i' || m === 'b' || m === 'v').length;
  let inIndex = 0;
  f.arg_types.forEach((t, i) => {
    const mode = modes[i] ?? 'i';
    const ts = pgType(t, enumNames);
    if (mode === 'i' || mode === 'b' || mode === 'v') {
      const optional = inIndex >= inCount - f.n_defaults;
      ins.push(`${key(names[i] || `arg${i}`)}${optional ? '?' : ''}: ${ts}`);
      inIndex++;
    }
    if (mode === 'o' || mode === 'b' || mode === 't')
      outs.push({ name: names[i] || `out${i}`, type: ts });
  });
  let ret: string;
  if (outs.length) ret = `{ ${outs.map((o) => `${key(o.name)}: ${o.type}`).join('; ')} }`;
  else if (f.ret_table && compositeNames.has(f.ret_table)) {
    ret = `Database["${SCHEMA}"]["CompositeTypes"]["${f.ret_table}"]`;
  } else if (f.ret_table) {
    const cols = columns.filter((c) => c.table_name === f.ret_table);
    ret = `{ ${cols.map((c) => `${key(c.column_name)}: ${tsType(c)}${c.is_nullable ? ' | null' : ''}`).join('; ')} }`;
  } else ret = pgType(f.ret_type, enumNames);
  if (f.ret_set) ret = `${ret.includes('|') ? `(${ret})` : ret}[]`;
  return `{ Args: ${ins.length ? `{ ${ins.join('; ')} }` : 'never'}; Returns: ${ret} }`;
}

function writeFunctions(w: Write, catalog: Catalog): void {
  w('    Functions: {');
  const byName = new Map<string, Func[]>();
  for (const f of catalog.funcs) byName.set(f.name, [...(byName.get(f.name) ?? []), f]);
  if (!byName.size) w('      [_ in never]: never;');
  for (const [name, overloads] of byName) {
    const variants = overloads.map((f) => functionVariant(f, catalog));
    w(`      ${key(name)}: ${variants.join('\n        | ')};`);
  }
  w('    };');
}

function writeComposites(w: Write, composites: Column[]): void {
  w('    CompositeTypes: {');
  if (!compositeNames.size) w('      [_ in never]: never;');
  for (const name of compositeNames) {
    w(`      ${key(name)}: {`);
    for (const c of composites.filter((x) => x.table_name === name))
      w(`        ${key(c.column_name)}: ${tsType(c)} | null;`);
    w('      };');
  }
  w('    };');
}

/** The helper types (Tables<>, Enums<>, ...) and the enums' values as `Constants`. */
function writeHelpers(w: Write, enums: Catalog['enums']): void {
  w(`type DefaultSchema = Database["${SCHEMA}"];`);
  w('');
  w(
    'export type Tables<T extends keyof DefaultSchema["Tables"]> = DefaultSchema["Tables"][T]["Row"];',
  );
  w(
    'export type TablesInsert<T extends keyof DefaultSchema["Tables"]> = DefaultSchema["Tables"][T]["Insert"];',
  );
  w(
    'export type TablesUpdate<T extends keyof DefaultSchema["Tables"]> = DefaultSchema["Tables"][T]["Update"];',
  );
  w(
    'export type Views<T extends keyof DefaultSchema["Views"]> = DefaultSchema["Views"][T]["Row"];',
  );
  w('export type Enums<T extends keyof DefaultSchema["Enums"]> = DefaultSchema["Enums"][T];');
  w(
    'export type Functions<T extends keyof DefaultSchema["Functions"]> = DefaultSchema["Functions"][T];',
  );
  w('');
  w('export const Constants = {');
  w(`  ${SCHEMA}: {`);
  w('    Enums: {');
  for (const e of enums)
    w(`      ${key(e.name)}: [${e.values.map((v) => JSON.stringify(v)).join(', ')}],`);
  w('    },');
  w('  },');
  w('} as const;');
}

export async function generate(client: pg.Client): Promise<string> {
  const catalog = await readCatalog(client);
  const lines: string[] = [];
  const w: Write = (s) => lines.push(s);
  w('// Generated by `npm run db:types` from supabase/migrations. Do not edit by hand.');
  w('');
  w(
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];',
  );
  w('');
  w('export type Database = {');
  w('  __InternalSupabase: {');
  w('    PostgrestVersion: "12.0.2";');
  w('  };');
  w(`  ${SCHEMA}: {`);
  writeRelations(w, catalog, 'Tables', ['r', 'p']);
  writeRelations(w, catalog, 'Views', ['v', 'm']);
  writeFunctions(w, catalog);
  w('    Enums: {');
  if (!catalog.enums.length) w('      [_ in never]: never;');
  for (const e of catalog.enums)
    w(`      ${key(e.name)}: ${e.values.map((v) => JSON.stringify(v)).join(' | ')};`);
  w('    };');
  writeComposites(w, catalog.composites);
  w('  };');
  w('};');
  w('');
  writeHelpers(w, catalog.enums);
  w('');
  return lines.join('\n');
}
