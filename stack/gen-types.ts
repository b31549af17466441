/**
 * `npm run db:types`: generates src/types/database.ts from the migrated local schema, in the
 * shape `supabase gen types typescript` produces (Tables/Views/Functions/Enums with Row, Insert,
 * Update and Relationships), so `createClient<Database>` is typed end to end.
 * It starts an in-memory PGlite, applies the baseline and migrations (no seed), and reads the catalog.
 * It writes the same text to supabase/functions/_shared/database.ts too: the Supabase CLI bundles
 * only what lies under supabase/functions, so the edge functions cannot import src/ (a test,
 * tests/db/function-types.test.ts, keeps the two copies identical).
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT, resolveConfig } from './config.ts';
import { migrate } from './migrate.ts';
import { freePort } from './ports.ts';
import { startPostgres } from './postgres.ts';
import { generate } from './types-generator.ts';

const OUT = path.join(ROOT, 'src', 'types', 'database.ts');
/** The edge functions' copy (they deploy without the rest of the repository). */
const FUNCTIONS_OUT = path.join(ROOT, 'supabase', 'functions', '_shared', 'database.ts');

async function main(): Promise<void> {
  const cfg = await resolveConfig(
    { STACK_EPHEMERAL: '1' },
    { dbPort: await freePort(), dataDir: null },
  );
  const db = await startPostgres(cfg);
  try {
    await migrate(db.url, { seed: false });
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const text = await generate(client);
      fs.writeFileSync(OUT, text);
      fs.writeFileSync(FUNCTIONS_OUT, text);
    } finally {
      await client.end();
    }
    process.stdout.write(
      `wrote ${path.relative(ROOT, OUT)} and ${path.relative(ROOT, FUNCTIONS_OUT)}\n`,
    );
  } finally {
    await db.stop();
  }
}

void main().catch((e: Error) => {
  process.stderr.write(`db:types failed: ${e.message}\n`);
  process.exit(1);
});
