/**
 * Reports on an exact data set, settings and the audit (docs/spec-notes.md, "Admin console"). The
 * report figures are checked inside a transaction that empties the question tables, arranges known
 * questions, answers and email deliveries, calls admin_report as the admin, and rolls back.
 */
import { type TestClient, oneRow, setMailRunning, type RpcRow } from '../helpers.ts';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ID,
  APPROVER_ID,
  EXPERT_ID,
  adminClient,
  apiClient,
  callAs,
  denied,
  freshAccount,
  freshUser,
  lastEventId,
  none,
  ok,
  signIn,
  sql,
  submitUnassigned,
  withRollback,
} from './support.ts';

let admin: TestClient;

beforeAll(async () => {
  admin = await adminClient();
});

/** admin_report's row; through pg (callAs) its bigint and numeric columns arrive as strings. */
type ReportRow = {
  [K in keyof ApiReportRow]: ApiReportRow[K] | (number extends ApiReportRow[K] ? string : never);
};
type ApiReportRow = RpcRow<
  'admin_report',
  | 'group_key'
  | 'first_answer_median_hours'
  | 'first_answer_p90_hours'
  | 'approval_median_hours'
  | 'approval_p90_hours'
  | 'rejection_rate'
>;

/** A row's figures as plain numbers (pg returns bigint and numeric as strings). */
function figures(r: ReportRow | undefined) {
  if (!r) throw new Error('missing report row');
  const n = (v: string | number | null) => (v === null ? null : Number(v));
  return {
    received: n(r.received),
    answered: n(r.answered),
    fa50: n(r.first_answer_median_hours),
    fa90: n(r.first_answer_p90_hours),
    approved: n(r.approved),
    ap50: n(r.approval_median_hours),
    ap90: n(r.approval_p90_hours),
    rejected: n(r.rejected),
    rate: n(r.rejection_rate),
    deliveries: n(r.deliveries),
    failures: n(r.delivery_failures),
  };
}

/** The seeded gated partner a demo-access token is asked for. */
const GATED = 'harbor-hospital-network';
const FROM = '2026-03-02T00:00:00Z'; // a Monday
const TO = '2026-03-16T00:00:00Z';

/**
 * The data set (UTC):
 *   q1 A  Hospital - Inpatient   03-02 10:00  a1 (E) 03-02 20:00 (10 h), approved 03-03 10:00 (24 h), mail sent
 *   q2 A  Professional - Global  03-03 00:00  a2 (E) 03-04 06:00 (30 h), rejected 03-04 12:00;
 *                                             a3 (E) 03-05 00:00, approved 03-09 00:00 (144 h), mail failed
 *   q3 B  Hospital - Inpatient   03-10 00:00  a4 (approver) 03-10 02:00 (2 h), approved 03-10 12:00 (12 h), mail stuck
 *   q4 -  General Coding Q.      03-11 00:00  unassigned
 *   q5 A  Ambulatory Surgery C.  02-20 00:00  (before the range) a5 (E) 03-02 02:00: first answer in range, 242 h
 *   q6 -  General Coding Q.      03-09 03:00  (Sunday 23:00 in New York) answered 03-16 01:00, after the range
 */
