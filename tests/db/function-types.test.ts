/**
 * The edge functions' copy of the generated database types (supabase/functions/_shared/database.ts)
 * is the app's (src/types/database.ts): `npm run db:types` writes both. The functions keep their
 * own copy because the Supabase CLI bundles a function from supabase/functions only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../stack/config.ts';

const read = (...parts: string[]) => fs.readFileSync(path.join(ROOT, ...parts), 'utf8');

describe('generated database types', () => {
  it("the edge functions' copy is identical to src/types/database.ts (run `npm run db:types`)", () => {
    expect(read('supabase', 'functions', '_shared', 'database.ts')).toBe(
      read('src', 'types', 'database.ts'),
    );
  });
});
