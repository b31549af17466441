/**
 * Question Management and the admin's question page (docs/spec-notes.md, "Admin console"): admins
 * list with the expert list's RPC (expert filter, export-sized pages), reassign one or many
 * questions (also in parallel), override a status with a required reason, read any question with
 * its history and answers, and see the dashboard's status counts, overdue questions and failed
 * answer emails.
 */
import { randomUUID } from 'node:crypto';
import { type TestClient, oneRow, type RpcRow } from '../helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ID,
  APPROVER_ID,
  EXPERT_ID,
  adminClient,
  apiClient,
  denied,
  eventsFor,
  freshAccount,
  freshExpert,
  freshUser,
  historyOf,
  insertAnswer,
  insertQuestion,
  lastEventId,
  ok,
  questionRow,
  signIn,
  sql,
  submitUnassigned,
} from './support.ts';

let admin: TestClient;
let expert: TestClient;

type ListRow = RpcRow<
  'expert_list_questions',
  'expert_id' | 'expert_name' | 'corporate_account_id'
>;

beforeAll(async () => {
  admin = await adminClient();
  expert = await signIn('expert@claimdesk.test');
});

describe('the question list (expert_list_questions, shared with the expert page)', () => {
  let account: { id: string };
  let ids: string[];

  beforeAll(async () => {
    account = await freshAccount('adm-list', []);
    const rows = await sql<{ id: string }>(
      `insert into public.questions (title, content, status, expert_id, corporate_account_id, created_at,
         first_name, last_name, email, submitter_name, submitter_email)
       select 'Export row ' || g || ' zephyrine', 'Body ' || g,
         case when g % 3 = 0 then 'pending'::public.question_status else 'unassigned' end,
         case when g % 3 = 0 then $2::uuid end, $1, now() - g * interval '1 minute',
         'Pat', 'Row' || g, 'row' || g || '@example.test', case when g % 2 = 0 then '=cmd|calc' end, null
       from generate_series(1, 150) g
       returning id`,
      [account.id, EXPERT_ID],
    );
    ids = rows.map((r) => r.id);
  });

  const list = (client: TestClient, args: Record<string, unknown>) =>
    client.rpc('expert_list_questions', { p_account_id: account.id, ...args });

  it('admins get pages of up to 1000 rows for the export; experts at most 101', async () => {
    expect(ok(await list(admin, { p_limit: 1000 }))).toHaveLength(150);
    expect(ok(await list(expert, { p_limit: 1000 }))).toHaveLength(101);
    expect(ok(await list(admin, { p_limit: 5000 }))).toHaveLength(150);
    // a search term matching every row still returns a full page (count cap scales with the page)
    expect(ok(await list(admin, { p_limit: 1000, p_search: 'zephyrine' }))).toHaveLength(150);
  });

  it('keyset pages as an admin cover every row once, newest first, with the submitter for the CSV', async () => {
    const seen: ListRow[] = [];
    let cursor: { created_at: string; id: string } | null = null;
    for (;;) {
      const page: ListRow[] = ok(
        await list(admin, {
          p_limit: 40,
          p_after_created_at: cursor?.created_at ?? null,
          p_after_id: cursor?.id ?? null,
        }),
      );
      seen.push(...page);
      if (page.length < 40) break;
      cursor = page[page.length - 1]!;
    }
    expect(seen.map((r) => r.id).sort()).toEqual([...ids].sort());
    const times = seen.map((r) => new Date(r.created_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const row1 = seen.find((r) => r.submitter_email === 'row1@example.test')!;
    expect(row1.submitter_name).toBe('Pat Row1');
    expect(seen.find((r) => r.submitter_email === 'row2@example.test')!.submitter_name).toBe(
      '=cmd|calc',
    );
  });

  it('filters by expert (the experts page links to it)', async () => {
    const rows = ok(await list(admin, { p_expert_id: EXPERT_ID, p_limit: 1000 }));
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((r) => r.expert_name))).toEqual(new Set(['Erin Expert']));
    const pending = ok(
      await list(admin, { p_expert_id: EXPERT_ID, p_status: 'unassigned', p_limit: 1000 }),
    );
    expect(pending).toEqual([]);
  });

  it('users and corporate users are refused', async () => {
    for (const email of ['user@claimdesk.test', 'coder@summit-health.test']) {
      denied(
        await list(await signIn(email), { p_limit: 10 }),
        '42501',
        'Only experts can list all questions',
      );
    }
  });
});