async function arrange(c: pg.Client, a: string, b: string) {
  await c.query('delete from public.answer_deliveries');
  await c.query('delete from public.answers');
  await c.query('delete from public.questions');
  const q = async (acc: string | null, type: string, created: string, expert: string | null) =>
    (
      await c.query<{ id: string }>(
        `insert into public.questions (title, content, status, corporate_account_id, coding_question_type,
           created_at, expert_id, first_name, last_name, email)
         values ('Report question', 'Body', case when $4::uuid is null then 'unassigned' else 'approved' end::public.question_status,
           $1, $2, $3, $4, 'Rae', 'Port', 'rae@example.test') returning id`,
        [acc, type, created, expert],
      )
    ).rows[0]!.id;
  const ans = async (
    question: string,
    expert: string,
    created: string,
    decision: { approved?: string; rejected?: string } = {},
  ) =>
    (
      await c.query<{ id: string }>(
        `insert into public.answers (question_id, expert_id, content, created_at, approved_at, approved_by,
           rejected_at, rejected_by, rejection_reason)
         values ($1, $2, 'Answer', $3, $4, case when $4::timestamptz is not null then $6::uuid end,
           $5, case when $5::timestamptz is not null then $6::uuid end,
           case when $5::timestamptz is not null then 'Cite it' end) returning id`,
        [
          question,
          expert,
          created,
          decision.approved ?? null,
          decision.rejected ?? null,
          APPROVER_ID,
        ],
      )
    ).rows[0]!.id;
  const mail = (
    answer: string,
    question: string,
    created: string,
    status: string,
    updated: string,
  ) =>
    c.query(
      `insert into public.answer_deliveries (answer_id, question_id, recipient, status, created_at, updated_at)
       values ($1, $2, 'rae@example.test', $3, $4, $5)`,
      [answer, question, status, created, updated],
    );
  const q1 = await q(a, 'Hospital - Inpatient', '2026-03-02T10:00Z', EXPERT_ID);
  const q2 = await q(a, 'Professional - Global', '2026-03-03T00:00Z', EXPERT_ID);
  const q3 = await q(b, 'Hospital - Inpatient', '2026-03-10T00:00Z', APPROVER_ID);
  await q(null, 'General Coding Question', '2026-03-11T00:00Z', null);
  const q5 = await q(a, 'Ambulatory Surgery Center', '2026-02-20T00:00Z', EXPERT_ID);
  const q6 = await q(null, 'General Coding Question', '2026-03-09T03:00Z', null);
  const a1 = await ans(q1, EXPERT_ID, '2026-03-02T20:00Z', { approved: '2026-03-03T10:00Z' });
  await ans(q2, EXPERT_ID, '2026-03-04T06:00Z', { rejected: '2026-03-04T12:00Z' });
  const a3 = await ans(q2, EXPERT_ID, '2026-03-05T00:00Z', { approved: '2026-03-09T00:00Z' });
  const a4 = await ans(q3, APPROVER_ID, '2026-03-10T02:00Z', { approved: '2026-03-10T12:00Z' });
  await ans(q5, EXPERT_ID, '2026-03-02T02:00Z');
  await ans(q6, EXPERT_ID, '2026-03-16T01:00Z');
  await mail(a1, q1, '2026-03-03T10:01Z', 'sent', '2026-03-03T10:01Z');
  await mail(a3, q2, '2026-03-09T00:01Z', 'failed', '2026-03-09T00:02Z');
  await mail(a4, q3, '2026-03-10T12:01Z', 'sending', '2026-03-10T12:01Z');
}

async function report(c: pg.Client, group: string, tz = 'UTC'): Promise<ReportRow[]> {
  return callAs<ReportRow>(
    c,
    ADMIN_ID,
    'select * from public.admin_report($1::timestamptz, $2::timestamptz, $3, $4)',
    [FROM, TO, group, tz],
  );
}

