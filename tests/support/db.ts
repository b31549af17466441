import pg from 'pg';
import { env } from './env.ts';

/** Runs SQL as the superuser (for arranging data and asserting what was stored). */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: env('DB_URL') });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}
