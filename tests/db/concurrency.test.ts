/**
 * Concurrency on the PostgreSQL server: parallel submissions never lose or over-count a decrement,
 * and the per-address limit holds under parallel callers.
 * Each submission runs on its own connection, as PostgREST would, in one transaction per call.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, createTestDatabase, type TestDatabase } from './support.ts';

const SUMMIT = 'c0000000-0000-4000-8000-000000000001';

/** The client address submit_question reads (PostgREST's request.headers; cf-connecting-ip on hosted). */
async function address(c: pg.Client, ip: string): Promise<void> {
  await c.query(`select set_config('request.headers', $1, true)`, [
    JSON.stringify({ 'cf-connecting-ip': ip }),
  ]);
}

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
    // what the forms send: the form was on screen a minute (anonymous submissions without it are dropped)
    formElapsedMs: 60_000,
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
      SUMMIT,
    ]);
    const tag = `anon-${Date.now()}`;
    const clients = await connections(db.url, 50);
    try {
      // Each from its own address (as the gateway reports it), so the per-address limit is not hit.
      const results = await Promise.all(
        clients.map((c, i) =>
          asRole(c, 'anon', {}, async () => {
            await address(c, `10.1.0.${i + 1}`);
            return (
              await c.query<{ id: string }>('select public.submit_question($1) as id', [
                payload(`${tag}-${i}`, { corporateAccountId: SUMMIT, status: 'pending' }),
              ])
            ).rows[0]!.id;
          }),
        ),
      );
      const stored = await su.query<{
        n: string;
        counted: string;
        pending: string;
        queued: string;
      }>(
        `select count(*) n, count(*) filter (where i.corporate_counted) counted,
                count(*) filter (where q.status = 'pending' and q.expert_id is not null) pending,
                (select count(*) from public.outbox o join public.questions q2 on q2.id = o.question_id
                  where q2.title like $1 and o.kind = 'partner_notification') queued
         from public.questions q left join public.question_internal i on i.question_id = q.id
         where q.title like $1`,
        [`Concurrency ${tag}-%`],
      );
      const remaining = (
        await su.query('select questions_remaining from public.corporate_accounts where id = $1', [
          SUMMIT,
        ])
      ).rows[0].questions_remaining;
      console.log(
        `[concurrency] 50 anonymous submissions, 30 remaining: stored ${stored.rows[0]!.n}, remaining ${remaining}`,
      );
      expect(new Set(results).size).toBe(50);
      expect(Number(stored.rows[0]!.n)).toBe(50);
      // Each counted exactly once in its own transaction; the counter never went below 0.
      expect(Number(stored.rows[0]!.counted)).toBe(50);
      expect(Number(stored.rows[0]!.pending)).toBe(50);
      // Notifications: 30 per account per hour (the default), the other 20 in one digest.
      expect(Number(stored.rows[0]!.queued)).toBe(30);
      const digest = await su.query(
        `select jsonb_array_length(payload -> 'questionIds') n from public.outbox where kind = 'partner_digest' and payload ->> 'accountId' = $1`,
        [SUMMIT],
      );
      expect(digest.rows).toEqual([{ n: 20 }]);
      expect(remaining).toBe(0);
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  });

  it('20 parallel anonymous submissions from one address: exactly the limit (5) is stored, each answer to its own caller', async () => {
    const tag = `limit-${Date.now()}`;
    const clients = await connections(db.url, 20);
    try {
      const answers = await Promise.all(
        clients.map((c, i) =>
          asRole(c, 'anon', {}, async () => {
            await address(c, '10.2.0.1');
            const r = await c.query<{ id: string }>('select public.submit_question($1) as id', [
              payload(`${tag}-${i}`),
            ]);
            return { i, id: r.rows[0]!.id };
          }).catch((e: { code?: string }) => ({ i, code: e.code })),
        ),
      );
      const ok = answers.filter((a): a is { i: number; id: string } => 'id' in a);
      expect(ok).toHaveLength(5);
      expect(answers.filter((a) => 'code' in a && a.code === 'PT429')).toHaveLength(15);
      // Every stored id belongs to the caller that got it back.
      for (const a of ok) {
        const row = await su.query('select title from public.questions where id = $1', [a.id]);
        expect(row.rows[0].title).toBe(`Concurrency ${tag}-${a.i}`);
      }
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

  it('nothing but a stored submission lowers the counter: the browser follow-ups are gone', async () => {
    await su.query('update public.corporate_accounts set questions_remaining = 7 where id = $1', [
      SUMMIT,
    ]);
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    try {
      const gone = await asRole(c, 'anon', {}, () =>
        c.query('select public.decrement_corporate_questions($1)', [SUMMIT]),
      ).catch((e: { code?: string }) => e);
      expect(gone).toMatchObject({ code: '42883' }); // no such function
      const refused = await asRole(c, 'anon', {}, () =>
        c.query('select public.auto_assign_question($1)', ['00000000-0000-4000-8000-000000000000']),
      ).catch((e: { code?: string }) => e);
      expect(refused).toMatchObject({ code: '42501' });
      await asRole(c, 'anon', {}, async () => {
        await address(c, '10.3.0.1');
        await c.query('select public.submit_question($1)', [
          payload('one', { corporateAccountId: SUMMIT }),
        ]);
      });
    } finally {
      await c.end();
    }
    const remaining = (
      await su.query('select questions_remaining from public.corporate_accounts where id = $1', [
        SUMMIT,
      ])
    ).rows[0].questions_remaining;
    expect(remaining).toBe(6);
  });
});