describe('reports', () => {
  it('by week: volume, time to first answer and to approval (median, p90), rejections, email failures', async () => {
    await withRollback(async (c) => {
      const [a, b] = await twoAccounts(c);
      await arrange(c, a, b);
      const rows = await report(c, 'week');
      expect(rows.map((r) => [r.group_key, r.group_label, r.is_total])).toEqual([
        ['2026-03-02', '2026-03-02', false],
        ['2026-03-09', '2026-03-09', false],
        [null, 'Total', true],
      ]);
      expect(figures(rows[0])).toEqual({
        received: 2,
        answered: 3, // a1 (10 h), a2 (30 h), a5 (242 h)
        fa50: 30,
        fa90: 199.6,
        approved: 1,
        ap50: 24,
        ap90: 24,
        rejected: 1,
        rate: 0.5,
        deliveries: 1,
        failures: 0,
      });
      expect(figures(rows[1])).toEqual({
        received: 3,
        answered: 1, // a4 (2 h); a3 is not a first answer
        fa50: 2,
        fa90: 2,
        approved: 2, // a3 (144 h), a4 (12 h)
        ap50: 78,
        ap90: 130.8,
        rejected: 0,
        rate: 0,
        deliveries: 2,
        failures: 2, // failed + stuck sending
      });
      expect(figures(rows[2])).toEqual({
        received: 5,
        answered: 4,
        fa50: 20,
        fa90: 178.4,
        approved: 3,
        ap50: 24,
        ap90: 120,
        rejected: 1,
        rate: 0.25,
        deliveries: 3,
        failures: 2,
      });
    });
  });

  it('weeks follow the chosen time zone', async () => {
    await withRollback(async (c) => {
      const [a, b] = await twoAccounts(c);
      await arrange(c, a, b);
      const rows = await report(c, 'week', 'America/New_York');
      // the range starts on Sunday evening in New York (a5's first answer falls in that week), and
      // q6 (03-09 03:00 UTC) was submitted on Sunday evening there
      expect(
        rows
          .filter((r) => !r.is_total)
          .map((r) => [r.group_key, Number(r.received), Number(r.answered)]),
      ).toEqual([
        ['2026-02-23', 0, 1],
        ['2026-03-02', 3, 2],
        ['2026-03-09', 2, 1],
      ]);
    });
  });

  it('by account, expert and type, with empty groups for active accounts and current experts', async () => {
    await withRollback(async (c) => {
      const [a, b] = await twoAccounts(c);
      await arrange(c, a, b);
      const byAccount = await report(c, 'account');
      const acc = (key: string | null) => figures(byAccount.find((r) => r.group_key === key));
      expect(acc(a)).toMatchObject({
        received: 2,
        answered: 3,
        approved: 2,
        rejected: 1,
        deliveries: 2,
        failures: 1,
      });
      expect(acc(b)).toMatchObject({
        received: 1,
        answered: 1,
        approved: 1,
        rejected: 0,
        deliveries: 1,
        failures: 1,
      });
      expect(acc('none')).toMatchObject({ received: 2, answered: 0, approved: 0 });
      expect(byAccount.find((r) => r.group_key === 'none')!.group_label).toBe(
        'No corporate account',
      );
      const seeded = byAccount.find((r) => r.group_label === 'Summit Health System');
      expect(figures(seeded)).toMatchObject({ received: 0, answered: 0, fa50: null, rate: null });
      expect(acc(null)).toMatchObject({ received: 5, answered: 4, approved: 3 });

      const byExpert = await report(c, 'expert');
      const ex = (key: string) => figures(byExpert.find((r) => r.group_key === key));
      expect(byExpert.find((r) => r.group_key === EXPERT_ID)!.group_label).toBe('Erin Expert');
      expect(ex(EXPERT_ID)).toMatchObject({
        received: 2,
        answered: 3,
        approved: 2,
        rejected: 1,
        deliveries: 2,
      });
      expect(ex(APPROVER_ID)).toMatchObject({
        received: 1,
        answered: 1,
        approved: 1,
        deliveries: 1,
      });
      expect(ex('none')).toMatchObject({ received: 2, answered: 0 });

      const byType = await report(c, 'type');
      const ty = (key: string) => figures(byType.find((r) => r.group_key === key));
      expect(ty('Hospital - Inpatient')).toMatchObject({
        received: 2,
        answered: 2,
        approved: 2,
        deliveries: 2,
      });
      expect(ty('Professional - Global')).toMatchObject({
        received: 1,
        answered: 1,
        approved: 1,
        rejected: 1,
      });
      expect(ty('Ambulatory Surgery Center')).toMatchObject({
        received: 0,
        answered: 1,
        fa50: 242,
      });
      expect(ty('General Coding Question')).toMatchObject({ received: 2, answered: 0 });
    });
  });

  it('follows the workflow as it happens: RPC answers, decisions and the answer email (failed, then sent)', async () => {
    const account = await freshAccount('report-live', [EXPERT_ID]);
    const from = new Date(Date.now() - 60_000).toISOString();
    const q = await submitUnassigned(apiClient(), { corporateAccountId: account.id });
    ok(await admin.rpc('assign_expert', { question_id: q, expert_id: EXPERT_ID }));
    const expert = await signIn('expert@claimdesk.test');
    const approver = await signIn('approver@claimdesk.test');
    const first = ok(await expert.rpc('add_answer', { question_id: q, content: 'Bill 99213.' }));
    ok(await approver.rpc('reject_answer', { answer_id: first, reason: 'Add the modifier.' }));
    const second = ok(
      await expert.rpc('add_answer', { question_id: q, content: 'Bill 99213-25.' }),
    );
    const row = async () => {
      const rows = ok(
        await admin.rpc('admin_report', {
          p_from: from,
          p_to: new Date(Date.now() + 60_000).toISOString(),
          p_group: 'account',
        }),
      );
      return figures(rows.find((r) => r.group_key === account.id));
    };
    // the approval queues the answer email; with mail down, the outbox's first try fails
    await setMailRunning(false);
    let outboxId: number;
    try {
      ok(await approver.rpc('approve_answer', { answer_id: second }));
      await expect
        .poll(
          async () =>
            (
              await sql<{ id: string; last_error: string | null }>(
                `select id::text, last_error from public.outbox
                 where kind = 'answer_email' and question_id = $1`,
                [q],
              )
            )[0],
          { timeout: 15_000, interval: 200 },
        )
        .toMatchObject({ last_error: expect.stringMatching(/SMTP failed/) });
      const [r] = await sql<{ id: string }>(
        `select id::text from public.outbox where kind = 'answer_email' and question_id = $1`,
        [q],
      );
      outboxId = Number(r!.id);
    } finally {
      await setMailRunning(true);
    }
    const failed = await row();
    expect(failed).toMatchObject({
      received: 1,
      answered: 1,
      approved: 1,
      rejected: 1,
      rate: 0.5,
      deliveries: 1,
      failures: 1,
    });
    expect(failed.fa50).toBeLessThan(0.1);
    ok(await admin.rpc('admin_outbox_send_again', { p_id: outboxId }));
    await expect.poll(async () => (await row()).failures, { timeout: 15_000 }).toBe(0);
    expect(await row()).toMatchObject({ deliveries: 1, failures: 0 });
  });

  it('refuses a bad grouping, range or time zone with a clear message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ p_group: 'month' }, 'Group by week, account, expert or type'],
      [{ p_from: TO, p_to: FROM }, 'The start of the range must be before its end'],
      [
        { p_from: '2020-01-01T00:00:00Z', p_to: '2026-01-01T00:00:00Z' },
        'The range must be at most 2 years',
      ],
      [{ p_time_zone: 'Mars/Base' }, 'Unknown time zone: Mars/Base'],
    ];
    for (const [args, message] of cases) {
      denied(await admin.rpc('admin_report', args), '22023', message);
    }
  });

  it('defaults to the last 90 days by week through the API, and its totals match the table', async () => {
    const rows: ReportRow[] = ok(await admin.rpc('admin_report'));
    const weeks = rows.filter((r) => !r.is_total);
    expect(weeks.length === 13 || weeks.length === 14).toBe(true);
    const [{ start }] = oneRow(
      await sql<{ start: string }>(
        `select to_char(date_trunc('week', (now() - interval '90 days') at time zone 'UTC'), 'YYYY-MM-DD') as start`,
      ),
    );
    expect(weeks[0]!.group_key).toBe(start);
    const [{ n }] = oneRow(
      await sql<{ n: number }>(
        `select count(*)::int as n from public.questions where created_at >= now() - interval '90 days'`,
      ),
    );
    const total = rows.find((r) => r.is_total)!;
    expect(Number(total.received)).toBe(n);
    expect(weeks.reduce((s, r) => s + Number(r.received), 0)).toBe(n);
  });
});

