/**
 * The SQL behind /expert/metrics, /expert/users and the dashboard, on exact data: each test empties
 * the question tables inside a transaction that is rolled back, arranges known rows, and calls the
 * RPC as a given user (role authenticated with JWT claims, as PostgREST does).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountId, callAs, DEMO, userId, withRollback } from './support.ts';
import type pg from 'pg';

// Resolved before any transaction: on PGlite every connection shares one session, so a second
// connection would wait for the open transaction.
let approverId = '';
beforeAll(async () => {
  approverId = await userId(DEMO.approver);
});

async function question(
  c: pg.Client,
  opts: {
    createdHoursAgo: number;
    account?: string | null;
    type?: string;
    status?: string;
    expert?: string | null;
    email?: string;
    userId?: string | null;
  },
): Promise<string> {
  const { rows } = await c.query<{ id: string }>(
    `insert into public.questions (title, content, status, created_at, corporate_account_id, coding_question_type,
       first_name, last_name, email, submitter_email, expert_id, user_id)
     values ('T', 'C', $1, now() - make_interval(secs => $2 * 3600), $3, $4, 'Pat', 'Doe', $5, $5, $6, $7) returning id`,
    [
      opts.status ?? 'pending',
      opts.createdHoursAgo,
      opts.account ?? null,
      opts.type ?? 'General Coding Question',
      opts.email ?? 'pat@example.test',
      opts.expert ?? null,
      opts.userId ?? null,
    ],
  );
  return rows[0]!.id;
}

async function answer(
  c: pg.Client,
  qid: string,
  opts: { hoursAgo: number; approvedHoursAgo?: number; rejectedHoursAgo?: number; expert?: string },
) {
  await c.query(
    `insert into public.answers (question_id, expert_id, content, created_at, approved_at, approved_by, rejected_at, rejected_by, rejection_reason)
     values ($1, $2, 'A', now() - make_interval(secs => $3 * 3600),
       case when $4::float8 is null then null else now() - make_interval(secs => $4 * 3600) end,
       case when $4::float8 is null then null else $5::uuid end,
       case when $6::float8 is null then null else now() - make_interval(secs => $6 * 3600) end,
       case when $6::float8 is null then null else $5::uuid end,
       case when $6::float8 is null then null else 'Needs a citation' end)`,
    [
      qid,
      opts.expert ?? null,
      opts.hoursAgo,
      opts.approvedHoursAgo ?? null,
      approverId,
      opts.rejectedHoursAgo ?? null,
    ],
  );
}

async function emptyQuestions(c: pg.Client) {
  await c.query('delete from public.questions');
}

describe('expert_metrics', () => {
  it('computes weekly volume, median and p90 durations, volume by account and type, and the rejection rate', async () => {
    const expert = await userId(DEMO.expert);
    const summit = await accountId('summit-health');
    const harbor = await accountId('harbor-hospital-network');
    const m = await withRollback(async (c) => {
      await emptyQuestions(c);
      // five questions created 50 h ago, answered after 1, 2, 3, 4 and 10 hours
      const hoursToAnswer = [1, 2, 3, 4, 10];
      for (const [i, h] of hoursToAnswer.entries()) {
        const q = await question(c, {
          createdHoursAgo: 50,
          account: i < 3 ? summit : harbor,
          type: i === 0 ? 'Hospital - Inpatient' : 'General Coding Question',
          expert,
        });
        // approved 20 hours after submission for the first two; one rejected answer on the third (then revised)
        if (i < 2) await answer(c, q, { hoursAgo: 50 - h, approvedHoursAgo: 30, expert });
        else if (i === 2) {
          await answer(c, q, { hoursAgo: 50 - h, rejectedHoursAgo: 45, expert });
          await answer(c, q, { hoursAgo: 44, expert });
        } else await answer(c, q, { hoursAgo: 50 - h, expert });
      }
      // one unanswered question without an account, and one far outside the window
      await question(c, { createdHoursAgo: 2, type: 'Professional - Global' });
      await question(c, { createdHoursAgo: 24 * 7 * 60, account: summit });
      // pg row: expert_metrics returns json, parsed by pg into this documented shape
      const [row] = await callAs<{
        m: {
          weekly: { received: number; answered: number; approved: number; rejected: number }[];
          time_to_first_answer: { count: number; median_hours: number; p90_hours: number };
          time_to_approval: { count: number; median_hours: number; p90_hours: number };
          by_account: { label: string; count: number }[];
          by_type: { label: string; count: number }[];
          rejection: { decided: number; rejected: number; rate: number };
        };
      }>(c, expert, 'select public.expert_metrics(12) as m');
      return row!.m;
    });
    expect(m.weekly).toHaveLength(12);
    const totals = m.weekly.reduce(
      (t, w) => ({
        received: t.received + w.received,
        answered: t.answered + w.answered,
        approved: t.approved + w.approved,
        rejected: t.rejected + w.rejected,
      }),
      { received: 0, answered: 0, approved: 0, rejected: 0 },
    );
    // the 60-week-old question is outside the 12-week window; a revised answer is not a second "first answer"
    expect(totals).toEqual({ received: 6, answered: 5, approved: 2, rejected: 1 });
    expect(m.time_to_first_answer.count).toBe(5);
    expect(Number(m.time_to_first_answer.median_hours)).toBeCloseTo(3, 1);
    // p90 of 1,2,3,4,10 (linear interpolation): 4 + 0.6 * 6 = 7.6
    expect(Number(m.time_to_first_answer.p90_hours)).toBeCloseTo(7.6, 1);
    expect(m.time_to_approval).toMatchObject({ count: 2 });
    expect(Number(m.time_to_approval.median_hours)).toBeCloseTo(20, 1);
    expect(m.by_account).toEqual([
      { label: 'Summit Health System', count: 3 },
      { label: 'Harbor Hospital Network', count: 2 },
      { label: 'No corporate account', count: 1 },
    ]);
    expect(m.by_type).toEqual([
      { label: 'General Coding Question', count: 4 },
      { label: 'Hospital - Inpatient', count: 1 },
      { label: 'Professional - Global', count: 1 },
    ]);
    expect(m.rejection).toEqual({ decided: 3, rejected: 1, rate: 0.3333 });
  });

  it('is refused to users who are not staff', async () => {
    const user = await userId(DEMO.user);
    await withRollback(async (c) => {
      await expect(callAs(c, user, 'select public.expert_metrics(4)')).rejects.toThrow(
        'Only experts can view metrics',
      );
    });
  });
});

describe('expert_account_submitters', () => {
  it("lists the submitters of the expert's accounts with their question counts, signed-in or anonymous", async () => {
    const summit = await accountId('summit-health');
    const harbor = await accountId('harbor-hospital-network');
    const coder = await userId('coder@summit-health.test');
    const rows = await withRollback(async (c) => {
      await emptyQuestions(c);
      const { rows: ex } = await c.query<{ id: string }>(
        `insert into auth.users (id, email, raw_user_meta_data) values (gen_random_uuid(), 'scoped-expert@example.test', '{"name":"Scoped"}') returning id`,
      );
      const scoped = ex[0]!.id;
      await c.query(`update public.profiles set role = 'expert' where id = $1`, [scoped]);
      await c.query(
        'insert into public.expert_corporate_assignments (expert_id, corporate_account_id) values ($1, $2)',
        [scoped, summit],
      );
      await question(c, {
        createdHoursAgo: 5,
        account: summit,
        email: 'anon@example.test',
        status: 'approved',
      });
      await question(c, { createdHoursAgo: 3, account: summit, email: 'ANON@example.test' });
      await question(c, {
        createdHoursAgo: 1,
        account: summit,
        userId: coder,
        email: 'coder@summit-health.test',
      });
      await question(c, { createdHoursAgo: 1, account: harbor, email: 'other@example.test' });
      return callAs<{
        email: string;
        registered: boolean;
        corporate_account_name: string;
        question_count: string;
        open_count: string;
        approved_count: string;
      }>(
        c,
        scoped,
        'select email, registered, corporate_account_name, question_count, open_count, approved_count from public.expert_account_submitters()',
      );
    });
    // Harbor is not the scoped expert's account; the two spellings of one email are one submitter
    expect(
      rows.map((r) => ({
        ...r,
        question_count: Number(r.question_count),
        open_count: Number(r.open_count),
        approved_count: Number(r.approved_count),
      })),
    ).toEqual([
      {
        email: 'ANON@example.test',
        registered: false,
        corporate_account_name: 'Summit Health System',
        question_count: 2,
        open_count: 1,
        approved_count: 1,
      },
      {
        email: 'coder@summit-health.test',
        registered: true,
        corporate_account_name: 'Summit Health System',
        question_count: 1,
        open_count: 1,
        approved_count: 0,
      },
    ]);
  });
});

describe('expert_dashboard_counts and expert_queue', () => {
  it('counts the expert queue by state, unassigned questions of their accounts, and the approval queue for approvers', async () => {
    const expert = await userId(DEMO.expert);
    const approver = await userId(DEMO.approver);
    const summit = await accountId('summit-health');
    const { expertCounts, approverCounts, queue } = await withRollback(async (c) => {
      await emptyQuestions(c);
      const older = await question(c, { createdHoursAgo: 30, account: summit, expert });
      await answer(c, older, { hoursAgo: 20, rejectedHoursAgo: 10, expert });
      const newer = await question(c, { createdHoursAgo: 5, account: summit, expert });
      const waiting = await question(c, {
        createdHoursAgo: 8,
        account: summit,
        expert,
        status: 'awaiting_approval',
      });
      await answer(c, waiting, { hoursAgo: 1, expert });
      await question(c, { createdHoursAgo: 2, account: summit, status: 'unassigned' });
      await question(c, { createdHoursAgo: 2, account: summit, expert, status: 'approved' });
      const [e] = await callAs<{ c: unknown }>(
        c,
        expert,
        'select public.expert_dashboard_counts() as c',
      );
      const [a] = await callAs<{ c: unknown }>(
        c,
        approver,
        'select public.expert_dashboard_counts() as c',
      );
      const q = await callAs<{
        id: string;
        needs_revision: boolean;
        rejection_reason: string | null;
      }>(c, expert, 'select id, needs_revision, rejection_reason from public.expert_queue()');
      return { expertCounts: e!.c, approverCounts: a!.c, queue: q, ids: { older, newer, waiting } };
    });
    expect(expertCounts).toEqual({
      assigned: 3,
      pending: 1,
      needs_revision: 1,
      awaiting_approval: 1,
      needs_information: 0,
      approved: 1,
      unassigned_in_my_accounts: 1,
      approval_queue: null,
    });
    expect(approverCounts).toMatchObject({ assigned: 0, approval_queue: 1 });
    // oldest first; the rejected one carries its reason
    expect(queue.map((r) => [r.needs_revision, r.rejection_reason])).toEqual([
      [true, 'Needs a citation'],
      [false, null],
      [false, null],
    ]);
  });
});

describe('the answer email lane', () => {
  it('an answer email is claimed once, only by its own lane, and never by clients', async () => {
    const summit = await accountId('summit-health');
    const approver = await userId(DEMO.approver);
    await withRollback(async (c) => {
      const q = await question(c, { createdHoursAgo: 3, account: summit, status: 'approved' });
      await answer(c, q, { hoursAgo: 2, approvedHoursAgo: 1 });
      const { rows } = await c.query<{ id: string }>(
        `select public.outbox_enqueue('answer_email', 'answer_email:test:' || $1::text, $1::uuid,
           '{}'::jsonb)::text as id`,
        [q],
      );
      const id = rows[0]!.id;
      const claim = async (kind: string) =>
        (
          await c.query<{ id: string }>(
            `select id::text from public.outbox_claim(100, 120, $1) where question_id = $2`,
            [kind, q],
          )
        ).rows.map((r) => r.id);
      expect(await claim('smartsheet_row')).toEqual([]);
      expect(await claim('answer_email')).toEqual([id]);
      expect(await claim('answer_email')).toEqual([]);
      await expect(
        callAs(c, approver, `select * from public.outbox_claim(10, 120, 'answer_email')`),
      ).rejects.toThrow(/permission denied/);
    });
  });
});
