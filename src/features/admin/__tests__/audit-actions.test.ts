// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { AUDIT_ACTIONS } from '@/features/admin/utils/audit';
import { SENTENCE_ACTIONS } from '@/features/admin/utils/audit-sentence';

/**
 * The audit page's action filter offers every action the server may write: the list of the
 * newest migration that sets the admin_events_action_valid check (a new action added there and
 * not here could never be filtered on).
 */
function serverActions(): string[] {
  const dir = path.resolve(__dirname, '../../../../supabase/migrations');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  let latest: string | undefined;
  for (const f of files) {
    const sql = fs.readFileSync(path.join(dir, f), 'utf8');
    const m = /admin_events_action_valid\s+check\s*\(\s*action\s+in\s*\(([^)]*)\)/i.exec(sql);
    if (m) latest = m[1];
  }
  if (!latest) throw new Error('no admin_events_action_valid check in supabase/migrations');
  return [...latest.matchAll(/'([a-z_.]+)'/g)].map((a) => a[1]!).sort();
}

describe('audit action filter', () => {
  it('lists every action the server records, and only those, after the categories', () => {
    const actions = AUDIT_ACTIONS.filter((a) => a.value.includes('.')).map((a) => a.value);
    expect([...actions].sort()).toEqual(serverActions());
    const categories = AUDIT_ACTIONS.filter((a) => !a.value.includes('.')).map((a) => a.value);
    expect(categories).toEqual([
      'account',
      'expert',
      'user',
      'question',
      'setting',
      'email',
      'article',
    ]);
    for (const a of actions) expect(categories).toContain(a.split('.')[0]);
  });
});

describe('audit sentences', () => {
  it('has a sentence of its own for every action the server records', () => {
    expect([...SENTENCE_ACTIONS].sort()).toEqual(serverActions());
  });
});