async function twoAccounts(c: pg.Client): Promise<[string, string]> {
  const s = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { rows } = await c.query<{ id: string }>(
    `insert into public.corporate_accounts (name, slug) values ($1, $2), ($3, $4) returning id`,
    [`Report A ${s}`, `report-a-${s}`, `Report B ${s}`, `report-b-${s}`],
  );
  return [rows[0]!.id, rows[1]!.id];
}

describe('settings', () => {
  it('answer-time target: 1..720 hours, who and when, audited; default 72', async () => {
    try {
      for (const hours of [0, 721]) {
        denied(
          await admin.rpc('admin_set_answer_time_target', { p_hours: hours }),
          '22023',
          'The answer-time target must be between 1 and 720 hours',
        );
      }
      const since = await lastEventId();
      expect(ok(await admin.rpc('admin_set_answer_time_target', { p_hours: 48 }))).toBe(48);
      const [row] = ok(await admin.rpc('admin_get_settings'), 1);
      expect(row).toMatchObject({
        answer_time_target_hours: 48,
        answer_time_target_updated_by: 'Alex Admin',
      });
      expect(Date.now() - new Date(row!.answer_time_target_updated_at).getTime()).toBeLessThan(
        60_000,
      );
      const events = await sql<{ old_values: unknown; new_values: unknown }>(
        `select old_values, new_values from public.admin_events where id > $1 and action = 'setting.answer_time_target'`,
        [since],
      );
      expect(events).toEqual([{ old_values: { hours: 72 }, new_values: { hours: 48 } }]);
    } finally {
      ok(await admin.rpc('admin_set_answer_time_target', { p_hours: 72 }));
    }
  });

  it('demo access code: at least 8 characters; the new one unlocks, the old one no longer; never sent back', async () => {
    const anon = apiClient();
    const since = await lastEventId();
    try {
      denied(
        await admin.rpc('set_demo_access_code', { code: 'SEVEN-7' }),
        '22023',
        'The access code must be 8 to 100 characters',
      );
      expect(
        ok(await anon.rpc('verify_demo_access', { code: 'CLAIMDESK-DEMO', account: GATED })),
      ).toMatch(/^harbor-hospital-network\.\d+\.[0-9a-f]{64}$/);
      ok(await admin.rpc('set_demo_access_code', { code: 'Harbor-Review-26' }));
      expect(
        ok(await anon.rpc('verify_demo_access', { code: 'harbor-review-26', account: GATED })),
      ).toMatch(/^harbor-hospital-network\.\d+\.[0-9a-f]{64}$/);
      expect(
        ok(await anon.rpc('verify_demo_access', { code: 'CLAIMDESK-DEMO', account: GATED })),
      ).toBeNull();

      const [row] = ok(await admin.rpc('admin_get_settings'), 1);
      expect(Object.keys(row!).sort()).toEqual([
        'answer_time_target_hours',
        'answer_time_target_updated_at',
        'answer_time_target_updated_by',
        'demo_access_code_set',
        'demo_access_code_updated_at',
        'demo_access_code_updated_by',
      ]);
      expect(row).toMatchObject({
        demo_access_code_set: true,
        demo_access_code_updated_by: 'Alex Admin',
      });
      expect(Date.now() - new Date(row!.demo_access_code_updated_at).getTime()).toBeLessThan(
        60_000,
      );
      const events = await sql(
        `select * from public.admin_events where id > $1 and action = 'setting.demo_access_code'`,
        [since],
      );
      expect(events).toHaveLength(1);
      const everything = JSON.stringify([row, events]);
      expect(everything).not.toMatch(/harbor-review/i);
      expect(everything).not.toMatch(/\$2[aby]\$/);
    } finally {
      ok(await admin.rpc('set_demo_access_code', { code: 'CLAIMDESK-DEMO' }));
    }
    expect(
      ok(await anon.rpc('verify_demo_access', { code: 'claimdesk-demo', account: GATED })),
    ).toMatch(/^harbor-hospital-network\.\d+\.[0-9a-f]{64}$/);
  });
});

