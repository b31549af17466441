/**
 * Question Management's overdue filter and total, and the partner-report CSV's rows
 * (admin_export_questions), through the real API: overdue is the dashboard's rule (open, past the
 * answer-time target once paused ask-back time is taken off); the total counts what the filters
 * match; an export row carries the question text, the approved answer, its author and approver
 * (kept when the author is removed), their times and the hours to answer.
 */
import { type TestClient, sqlArgs } from '../helpers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ID,
  APPROVER_ID,
  EXPERT_ID,
  adminClient,
  callAs,
  freshAccount,
  freshExpert,
  insertAnswer,
  insertQuestion,
  ok,
  sql,
  withRollback,
} from './support.ts';

let admin: TestClient;
let account: { id: string };
const DAY = 24 * 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

beforeAll(async () => {
  admin = await adminClient();
  account = await freshAccount('export-overdue', []);
});

describe('the overdue filter and the total', () => {
  it('lists open questions past the target, without paused ask-back time, and counts them', async () => {
    const q = (status: string, created: string, expert: string | null = EXPERT_ID) =>
      insertQuestion({
        status,
        created_at: created,
        expert_id: expert,
        corporate_account_id: account.id,
      });
    // 40 days old: past any target (1..720 hours) when open
    const old = {
      unassigned: await q('unassigned', ago(40 * DAY + 3000), null),
      pending: await q('pending', ago(40 * DAY + 2000)),
      awaiting: await q('awaiting_approval', ago(40 * DAY + 1000)),
      approved: await q('approved', ago(40 * DAY)),
      waiting: await q('needs_information', ago(40 * DAY)),
      paused: await q('pending', ago(40 * DAY)),
    };
    await q('pending', ago(1000)); // new: not overdue
    // the submitter took all but a minute of its age to reply: the clock shows about a minute
    await sql(
      `insert into public.info_requests (question_id, asked_by_name, message, status, created_at, resumed_at)
       values ($1, 'Erin Expert', 'Which payer?', 'replied', $2, now())`,
      [old.paused, ago(40 * DAY - 60_000)],
    );
    const args = { p_account_id: account.id, p_overdue: true };
    const rows = ok(await admin.rpc('expert_list_questions', { ...args, p_limit: 100 }));
    // newest first, as the list always is
    expect(rows.map((r) => r.id)).toEqual([old.awaiting, old.pending, old.unassigned]);
    expect(ok(await admin.rpc('expert_count_questions', args))).toBe(3);
    expect(ok(await admin.rpc('expert_count_questions', { p_account_id: account.id }))).toBe(7);
    expect(ok(await admin.rpc('expert_count_questions', { ...args, p_status: 'pending' }))).toBe(1);
  });

  it('counts exactly what the dashboard counts as overdue (one snapshot)', async () => {
    const [row] = await withRollback((c) =>
      callAs<{ dashboard: string; list: string }>(
        c,
        ADMIN_ID,
        `select (select overdue_total from public.admin_overdue_questions(1)) as dashboard,
                public.expert_count_questions(p_overdue => true) as list`,
      ),
    );
    expect(Number(row!.list)).toBe(Number(row!.dashboard));
    expect(Number(row!.list)).toBeGreaterThanOrEqual(3);
  });
});

describe('admin_export_questions', () => {
  it('carries the approved answer, its author and approver, times and hours; nothing for open ones', async () => {
    const author = await freshExpert('export-author');
    const acc = await freshAccount('export-rows', []);
    const created = ago(30 * 3600_000);
    const answered = await insertQuestion({
      status: 'approved',
      expert_id: author.id,
      corporate_account_id: acc.id,
      created_at: created,
      title: 'Export: answered',
    });
    // a rejected first answer, then the approved one, 20 hours after the question
    await insertAnswer({
      question_id: answered,
      expert_id: author.id,
      created_at: ago(28 * 3600_000),
      rejected_at: ago(27 * 3600_000),
      rejected_by: APPROVER_ID,
    });
    await insertAnswer({
      question_id: answered,
      expert_id: author.id,
      created_at: ago(12 * 3600_000),
      approved_at: ago(10 * 3600_000),
      approved_by: APPROVER_ID,
    });
    const open = await insertQuestion({
      status: 'pending',
      expert_id: EXPERT_ID,
      corporate_account_id: acc.id,
    });
    // the author leaves: the export still names them
    await sql('delete from auth.users where id = $1', [author.id]);

    const rows = ok(
      await admin.rpc('admin_export_questions', { p_account_id: acc.id, p_limit: 1000 }),
    );
    expect(rows.map((r) => r.id)).toEqual([open, answered]);
    const [pending, done] = rows;
    if (!pending || !done) throw new Error('expected the two questions');
    expect(done).toMatchObject({
      title: 'Export: answered',
      content: 'Which modifier applies here?',
      status: 'approved',
      submitter_name: 'Quinn Admin-Test',
      submitter_email: 'quinn@example.test',
      expert_name: 'DB export-author',
      answer: 'Use modifier 59 with documentation.',
      approver_name: 'Avery Approver',
      answer_hours: 20,
    });
    expect(new Date(done.approved_at!).getTime()).toBeCloseTo(Date.now() - 10 * 3600_000, -5);
    expect(new Date(done.answered_at!).getTime()).toBeCloseTo(Date.now() - 12 * 3600_000, -5);
    expect(pending).toMatchObject({
      status: 'pending',
      expert_name: 'Erin Expert',
      answer: null,
      answered_at: null,
      approver_name: null,
      approved_at: null,
      answer_hours: null,
    });
  });

  it("pages with the list's keyset and filters, up to 1000 rows", async () => {
    const acc = await freshAccount('export-pages', []);
    const made = await sql<{ id: string }>(
      `insert into public.questions (title, content, corporate_account_id, created_at, first_name, last_name, email)
       select 'Export page ' || g, 'Body', $1, now() - (g / 3) * interval '1 second', 'Pat', 'Page', 'pat@example.test'
       from generate_series(1, 25) g returning id, created_at`,
      [acc.id],
    );
    const seen: string[] = [];
    let cursor: { id: string; created_at: string } | null = null;
    for (;;) {
      const page: { id: string; created_at: string }[] = ok(
        await admin.rpc(
          'admin_export_questions',
          sqlArgs<'admin_export_questions'>({
            p_account_id: acc.id,
            p_limit: 7,
            p_after_created_at: cursor?.created_at ?? null,
            p_after_id: cursor?.id ?? null,
          }),
        ),
      );
      seen.push(...page.map((r) => r.id));
      if (page.length < 7) break;
      cursor = page[page.length - 1]!;
    }
    expect([...seen].sort()).toEqual(made.map((r) => r.id).sort());
    expect(new Set(seen).size).toBe(25);
  });
});
