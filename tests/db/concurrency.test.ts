/**
 * Concurrency on the PostgreSQL server: parallel submissions never lose or over-count a decrement.
 * Each submission runs on its own connection, as PostgREST would, in one transaction per call.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, createTestDatabase, type TestDatabase } from './support.ts';

const LAKESIDE = 'c0000000-0000-4000-8000-000000000003';

function payload(tag: string, extra: Record<string, unknown> = {}) {
  return {
    title: `Concurrency ${tag}`,
    content: 'Which revenue code applies?',
    status: 'unassigned',
    firstName: 'Casey',
    lastName: 'Parallel',
    email: 'casey.parallel@example.test',
    codingQuestionType: 'Hospital - Outpatient',
    dateOfService: '2025-01-01',
    corporateAccountId: null,
    ...extra,
  };
}

async function connections(url: string, n: number): Promise<pg.Client[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
}

describe('concurrent submissions (PostgreSQL server)', () => {
  let db: TestDatabase;
  let su: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase('conc');
    su = new pg.Client({ connectionString: db.url });
    await su.connect();
  });
  afterAll(async () => {
    await su?.end();
    await db?.drop();
  });

  it('50 parallel anonymous submissions to an account with 30 remaining store 50 questions and leave 0', async () => {
    await su.query('update public.corporate_accounts set questions_remaining = 30 where id = $1', [
      LAKESIDE,
    ]);
    const tag = `anon-${Date.now()}`;
    const clients = await connections(db.url, 50);
    try {
      const results = await Promise.all(
        clients.map((c, i) =>
          asRole(c, 'anon', {}, async () => {
            const id = (
              await c.query<{ id: string }>('select public.submit_question($1) as id', [
                payload(`${tag}-${i}`, { corporateAccountId: LAKESIDE, status: 'pending' }),
              ])
            ).rows[0]!.id;
            const left = (
              await c.query<{ n: number }>('select public.decrement_corporate_questions($1) as n', [
                LAKESIDE,
              ])
            ).rows[0]!.n;
            return { id, left };
          }),
        ),
      );
      const stored = await su.query<{ n: string; counted: string; pending: string }>(
        `select count(*) n, count(*) filter (where corporate_counted) counted, count(*) filter (where status = 'pending' and expert_id is not null) pending
         from public.questions where title like $1`,
        [`Concurrency ${tag}-%`],
      );
      const remaining = (
        await su.query('select questions_remaining from public.corporate_accounts where id = $1', [
          LAKESIDE,
        ])
      ).rows[0].questions_remaining;
      console.log(
        `[concurrency] 50 anonymous submissions, 30 remaining: stored ${stored.rows[0]!.n}, remaining ${remaining}`,
      );
      expect(new Set(results.map((r) => r.id)).size).toBe(50);
      expect(Number(stored.rows[0]!.n)).toBe(50);
      expect(Number(stored.rows[0]!.counted)).toBe(50);
      expect(Number(stored.rows[0]!.pending)).toBe(50);
      expect(remaining).toBe(0);
      // 30 calls saw 29..0, the other 20 saw 0: the counter never went below 0 and no decrement was lost.
      const seen = results.map((r) => r.left).sort((a, b) => a - b);
      expect(seen.filter((n) => n === 0)).toHaveLength(21);
      expect(seen.slice(21)).toEqual(Array.from({ length: 29 }, (_, i) => i + 1));
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  });

  it('20 parallel submissions by one user with 10 remaining leave 0 and store 20 questions', async () => {
    const uid = (
      await su.query<{ id: string }>(
        `insert into auth.users (email, raw_user_meta_data) values ($1, '{"name":"Parallel User"}') returning id`,
        [`parallel-${Date.now()}@example.test`],
      )
    ).rows[0]!.id;
    const profile = await su.query(
      'select questions_remaining from public.profiles where id = $1',
      [uid],
    );
    expect(profile.rows[0].questions_remaining).toBe(10);
    const tag = `user-${Date.now()}`;
    const clients = await connections(db.url, 20);
    try {
      await Promise.all(
        clients.map((c, i) =>
          asRole(c, 'authenticated', { sub: uid }, () =>
            c.query('select public.submit_question($1)', [payload(`${tag}-${i}`, { userId: uid })]),
          ),
        ),
      );
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
    const stored = await su.query<{ n: string }>(
      'select count(*) n from public.questions where user_id = $1',
      [uid],
    );
    const left = (
      await su.query('select questions_remaining from public.profiles where id = $1', [uid])
    ).rows[0].questions_remaining;
    console.log(
      `[concurrency] 20 submissions by one user with 10 remaining: stored ${stored.rows[0]!.n}, remaining ${left}`,
    );
    expect(Number(stored.rows[0]!.n)).toBe(20);
    expect(left).toBe(0);
  });

  it('a decrement without a fresh submission is refused and leaves the counter alone', async () => {
    await su.query('update public.corporate_accounts set questions_remaining = 7 where id = $1', [
      LAKESIDE,
    ]);
    await su.query(
      'update public.questions set corporate_counted = true where corporate_account_id = $1',
      [LAKESIDE],
    );
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    try {
      const err = await asRole(c, 'anon', {}, () =>
        c.query('select public.decrement_corporate_questions($1)', [LAKESIDE]),
      ).catch((e: { code?: string; message: string }) => e);
      expect(err).toMatchObject({
        code: '42501',
        message: 'No recent submission to count for this corporate account',
      });
      // one submission buys exactly one decrement
      await asRole(c, 'anon', {}, () =>
        c.query('select public.submit_question($1)', [
          payload('one', { corporateAccountId: LAKESIDE }),
        ]),
      );
      const first = await asRole(c, 'anon', {}, () =>
        c.query('select public.decrement_corporate_questions($1) n', [LAKESIDE]),
      );
      expect(first.rows[0].n).toBe(6);
      const second = await asRole(c, 'anon', {}, () =>
        c.query('select public.decrement_corporate_questions($1)', [LAKESIDE]),
      ).catch((e: { code?: string }) => e);
      expect(second).toMatchObject({ code: '42501' });
    } finally {
      await c.end();
    }
    const remaining = (
      await su.query('select questions_remaining from public.corporate_accounts where id = $1', [
        LAKESIDE,
      ])
    ).rows[0].questions_remaining;
    expect(remaining).toBe(6);
  });
});