describe('reassigning questions', () => {
  it('one call for one or many: each id gets an outcome, each move its history row, the audit one row', async () => {
    const target = await freshExpert('reassign-target');
    const account = await freshAccount('reassign', []);
    const q = {
      unassigned: await insertQuestion({ corporate_account_id: account.id }),
      pending: await insertQuestion({ status: 'pending', expert_id: EXPERT_ID }),
      awaiting: await insertQuestion({ status: 'awaiting_approval', expert_id: EXPERT_ID }),
      approved: await insertQuestion({ status: 'approved', expert_id: EXPERT_ID }),
      same: await insertQuestion({ status: 'pending', expert_id: target.id }),
    };
    const unknown = '00000000-0000-4000-8000-00000000beef';
    const since = await lastEventId();
    const result = ok(
      await admin.rpc('admin_reassign_questions', {
        p_question_ids: [...Object.values(q), unknown, q.pending],
        p_expert_id: target.id,
        p_reason: 'Erin is on leave',
      }),
    );
    const by = Object.fromEntries(result.map((r) => [r.question_id, r]));
    expect(result).toHaveLength(6); // duplicates collapse
    expect(by[q.unassigned]).toMatchObject({ outcome: 'assigned', status: 'pending' });
    expect(by[q.pending]).toMatchObject({ outcome: 'reassigned', status: 'pending' });
    expect(by[q.awaiting]).toMatchObject({ outcome: 'reassigned', status: 'awaiting_approval' });
    expect(by[q.approved]).toMatchObject({
      outcome: 'refused',
      message: 'Cannot reassign a question that is approved',
    });
    expect(by[q.same]).toMatchObject({ outcome: 'unchanged' });
    expect(by[unknown]).toMatchObject({ outcome: 'not_found', message: 'Question not found' });

    for (const id of [q.unassigned, q.pending, q.awaiting]) {
      expect((await questionRow(id)).expert_id).toBe(target.id);
      expect((await historyOf(id)).slice(-1)[0]).toMatchObject({
        event: 'assigned',
        reason: 'Erin is on leave',
        actor_id: ADMIN_ID,
        expert_id: target.id,
      });
    }
    expect(await questionRow(q.approved)).toMatchObject({ expert_id: EXPERT_ID });
    expect(await historyOf(q.approved)).toEqual([]);

    const audit = (
      await sql<{
        action: string;
        target_id: string | null;
        new_values: { expert_id: string };
        reason: string;
      }>(
        'select action, target_id, new_values, reason from public.admin_events where id > $1 and action = $2',
        [since, 'question.reassign'],
      )
    ).filter((e) => e.new_values.expert_id === target.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      target_id: null,
      reason: 'Erin is on leave',
      new_values: { expert_id: target.id, expert_name: 'DB reassign-target', count: 3 },
    });
  });

  it('refuses an empty or oversized selection and non-experts', async () => {
    const q = await insertQuestion();
    for (const idsArg of [[], Array.from({ length: 1001 }, () => randomUUID())]) {
      denied(
        await admin.rpc('admin_reassign_questions', {
          p_question_ids: idsArg,
          p_expert_id: EXPERT_ID,
        }),
        '22023',
        'Select between 1 and 1000 questions',
      );
    }
    const user = await freshUser('reassign-user');
    denied(
      await admin.rpc('admin_reassign_questions', { p_question_ids: [q], p_expert_id: user.id }),
      '22023',
      'User is not an expert',
    );
    expect(await questionRow(q)).toMatchObject({ status: 'unassigned', expert_id: null });
  });

  it('parallel bulk reassignments by two admins over overlapping sets: no error, each caller gets its own ids, history agrees with the result', async () => {
    const experts = [
      await freshExpert('parallel-a'),
      await freshExpert('parallel-b'),
      await freshExpert('parallel-c'),
    ];
    const other = await freshUser('parallel-admin2', { role: 'admin' });
    const qs: string[] = [];
    for (let i = 0; i < 30; i++) {
      qs.push(
        await insertQuestion({
          status: i % 2 ? 'pending' : 'unassigned',
          expert_id: i % 2 ? EXPERT_ID : null,
        }),
      );
    }
    // eight calls: each a window of 15 questions in a different order, to one of three experts
    const calls = Array.from({ length: 8 }, (_, k) => {
      const window = Array.from({ length: 15 }, (_, j) => qs[(k * 4 + j) % 30]!);
      return {
        client: k % 2 ? other.client : admin,
        ids: k % 3 === 0 ? window.reverse() : window,
        expert: experts[k % 3]!.id,
      };
    });
    const results = await Promise.all(
      calls.map((x) =>
        x.client.rpc('admin_reassign_questions', { p_question_ids: x.ids, p_expert_id: x.expert }),
      ),
    );
    const moves = new Map<string, number>();
    results.forEach((r, k) => {
      const rows = ok(r);
      expect(rows.map((x) => x.question_id).sort()).toEqual([...calls[k]!.ids].sort());
      for (const row of rows) {
        expect(['assigned', 'reassigned', 'unchanged']).toContain(row.outcome);
        if (row.outcome !== 'unchanged')
          moves.set(row.question_id, (moves.get(row.question_id) ?? 0) + 1);
      }
    });
    for (const id of qs) {
      const history = (await historyOf(id)).filter((e) => e.event === 'assigned');
      expect(history).toHaveLength(moves.get(id) ?? 0);
      const row = await questionRow(id);
      if (history.length) {
        expect(row.status).toBe('pending');
        expect(row.expert_id).toBe(history[history.length - 1]!.expert_id);
      }
    }
  });
});

