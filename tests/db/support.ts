/** Throw-away databases on the PostgreSQL server for the catalog lint and concurrency tests. */
import pg from 'pg';
import { migrate } from '../../stack/migrate.ts';

export const SERVER_URL =
  process.env.DB_TEST_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function urlFor(db: string): string {
  const u = new URL(SERVER_URL);
  u.pathname = `/${db}`;
  return u.toString();
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Creates a fresh database named db_<tag>_<random>, applies baseline, migrations and (optionally) the seed. */
export async function createTestDatabase(
  tag: string,
  opts: { seed?: boolean } = {},
): Promise<TestDatabase> {
  const name = `db_${tag}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = urlFor(name);
  await migrate(url, { seed: opts.seed ?? true });
  return {
    name,
    url,
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

/** Runs fn in a transaction as the given API role with the given JWT claims (like PostgREST does). */
export async function asRole<T>(
  client: pg.Client,
  role: 'anon' | 'authenticated',
  claims: Record<string, unknown>,
  fn: () => Promise<T>,
): Promise<T> {
  await client.query('begin');
  try {
    await client.query(`set local role ${role}`);
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ role, ...claims }),
    ]);
    const result = await fn();
    await client.query('commit');
    return result;
  } catch (e) {
    await client.query('rollback').catch(() => {});
    throw e;
  }
}
