/**
 * Finding a question by what its submitter has
 * (docs/decisions.md, "Question references and search"), through the real API: the staff lists (expert_list_questions, its total
 * expert_count_questions) and the header search (search_questions, which runs under RLS) find it
 * by reference with or without Q- in any case, by the submitter's email in any case and by a part
 * of their name, as well as by text; keyset pages over a name that matches many rows cover each row
 * once, in order; users find only their own questions.
 */
import type { TestClient } from '../helpers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { shortReference } from '@/lib/question-reference';
import {
  DEMO,
  apiClient,
  denied,
  freshAccount,
  freshUser,
  ok,
  signIn,
  sql,
  submit,
} from '../admin/support.ts';

const tag = Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 6);
const LAST = `Quintanilla${tag}`;
let admin: TestClient;
let expert: TestClient;
let account: { id: string };
let target: string | undefined;
let other: string | undefined;

/** Inserts `n` questions of the account with the given submitter (superuser); newest last. */
async function insert(
  n: number,
  who: { first: string; last: string; email: string; name: string },
) {
  const rows = await sql<{ id: string }>(
    `insert into public.questions (title, content, corporate_account_id, created_at, first_name,
       last_name, email, submitter_name, submitter_email)
     select 'Search test ' || g, 'Which revenue code applies?', $1, now() - g * interval '1 second',
       $2, $3, $4, $5, $4
     from generate_series(1, $6::int) g returning id`,
    [account.id, who.first, who.last, who.email, who.name, n],
  );
  return rows.map((r) => r.id);
}

const list = (client: TestClient, search: string, extra: Record<string, unknown> = {}) =>
  client.rpc('expert_list_questions', { p_search: search, p_limit: 100, ...extra });
const ids = (data: { id: string }[]) => data.map((r) => r.id);

beforeAll(async () => {
  admin = await signIn(DEMO.admin);
  expert = await signIn(DEMO.expert);
  account = await freshAccount(`search-${tag}`, []);
  [target] = await insert(1, {
    first: 'Marisol',
    last: LAST,
    email: `Marisol.${tag}@Example.test`,
    name: `Dr. Marisol ${LAST}`,
  });
  [other] = await insert(1, {
    first: 'Theo',
    last: `Other${tag}`,
    email: `theo.${tag}@example.test`,
    name: `Theo Other${tag}`,
  });
});

describe('staff lists find a question by reference, email and name', () => {
  it('by reference: Q-XXXXXXXX, lower case, without Q-, and the whole id', async () => {
    const ref = shortReference(target!);
    for (const term of [
      ref,
      ref.toLowerCase(),
      ref.slice(2).toLowerCase(),
      ref.slice(2),
      target!,
    ]) {
      for (const client of [admin, expert]) {
        expect(ids(ok(await list(client, term)))).toEqual([target]);
      }
      expect(ok(await admin.rpc('expert_count_questions', { p_search: term }))).toBe(1);
    }
  });

  it('by the submitter email, exact in any case; a different address finds nothing', async () => {
    for (const client of [admin, expert]) {
      expect(ids(ok(await list(client, `marisol.${tag}@EXAMPLE.TEST`)))).toEqual([target]);
      expect(ids(ok(await list(client, `marisol.${tag}@example.tes`)))).toEqual([]);
    }
  });

  it('by a part of the name: last name, first and last together, the submitter name', async () => {
    for (const term of [LAST.toLowerCase(), `Marisol ${LAST.slice(0, 6)}`, `dr. marisol`]) {
      const found = ids(ok(await list(admin, term, { p_account_id: account.id })));
      expect(found, term).toEqual([target]);
    }
    // the text search still works, and a filter still narrows a name search
    expect(ids(ok(await list(expert, 'revenue code', { p_account_id: account.id })))).toEqual([
      other,
      target,
    ]);
    expect(ids(ok(await list(admin, LAST, { p_status: 'approved' })))).toEqual([]);
  });

  it('users and corporate users are refused the list and its total', async () => {
    for (const email of [DEMO.user, DEMO.summitCoder]) {
      const client = await signIn(email);
      denied(await list(client, shortReference(target!)), '42501');
      denied(await client.rpc('expert_count_questions', {}), '42501');
    }
  });
});

describe('keyset pages of a name search', () => {
  it('cover every match once, newest first, on both search paths, and the total agrees', async () => {
    const person = {
      first: 'Keyset',
      last: `Kowalczyk${tag}`,
      email: `k.${tag}@example.test`,
      name: `Keyset Kowalczyk${tag}`,
    };
    const made = await insert(250, person);
    // 40 a page: the 250 matches exceed the count cap (200), so the ordered index walk is used;
    // 100 a page: a cap of 400, so the matches are taken through the indexes and sorted
    for (const size of [40, 100]) {
      const seen: { id: string; created_at: string }[] = [];
      let cursor: { id: string; created_at: string } | null = null;
      for (;;) {
        const page: { id: string; created_at: string }[] = ok(
          await list(admin, person.last.toLowerCase(), {
            p_limit: size,
            p_after_created_at: cursor?.created_at ?? null,
            p_after_id: cursor?.id ?? null,
          }),
        );
        seen.push(...page);
        if (page.length < size) break;
        cursor = page[page.length - 1]!;
      }
      expect(seen.map((r) => r.id)).toEqual(made);
    }
    expect(ok(await expert.rpc('expert_count_questions', { p_search: person.last }))).toBe(250);
  });
});

describe('the header search (search_questions) runs as the caller', () => {
  it("a user finds their own question by reference and name, never another user's; anon is refused", async () => {
    const mine = await freshUser(`search-own-${tag}`);
    const theirs = await freshUser(`search-theirs-${tag}`);
    const q = await submit(mine.client, {
      userId: mine.id,
      lastName: `Own${tag}`,
      email: mine.email,
      submitterEmail: mine.email,
    });
    const ref = shortReference(q);
    for (const term of [ref, ref.slice(2).toLowerCase(), mine.email.toUpperCase(), `own${tag}`]) {
      expect(ids(ok(await mine.client.rpc('search_questions', { p_search: term })))).toEqual([q]);
      expect(ok(await theirs.client.rpc('search_questions', { p_search: term }))).toEqual([]);
    }
    expect(ids(ok(await expert.rpc('search_questions', { p_search: ref })))).toEqual([q]);
    expect(ids(ok(await admin.rpc('search_questions', { p_search: `Own${tag}` })))).toEqual([q]);
    denied(await apiClient().rpc('search_questions', { p_search: ref }));
  });

  it('finds staff the questions of every submitter by email and name, newest first', async () => {
    const rows = ok(await admin.rpc('search_questions', { p_search: `Marisol ${LAST}` }));
    expect(rows).toEqual([expect.objectContaining({ id: target, status: 'unassigned' })]);
    expect(ok(await admin.rpc('search_questions', { p_search: '   ' }))).toEqual([]);
  });
});