describe('status overrides', () => {
  it('need a reason, which the history and the audit keep', async () => {
    const q = await insertQuestion({ status: 'pending', expert_id: EXPERT_ID });
    for (const reason of [undefined, '', '   ']) {
      denied(
        await admin.rpc('set_question_status', { question_id: q, status: 'unassigned', reason }),
        '22023',
        'A reason is required to change the status',
      );
    }
    denied(
      await admin.rpc('set_question_status', {
        question_id: q,
        status: 'unassigned',
        reason: 'x'.repeat(2001),
      }),
      '22023',
      'The reason must be at most 2000 characters',
    );
    expect(await questionRow(q)).toMatchObject({ status: 'pending', expert_id: EXPERT_ID });
    ok(
      await admin.rpc('set_question_status', {
        question_id: q,
        status: 'unassigned',
        reason: '  Submitter asked to withdraw it  ',
      }),
    );
    expect(await historyOf(q)).toEqual([
      {
        event: 'status_changed',
        from_status: 'pending',
        to_status: 'unassigned',
        reason: 'Submitter asked to withdraw it',
        actor_id: ADMIN_ID,
        expert_id: null,
      },
    ]);
    const [event] = await eventsFor(q, 'question.status_change');
    expect(event).toMatchObject({
      actor_id: ADMIN_ID,
      old_values: { status: 'pending', expert_id: EXPERT_ID },
      new_values: { status: 'unassigned', expert_id: null },
      reason: 'Submitter asked to withdraw it',
    });
  });

  it('reopen an approved question for its expert, or as unassigned when the expert is gone', async () => {
    const q = await insertQuestion({ status: 'approved', expert_id: EXPERT_ID });
    ok(
      await admin.rpc('set_question_status', {
        question_id: q,
        status: 'pending',
        reason: 'The payer changed its policy',
      }),
    );
    expect(await questionRow(q)).toMatchObject({ status: 'pending', expert_id: EXPERT_ID });

    const orphan = await insertQuestion({ status: 'approved', expert_id: null });
    denied(
      await admin.rpc('set_question_status', {
        question_id: orphan,
        status: 'pending',
        reason: 'Reopen',
      }),
      'PT409',
      "The question's expert is no longer an expert: reopen it as unassigned",
    );
    ok(
      await admin.rpc('set_question_status', {
        question_id: orphan,
        status: 'unassigned',
        reason: 'Reopen',
      }),
    );
    expect(await questionRow(orphan)).toMatchObject({ status: 'unassigned', expert_id: null });
  });
});

describe('admins open any question', () => {
  it('read the question, its answers, its history with actors and its email delivery; reassign and change status', async () => {
    const account = await freshAccount('adm-open', [EXPERT_ID]);
    const q = await submitUnassigned(apiClient(), { corporateAccountId: account.id });
    ok(await admin.rpc('assign_expert', { question_id: q, expert_id: EXPERT_ID }));
    const answer = ok(
      await expert.rpc('add_answer', { question_id: q, content: 'Use 99214 with modifier 25.' }),
    );
    const approver = await signIn('approver@claimdesk.test');
    ok(await approver.rpc('approve_answer', { answer_id: answer }));

    const row = ok(
      await admin.from('questions').select('id, title, status, email').eq('id', q).single(),
    );
    expect(row).toMatchObject({ status: 'approved', email: 'dana.tester@example.test' });
    const answers = ok(
      await admin.from('answers').select('id, content, approved_by').eq('question_id', q),
      1,
    );
    expect(answers[0]!.approved_by).toBe(APPROVER_ID);
    const events = ok(
      await admin
        .from('question_events')
        .select('event, expert_id, actor:profiles!question_events_actor_id_fkey(name)')
        .eq('question_id', q)
        .order('created_at'),
    );
    // auto-assigned on submission (no actor: an anonymous submitter), then by the admin
    expect(events.map((e) => e.event)).toEqual([
      'created',
      'assigned',
      'assigned',
      'answered',
      'approved',
    ]);
    expect(events[1]!.actor).toBeNull();
    expect(events[2]!.actor!.name).toBe('Alex Admin');
    // the approval queued the answer email (the question's email list shows it)
    const emails = ok(await admin.rpc('question_emails', { p_question_id: q }));
    expect(emails.filter((e) => e.kind === 'answer_email')).toEqual([
      expect.objectContaining({ recipient: 'dana.tester@example.test' }),
    ]);

    ok(
      await admin.rpc('set_question_status', {
        question_id: q,
        status: 'pending',
        reason: 'Add the payer reference',
      }),
    );
    // not to the demo approver: the only approver never gets questions (approval-guard.test.ts)
    const colleague = await freshExpert('adm-open-colleague');
    ok(
      await admin.rpc('admin_reassign_questions', {
        p_question_ids: [q],
        p_expert_id: colleague.id,
      }),
    );
    expect(await questionRow(q)).toMatchObject({ status: 'pending', expert_id: colleague.id });
  });

  it('deleting a question is audited', async () => {
    const q = await insertQuestion({ title: 'Duplicate of another question' });
    ok(await admin.from('questions').delete().eq('id', q).select('id'), 1);
    const [event] = await eventsFor(q, 'question.delete');
    expect(event).toMatchObject({
      actor_id: ADMIN_ID,
      target_label: 'Duplicate of another question',
      old_values: expect.objectContaining({ status: 'unassigned' }),
    });
  });
});