describe('the audit', () => {
  it('lists newest first with filters by action, category, actor, target, text and date, in keyset pages', async () => {
    const other = await freshUser('audit-admin2', { role: 'admin' });
    const account = await freshAccount('audit', [], 10);
    const since = await lastEventId();
    ok(await admin.rpc('admin_top_up_corporate_quota', { p_account_id: account.id, p_add: 1 }));
    ok(
      await other.client.rpc('admin_top_up_corporate_quota', {
        p_account_id: account.id,
        p_add: 2,
      }),
    );
    ok(
      await admin.rpc('admin_set_corporate_quota', {
        p_account_id: account.id,
        p_questions_remaining: 4,
      }),
    );
    ok(
      await admin.rpc('admin_set_corporate_account_active', { p_id: account.id, p_active: false }),
    );
    ok(
      await other.client.rpc('admin_set_corporate_account_active', {
        p_id: account.id,
        p_active: true,
      }),
    );

    const list = async (args: Record<string, unknown>) =>
      ok(await admin.rpc('admin_list_events', { p_target_id: account.id, ...args }));
    const all = await list({});
    expect(all.map((e) => e.action)).toEqual([
      'account.activate',
      'account.deactivate',
      'account.quota_set',
      'account.quota_top_up',
      'account.quota_top_up',
    ]);
    expect(all.every((e) => e.id > since)).toBe(true);
    expect((await list({ p_action: 'account.quota_top_up' })).map((e) => e.actor_id)).toEqual([
      other.id,
      ADMIN_ID,
    ]);
    expect(await list({ p_action: 'account' })).toHaveLength(5);
    expect(await list({ p_action: 'user' })).toEqual([]);
    expect((await list({ p_actor_id: other.id })).map((e) => e.action)).toEqual([
      'account.activate',
      'account.quota_top_up',
    ]);
    expect(await list({ p_target_type: 'corporate_account' })).toHaveLength(5);
    expect(await list({ p_target_type: 'user' })).toEqual([]);
    expect(await list({ p_search: account.name.slice(-8).toUpperCase() })).toHaveLength(5);
    expect(await list({ p_search: 'audit-admin2' })).toHaveLength(2); // the actor's email
    expect(await list({ p_to: new Date(Date.now() - 3_600_000).toISOString() })).toEqual([]);
    // pages of two: every row once, in order
    const pages: number[] = [];
    let before: number | null = null;
    for (;;) {
      const page = await list({ p_limit: 2, p_before_id: before });
      pages.push(...page.map((e) => e.id));
      if (page.length < 2) break;
      before = page[page.length - 1]!.id;
    }
    expect(pages).toEqual(all.map((e) => e.id));
  });

  it('is append-only even for the database owner: update, delete and truncate are refused', async () => {
    const [{ id }] = oneRow(
      await sql<{ id: string }>('select max(id) as id from public.admin_events'),
    );
    for (const statement of [
      `update public.admin_events set target_label = 'rewritten' where id = ${id}`,
      `delete from public.admin_events where id = ${id}`,
      'truncate public.admin_events',
    ]) {
      await expect(sql(statement)).rejects.toThrow('admin_events is append-only');
    }
    const [{ n }] = oneRow(
      await sql<{ n: number }>('select count(*)::int as n from public.admin_events where id = $1', [
        id,
      ]),
    );
    expect(n).toBe(1);
  });

  it('non-admins read nothing of it', async () => {
    for (const email of [
      'expert@claimdesk.test',
      'approver@claimdesk.test',
      'user@claimdesk.test',
    ]) {
      const client = await signIn(email);
      none(await client.from('admin_events').select('id'));
      denied(await client.rpc('admin_list_events', {}), '42501', 'Only admins can view the audit');
    }
  });
});
