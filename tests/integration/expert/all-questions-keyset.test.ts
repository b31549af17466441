/**
 * All Questions through PostgREST as an expert, with the same arguments the page sends
 * (expert_list_questions): keyset pages (including ties on created_at) cover every matching row
 * once, in order, on both search paths (few matches sorted from the GIN index; many matches walked
 * in index order), and the status, account, type and date-range filters narrow the rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  decodeCursor,
  EMPTY_FILTERS,
  encodeCursor,
  toListArgs,
  type AllQuestionsFilters,
} from '@/features/expert/utils/keyset';
import { DEMO, newAccount, signedIn, sql, type Client } from './support.ts';
import { sqlArgs, type RpcRow } from '../helpers.ts';

const PAGE = 7;
const N = 230; // more than the function's 200-match threshold
const token = `zq${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
let account: { id: string; name: string };
let expert: Client;
let expected: { id: string; status: string; coding_question_type: string; bundling: boolean }[];

type Row = RpcRow<'expert_list_questions', 'corporate_account_name'>;

async function page(filters: AllQuestionsFilters, cursor: string | null) {
  const { data, error } = await expert.rpc(
    'expert_list_questions',
    sqlArgs<'expert_list_questions'>(toListArgs(filters, decodeCursor(cursor), PAGE + 1)),
  );
  if (error) throw error;
  const rows: Row[] = data;
  const shown = rows.slice(0, PAGE);
  const last = shown[shown.length - 1];
  return {
    rows: shown,
    next:
      rows.length > PAGE && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}

async function walk(filters: AllQuestionsFilters): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 100; i++) {
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
  // N questions, two per distinct created_at (ties are broken by id)
  await sql(
    `insert into public.questions (title, content, status, created_at, corporate_account_id, coding_question_type, first_name, last_name, email)
     select 'Keyset ' || $1 || ' number ' || i,
            case when i % 5 = 0 then 'Bundling question about modifiers' else 'Plain content' end,
            (case when i % 4 = 0 then 'approved' else 'pending' end)::public.question_status,
            timestamptz '2026-06-01 12:00:00+00' - make_interval(hours => (i / 2) * 5),
            $2,
            (array['General Coding Question', 'Hospital - Inpatient', 'Professional - Global'])[1 + i % 3],
            'K', 'S', 'k@example.test'
     from generate_series(0, $3 - 1) i`,
    [token, account.id, N],
  );
  expected = await sql(
    `select id, status::text, coding_question_type, content like 'Bundling%' as bundling
     from public.questions where corporate_account_id = $1 order by created_at desc, id desc`,
    [account.id],
  );
});

describe('All Questions (expert_list_questions) keyset pagination', () => {
  it('walks every row of an account once, newest first, across ties, with the account name', async () => {
    const ids = await walk({ ...EMPTY_FILTERS, account: account.id });
    expect(ids).toHaveLength(N);
    expect(ids).toEqual(expected.map((r) => r.id));
    const first = await page({ ...EMPTY_FILTERS, account: account.id }, null);
    expect(first.rows[0]!.corporate_account_name).toBe(account.name);
  });

  it('combines the status filter with paging', async () => {
    const ids = await walk({ ...EMPTY_FILTERS, account: account.id, status: 'approved' });
    expect(ids).toEqual(expected.filter((r) => r.status === 'approved').map((r) => r.id));
  });

  it('filters by coding question type and by date range', async () => {
    const byType = await walk({
      ...EMPTY_FILTERS,
      account: account.id,
      type: 'Hospital - Inpatient',
    });
    expect(byType).toEqual(
      expected.filter((r) => r.coding_question_type === 'Hospital - Inpatient').map((r) => r.id),
    );
    const recent = await walk({
      ...EMPTY_FILTERS,
      account: account.id,
      from: '2026-05-31',
      to: '2026-06-01',
    });
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(N);
    expect(recent).toEqual(expected.slice(0, recent.length).map((r) => r.id));
  });

  it('searches title and content, on both the many-matches and the few-matches path', async () => {
    // many matches (the token is in every title): ordered index walk
    expect(await walk({ ...EMPTY_FILTERS, search: token })).toEqual(expected.map((r) => r.id));
    // few matches (token and "bundling"): GIN then sort
    const few = await walk({ ...EMPTY_FILTERS, search: `${token} bundling` });
    expect(few).toEqual(expected.filter((r) => r.bundling).map((r) => r.id));
    expect(few).toHaveLength(N / 5);
    expect(await walk({ ...EMPTY_FILTERS, search: `${token} nonexistentword` })).toEqual([]);
    // websearch syntax: a quoted phrase and an excluded word
    const phrase = await walk({ ...EMPTY_FILTERS, search: `${token} "bundling question" -plain` });
    expect(phrase).toEqual(expected.filter((r) => r.bundling).map((r) => r.id));
  });

  it('is refused to users who are not staff', async () => {
    const user = await signedIn(DEMO.user);
    const { error } = await user.rpc(
      'expert_list_questions',
      sqlArgs<'expert_list_questions'>(toListArgs(EMPTY_FILTERS, null, 5)),
    );
    expect(error?.code).toBe('42501');
  });
});