describe('dashboard', () => {
  afterAll(async () => {
    ok(await admin.rpc('admin_set_answer_time_target', { p_hours: 72 }));
  });

  it('counts every status of the enum, in its order, matching the table', async () => {
    const rows = ok(await admin.rpc('admin_status_counts'));
    const enumOrder = await sql<{ label: string }>(
      `select e.enumlabel as label from pg_enum e join pg_type t on t.oid = e.enumtypid
       where t.typname = 'question_status' order by e.enumsortorder`,
    );
    expect(rows.map((r) => r.status)).toEqual(enumOrder.map((e) => e.label));
    const actual = await sql<{ status: string; n: number }>(
      'select status::text, count(*)::int as n from public.questions group by status',
    );
    for (const r of rows) {
      expect(Number(r.count)).toBe(actual.find((a) => a.status === r.status)?.n ?? 0);
    }
  });

  it('lists open questions past the answer-time target, oldest first, and counts them all', async () => {
    ok(await admin.rpc('admin_set_answer_time_target', { p_hours: 1 }));
    const overdue = await insertQuestion({
      status: 'pending',
      expert_id: EXPERT_ID,
      created_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    });
    const fresh = await insertQuestion({
      created_at: new Date(Date.now() - 30 * 60_000).toISOString(),
    });
    const doneLate = await insertQuestion({
      status: 'approved',
      created_at: new Date(Date.now() - 5 * 3_600_000).toISOString(),
    });
    const rows = ok(await admin.rpc('admin_overdue_questions', { p_limit: 200 }));
    const ids = rows.map((r) => r.id);
    expect(ids).not.toContain(fresh);
    expect(ids).not.toContain(doneLate);
    const [{ n }] = oneRow(
      await sql<{ n: number }>(
        `select count(*)::int as n from public.questions
       where status in ('unassigned', 'pending', 'awaiting_approval') and created_at < now() - interval '1 hour'`,
      ),
    );
    expect(Number(rows[0]!.overdue_total)).toBe(n);
    expect(rows[0]!.target_hours).toBe(1);
    const times = rows.map((r) => new Date(r.created_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    if (n <= 200) {
      const mine = rows.find((r) => r.id === overdue)!;
      expect(mine.expert_name).toBe('Erin Expert');
      expect(Number(mine.age_hours)).toBeCloseTo(2, 0);
    }
  });

  it('lists failed answer emails (outbox rows) with the answer id; sending one again clears it', async () => {
    const q = await insertQuestion({ status: 'approved', expert_id: EXPERT_ID });
    await sql(`update public.questions set submitter_email = 'resend@example.test' where id = $1`, [
      q,
    ]);
    const failed = await insertAnswer({
      question_id: q,
      expert_id: EXPERT_ID,
      approved_at: new Date().toISOString(),
      approved_by: APPROVER_ID,
    });
    const [row] = await sql<{ id: string }>(
      `insert into public.outbox (kind, dedupe_key, question_id, payload, status, attempts, last_error,
         last_attempt_at)
       values ('answer_email', 'answer_email:' || $1, $2, jsonb_build_object('answerId', $1::text),
         'failed', 2, 'SMTP server unreachable', now())
       returning id::text`,
      [failed, q],
    );
    const rows = ok(await admin.rpc('admin_failed_deliveries', { p_limit: 200 }));
    expect(rows.find((r) => r.answer_id === failed)).toMatchObject({
      question_id: q,
      state: 'failed',
      attempts: 2,
      last_error: 'SMTP server unreachable',
      recipient: 'resend@example.test',
    });

    ok(await admin.rpc('admin_outbox_send_again', { p_id: Number(row!.id) }));
    const after = ok(await admin.rpc('admin_failed_deliveries', { p_limit: 200 }));
    expect(after.map((r) => r.answer_id)).not.toContain(failed);
  });
});
