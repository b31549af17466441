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

/**
 * The rows of a query whose SQL returns exactly one row (an aggregate, `insert ... returning` of
 * one row, `select f()`), typed as a one-row tuple so they destructure without a check.
 */
export function oneRow<T>(rows: T[]): [T] {
  // Boundary: pg types rows as an array of any length; the caller's SQL returns exactly one row.
  return rows as [T];
}
