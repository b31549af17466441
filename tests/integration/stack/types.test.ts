import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../stack/config.ts';
import { generate } from '../../../stack/types-generator.ts';
import { env } from '../helpers.ts';

describe('generated Database types', () => {
  it('src/types/database.ts matches the migrated schema (run `npm run db:types` after a migration)', async () => {
    const client = new pg.Client({ connectionString: env('DB_URL') });
    await client.connect();
    try {
      const fresh = await generate(client);
      const committed = fs.readFileSync(path.join(ROOT, 'src', 'types', 'database.ts'), 'utf8');
      expect(committed).toBe(fresh);
    } finally {
      await client.end();
    }
  });
});
