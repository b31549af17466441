import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../stack/config.ts';
import { generate } from '../../../stack/types-generator.ts';
import { env } from '../helpers.ts';

/** The types `npm run db:types` would write for the test stack's migrated schema. */
async function freshTypes(): Promise<string> {
  const client = new pg.Client({ connectionString: env('DB_URL') });
  await client.connect();
  try {
    return await generate(client);
  } finally {
    await client.end();
  }
}

describe('generated Database types', () => {
  it('src/types/database.ts matches the migrated schema (run `npm run db:types` after a migration)', async () => {
    const committed = fs.readFileSync(path.join(ROOT, 'src', 'types', 'database.ts'), 'utf8');
    expect(committed).toBe(await freshTypes());
  });

  it('calls a relationship one-to-one only where PostgREST embeds a single row', async () => {
    const fresh = await freshTypes();
    const oneToOne = (fk: string) =>
      new RegExp(`foreignKeyName: "${fk}";\\s+columns: [^\\n]+\\s+isOneToOne: (true|false);`).exec(
        fresh,
      )?.[1];
    // A question's answers are many: the partial unique index (one undecided answer per question)
    // does not make the foreign key one-to-one, and PostgREST embeds an array.
    expect(oneToOne('answers_question_id_fkey')).toBe('false');
    expect(oneToOne('info_requests_question_id_fkey')).toBe('false');
    // ...while a foreign key that is also the table's key embeds one row.
    expect(oneToOne('question_internal_question_id_fkey')).toBe('true');
  });
});
