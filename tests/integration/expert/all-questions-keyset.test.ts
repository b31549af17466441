/**
 * All Questions through PostgREST as an expert, with the same filter builder the page uses:
 * keyset pages (including ties on created_at) cover every matching row once, in order, and the
 * status, account, type, date-range and full-text filters narrow the rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { applyFilters, decodeCursor, EMPTY_FILTERS, encodeCursor, type AllQuestionsFilters, type FilterBuilder } from '@/features/expert/utils/keyset';
import { DEMO, newAccount, signedIn, sql, type Client } from './support.ts';

const PAGE = 7;
const token = `zq${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;
let account: { id: string; name: string };
let expert: Client;
let expected: { id: string; created_at: string; status: string; coding_question_type: string; bundling: boolean }[];

async function page(filters: AllQuestionsFilters, cursor: string | null) {
  const base = expert.from('questions').select('id, created_at, status, coding_question_type, corporate_account:corporate_accounts(id, name)');
  const q = applyFilters(base as unknown as FilterBuilder<typeof base>, filters, decodeCursor(cursor)) as unknown as typeof base;
  const { data, error } = await q.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(PAGE + 1);
  if (error) throw error;
  const rows = data as unknown as { id: string; created_at: string; status: string }[];
  const shown = rows.slice(0, PAGE);
  const last = shown[shown.length - 1];
  return { rows: shown, next: rows.length > PAGE && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null };
}

async function walk(filters: AllQuestionsFilters): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 50; i++) {
    const p = await page(filters, cursor);
    ids.push(...p.rows.map((r) => r.id));
    if (!p.next) break;
    cursor = p.next;
  }
  return ids;
}

beforeAll(async () => {
  account = await newAccount('keyset');
  expert = await signedIn(DEMO.expert);
  // 30 questions; several pairs share one created_at (ties are broken by id)
  const types = ['General Coding Question', 'Hospital - Inpatient', 'Professional - Global'];
  for (let i = 0; i < 30; i++) {
    const hoursAgo = Math.floor(i / 2) * 5 + (i % 2 === 0 ? 0 : i % 3 === 0 ? 0 : 1);
    await sql(
      `insert into public.questions (title, content, status, created_at, corporate_account_id, coding_question_type, first_name, last_name, email)
       values ($1, $2, $3, timestamptz '2026-06-01 12:00:00+00' - make_interval(hours => $4), $5, $6, 'K', 'S', 'k@example.test')`,
      [
        `Keyset ${token} number ${i}`,
        i % 5 === 0 ? `Bundling question about ${token} and modifiers` : 'Plain content',
        i % 4 === 0 ? 'approved' : 'pending',
        hoursAgo,
        account.id,
        types[i % 3],
      ],
    );
  }
  expected = await sql(
    `select id, created_at::text, status::text, coding_question_type, content like 'Bundling%' as bundling from public.questions where corporate_account_id = $1 order by created_at desc, id desc`,
    [account.id],
  );
});

describe('All Questions keyset pagination', () => {
  it('walks every row of an account once, newest first, across ties', async () => {
    const ids = await walk({ ...EMPTY_FILTERS, account: account.id });
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(ids).toEqual(expected.map((r) => r.id));
  });

  it('combines the status filter with paging', async () => {
    const ids = await walk({ ...EMPTY_FILTERS, account: account.id, status: 'approved' });
    expect(ids).toEqual(expected.filter((r) => r.status === 'approved').map((r) => r.id));
    expect(ids.length).toBe(8);
  });

  it('filters by coding question type and by date range', async () => {
    const byType = await walk({ ...EMPTY_FILTERS, account: account.id, type: 'Hospital - Inpatient' });
    expect(byType).toEqual(expected.filter((r) => r.coding_question_type === 'Hospital - Inpatient').map((r) => r.id));
    // a two-day range keeps only the newest ones
    const recent = await walk({ ...EMPTY_FILTERS, account: account.id, from: '2026-05-31', to: '2026-06-01' });
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(30);
    expect(recent).toEqual(expected.slice(0, recent.length).map((r) => r.id));
  });

  it('searches title and content with full-text search', async () => {
    const all = await walk({ ...EMPTY_FILTERS, search: token });
    expect(all).toHaveLength(30); // the token is in every title
    const content = await walk({ ...EMPTY_FILTERS, search: `${token} bundling` });
    expect(content).toEqual(expected.filter((r) => r.bundling).map((r) => r.id));
    expect(content).toHaveLength(6);
    const none = await walk({ ...EMPTY_FILTERS, search: `${token} nonexistentword` });
    expect(none).toEqual([]);
  });
});
