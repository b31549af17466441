/**
 * Experts in the admin console (docs/spec-notes.md, "Admin console"; docs/decisions.md, "Removing
 * an expert"): the experts page's figures, the approver toggle, what removing an expert will move
 * (the confirmation dialog's numbers), and that deleting an expert or removing their role moves
 * their open questions instead of stranding them, recorded in the question history and the admin
 * audit. Staff creation and deletion through the edge functions are audited with the admin as
 * actor.
 */
import { type RpcRow, type TestClient, uniqueEmail } from '../helpers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callFn } from '../functions/fn-helpers.ts';
import {
  ADMIN_ID,
  adminClient,
  apiClient,
  denied,
  eventsFor,
  freshAccount,
  freshExpert,
  historyOf,
  insertAnswer,
  insertQuestion,
  ok,
  questionRow,
  signIn,
  sql,
  submitUnassigned,
} from './support.ts';

let admin: TestClient;

type ExpertRow = RpcRow<'admin_list_experts', 'median_first_answer_hours'>;

type Impact = RpcRow<'admin_user_removal_impact'>;

async function expertRow(id: string): Promise<ExpertRow | undefined> {
  const rows = ok(await admin.rpc('admin_list_experts'));
  return rows.find((r) => r.id === id);
}

async function impact(id: string): Promise<Impact> {
  const [row] = ok(await admin.rpc('admin_user_removal_impact', { p_user_id: id }), 1);
  return row!;
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

beforeAll(async () => {
  admin = await adminClient();
});

describe('the experts page', () => {
  it('lists each expert with accounts, open load, answered in 30 days and the median time to first answer', async () => {
    const e = await freshExpert('experts-figures');
    const acc = await freshAccount('experts-figures', [e.id]);
    // open load: 2 pending, 1 awaiting approval
    await insertQuestion({ status: 'pending', expert_id: e.id, corporate_account_id: acc.id });
    await insertQuestion({ status: 'pending', expert_id: e.id, corporate_account_id: acc.id });
    const awaiting = await insertQuestion({
      status: 'awaiting_approval',
      expert_id: e.id,
      corporate_account_id: acc.id,
      created_at: hoursAgo(12),
    });
    await insertAnswer({ question_id: awaiting, expert_id: e.id, created_at: hoursAgo(2) }); // 10 h
    // approved questions answered 20 h and 40 h after submission, within 30 days
    for (const [created, answered] of [
      [30, 10],
      [100, 60],
    ] as const) {
      const q = await insertQuestion({
        status: 'approved',
        expert_id: e.id,
        corporate_account_id: acc.id,
        created_at: hoursAgo(created),
      });
      await insertAnswer({
        question_id: q,
        expert_id: e.id,
        created_at: hoursAgo(answered),
        approved_at: hoursAgo(answered - 1),
        approved_by: '00000000-0000-4000-8000-0000000000a2',
      });
    }
    // a question answered twice (rejected, then revised) counts once, its revision is no first answer
    const twice = await insertQuestion({
      status: 'approved',
      expert_id: e.id,
      created_at: hoursAgo(50),
    });
    await insertAnswer({
      question_id: twice,
      expert_id: e.id,
      created_at: hoursAgo(20), // 30 h after submission: the first answer
      rejected_at: hoursAgo(19),
      rejected_by: '00000000-0000-4000-8000-0000000000a2',
    });
    await insertAnswer({
      question_id: twice,
      expert_id: e.id,
      created_at: hoursAgo(5),
      approved_at: hoursAgo(4),
      approved_by: '00000000-0000-4000-8000-0000000000a2',
    });
    // answered 40 days ago: outside the 30 days
    const old = await insertQuestion({
      status: 'approved',
      expert_id: e.id,
      created_at: hoursAgo(40 * 24 + 300),
    });
    await insertAnswer({ question_id: old, expert_id: e.id, created_at: hoursAgo(40 * 24) });
    // another expert's first answer to one of "their" questions is not theirs
    const other = await insertQuestion({
      status: 'approved',
      expert_id: e.id,
      created_at: hoursAgo(10),
    });
    await insertAnswer({
      question_id: other,
      expert_id: '00000000-0000-4000-8000-0000000000a3',
      created_at: hoursAgo(9),
    });

    const row = await expertRow(e.id);
    expect(row).toMatchObject({
      name: 'DB experts-figures',
      email: e.email,
      is_approver: false,
      account_ids: [acc.id],
      account_names: [acc.name],
      open_questions: 3,
      pending: 2,
      awaiting_approval: 1,
      answered_30d: 4,
    });
    // first answers after 10, 20, 30, 40 hours
    expect(Number(row!.median_first_answer_hours)).toBeCloseTo(25, 1);
  });

  it('toggles the approver flag through admin_update_user, audited', async () => {
    const e = await freshExpert('experts-approver');
    ok(await admin.rpc('admin_update_user', { p_user_id: e.id, p_is_approver: true }));
    expect((await expertRow(e.id))!.is_approver).toBe(true);
    ok(await admin.rpc('admin_update_user', { p_user_id: e.id, p_is_approver: false }));
    const events = await eventsFor(e.id, 'user.approver_change');
    expect(events.map((x) => [x.old_values, x.new_values, x.actor_id])).toEqual([
      [{ is_approver: false }, { is_approver: true }, ADMIN_ID],
      [{ is_approver: true }, { is_approver: false }, ADMIN_ID],
    ]);
  });

  it('admin_update_user audits renames, quota changes and role changes', async () => {
    const e = await freshExpert('experts-rename');
    ok(await admin.rpc('admin_update_user', { p_user_id: e.id, p_name: 'Renamed Expert' }));
    ok(await admin.rpc('admin_update_user', { p_user_id: e.id, p_role: 'user' }));
    ok(await admin.rpc('admin_update_user', { p_user_id: e.id, p_questions_remaining: 25 }));
    const events = await eventsFor(e.id);
    expect(events.map((x) => [x.action, x.old_values, x.new_values])).toEqual([
      ['user.rename', { name: 'DB experts-rename' }, { name: 'Renamed Expert' }],
      [
        'user.role_change',
        { role: 'expert', is_approver: false },
        {
          role: 'user',
          is_approver: false,
          questions_moved: 0,
          reassigned: 0,
          unassigned: 0,
          kept_awaiting_approval: 0,
          waiting_for_reply: 0,
          closed_no_reply: 0,
        },
      ],
      ['user.quota_change', { questions_remaining: 10 }, { questions_remaining: 25 }],
    ]);
    expect(await expertRow(e.id)).toBeUndefined();
  });
});

/**
 * An expert with five open questions: pending in an account that has another expert (moves to
 * them), pending in an account where they are the only expert (back to unassigned), pending
 * without an account (unassigned), awaiting approval where another expert exists (moves), and
 * awaiting approval where none does (stays with the approvers).
 */
async function expertWithOpenQuestions(tag: string) {
  const leaving = await freshExpert(`${tag}-leaving`);
  const colleague = await freshExpert(`${tag}-colleague`);
  const shared = await freshAccount(`${tag}-shared`, [leaving.id, colleague.id]);
  const solo = await freshAccount(`${tag}-solo`, [leaving.id]);
  const q = {
    sharedPending: await insertQuestion({
      status: 'pending',
      expert_id: leaving.id,
      corporate_account_id: shared.id,
    }),
    soloPending: await insertQuestion({
      status: 'pending',
      expert_id: leaving.id,
      corporate_account_id: solo.id,
    }),
    noAccountPending: await insertQuestion({ status: 'pending', expert_id: leaving.id }),
    sharedAwaiting: await insertQuestion({
      status: 'awaiting_approval',
      expert_id: leaving.id,
      corporate_account_id: shared.id,
    }),
    soloAwaiting: await insertQuestion({
      status: 'awaiting_approval',
      expert_id: leaving.id,
      corporate_account_id: solo.id,
    }),
    approved: await insertQuestion({
      status: 'approved',
      expert_id: leaving.id,
      corporate_account_id: shared.id,
    }),
  };
  for (const id of [q.sharedAwaiting, q.soloAwaiting]) {
    await insertAnswer({ question_id: id, expert_id: leaving.id });
  }
  return { leaving, colleague, shared, solo, q };
}

describe('removing an expert moves their open questions', () => {
  it('the confirmation dialog is told how many questions will move and where', async () => {
    const s = await expertWithOpenQuestions('impact');
    expect(await impact(s.leaving.id)).toEqual({
      user_id: s.leaving.id,
      name: 'DB impact-leaving',
      role: 'expert',
      open_questions: 5,
      questions_to_move: 4,
      to_reassign: 2,
      to_unassigned: 2,
      stay_awaiting_approval: 1,
      accounts_left_without_expert: [s.solo.name],
      waiting_for_reply: 0,
      closed_no_reply: 0,
      answers_left_without_approver: 0,
    });
    // a non-expert moves nothing
    const [user] = await sql<{ id: string }>(
      `select id from public.profiles where email = 'user@claimdesk.test'`,
    );
    expect(await impact(user!.id)).toMatchObject({
      role: 'user',
      open_questions: 0,
      questions_to_move: 0,
    });
    denied(
      await admin.rpc('admin_user_removal_impact', {
        p_user_id: '00000000-0000-4000-8000-00000000beef',
      }),
      'PT404',
      'User not found',
    );
  });

  it('losing the expert role: pending questions are re-queued and auto-assigned within their accounts, recorded', async () => {
    const s = await expertWithOpenQuestions('role');
    const expected = await impact(s.leaving.id);
    ok(await admin.rpc('admin_update_user', { p_user_id: s.leaving.id, p_role: 'user' }));

    expect(await questionRow(s.q.sharedPending)).toMatchObject({
      status: 'pending',
      expert_id: s.colleague.id,
    });
    expect(await questionRow(s.q.soloPending)).toMatchObject({
      status: 'unassigned',
      expert_id: null,
    });
    expect(await questionRow(s.q.noAccountPending)).toMatchObject({
      status: 'unassigned',
      expert_id: null,
    });
    expect(await questionRow(s.q.sharedAwaiting)).toMatchObject({
      status: 'awaiting_approval',
      expert_id: s.colleague.id,
    });
    expect(await questionRow(s.q.soloAwaiting)).toMatchObject({
      status: 'awaiting_approval',
      expert_id: s.leaving.id,
    });
    expect(await questionRow(s.q.approved)).toMatchObject({
      status: 'approved',
      expert_id: s.leaving.id,
    });

    const history = await historyOf(s.q.sharedPending);
    expect(history.slice(-2)).toEqual([
      {
        event: 'status_changed',
        from_status: 'pending',
        to_status: 'unassigned',
        reason: 'expert role removed',
        actor_id: ADMIN_ID,
        expert_id: null,
      },
      {
        event: 'assigned',
        from_status: 'unassigned',
        to_status: 'pending',
        reason: 'auto-assignment',
        actor_id: ADMIN_ID,
        expert_id: s.colleague.id,
      },
    ]);
    expect((await historyOf(s.q.soloPending)).slice(-1)[0]).toMatchObject({
      event: 'status_changed',
      to_status: 'unassigned',
    });
    expect((await historyOf(s.q.sharedAwaiting)).slice(-1)[0]).toMatchObject({
      event: 'assigned',
      from_status: 'awaiting_approval',
      to_status: 'awaiting_approval',
      expert_id: s.colleague.id,
    });
    expect(await historyOf(s.q.soloAwaiting)).toEqual([]);

    const [event] = await eventsFor(s.leaving.id, 'user.role_change');
    expect(event!.new_values).toEqual({
      role: 'user',
      is_approver: false,
      questions_moved: expected.questions_to_move,
      reassigned: expected.to_reassign,
      unassigned: expected.to_unassigned,
      kept_awaiting_approval: expected.stay_awaiting_approval,
      waiting_for_reply: 0,
      closed_no_reply: 0,
    });
    expect(
      await sql('select 1 from public.expert_corporate_assignments where expert_id = $1', [
        s.leaving.id,
      ]),
    ).toEqual([]);
  });

  it('delete-user on an expert: the questions move first, the admin is the actor of the history and the audit', async () => {
    const s = await expertWithOpenQuestions('delete');
    const expected = await impact(s.leaving.id);
    const res = await callFn('delete-user', { userId: s.leaving.id }, 'admin');
    expect(res.status).toBe(200);

    expect(await questionRow(s.q.sharedPending)).toMatchObject({
      status: 'pending',
      expert_id: s.colleague.id,
    });
    expect(await questionRow(s.q.soloPending)).toMatchObject({ status: 'unassigned' });
    expect(await questionRow(s.q.noAccountPending)).toMatchObject({ status: 'unassigned' });
    expect(await questionRow(s.q.sharedAwaiting)).toMatchObject({
      status: 'awaiting_approval',
      expert_id: s.colleague.id,
    });
    // nobody else serves that account: the answer stays with the approvers, the expert is gone
    expect(await questionRow(s.q.soloAwaiting)).toMatchObject({
      status: 'awaiting_approval',
      expert_id: null,
    });
    expect((await historyOf(s.q.sharedPending)).slice(-2).map((e) => e.actor_id)).toEqual([
      ADMIN_ID,
      ADMIN_ID,
    ]);
    expect((await historyOf(s.q.soloPending)).slice(-1)[0]).toMatchObject({
      reason: 'expert deleted',
      actor_id: ADMIN_ID,
    });

    const [event] = await eventsFor(s.leaving.id, 'user.delete');
    expect(event).toMatchObject({
      actor_id: ADMIN_ID,
      actor_name: 'Alex Admin',
      target_label: 'DB delete-leaving',
      reason: null,
      old_values: expect.objectContaining({ email: s.leaving.email, role: 'expert' }),
      new_values: {
        questions_moved: expected.questions_to_move,
        reassigned: expected.to_reassign,
        unassigned: expected.to_unassigned,
        kept_awaiting_approval: expected.stay_awaiting_approval,
        waiting_for_reply: 0,
        closed_no_reply: 0,
      },
    });
    expect(
      await sql('select 1 from public.user_deletion_requests where user_id = $1', [s.leaving.id]),
    ).toEqual([]);
  });

  it("a new expert takes a question with 'Assign to me', is deleted, and the question is not stranded", async () => {
    const email = uniqueEmail('issue17');
    const created = await callFn<{ user: { id: string } }>(
      'create-staff-user',
      { email, password: 'Expert-pass-2026', name: 'Ivy Issue', role: 'expert' },
      'admin',
    );
    expect(created.status).toBe(200);
    const expertId = created.body.data!.user.id;
    const account = await freshAccount('issue17', ['00000000-0000-4000-8000-0000000000a3']);
    ok(
      await admin.rpc('admin_assign_expert_account', {
        p_expert_id: expertId,
        p_account_id: account.id,
      }),
    );
    const expertClient = await signIn(email, 'Expert-pass-2026');
    const q = await submitUnassigned(apiClient(), { corporateAccountId: account.id });
    ok(await expertClient.rpc('assign_expert', { question_id: q, expert_id: expertId }));
    expect(await impact(expertId)).toMatchObject({ questions_to_move: 1, to_reassign: 1 });

    expect((await callFn('delete-user', { userId: expertId }, 'admin')).status).toBe(200);
    expect(await questionRow(q)).toMatchObject({
      status: 'pending',
      expert_id: '00000000-0000-4000-8000-0000000000a3',
    });
    // the remaining expert can work on it
    const erin = await signIn('expert@claimdesk.test');
    const answer = await erin.rpc('add_answer', {
      question_id: q,
      content: 'Modifier 25 applies.',
    });
    expect(answer.error).toBeNull();
  });

  it('a deletion outside ClaimDesk (auth admin API, no request noted) still moves the questions, audited without an actor', async () => {
    const s = await expertWithOpenQuestions('outside');
    const { error } = await apiClient('service').auth.admin.deleteUser(s.leaving.id);
    expect(error).toBeNull();
    expect(await questionRow(s.q.sharedPending)).toMatchObject({ expert_id: s.colleague.id });
    expect((await historyOf(s.q.sharedPending)).slice(-1)[0]!.actor_id).toBeNull();
    const [event] = await eventsFor(s.leaving.id, 'user.delete');
    expect(event).toMatchObject({
      actor_id: null,
      reason: 'deleted without an admin request (e.g. the Supabase dashboard)',
    });
  });
});

describe('staff creation through create-staff-user is audited', () => {
  it('by an admin: the admin is the actor; by the service role: no actor', async () => {
    const email = uniqueEmail('staff-audit');
    const res = await callFn<{ user: { id: string; role: string; questionsRemaining: number } }>(
      'create-staff-user',
      { email, password: 'Staff-pass-2026', name: 'Sam Staff', role: 'admin' },
      'admin',
    );
    expect(res.status).toBe(200);
    expect(res.body.data!.user).toMatchObject({ role: 'admin', questionsRemaining: -1 });
    const [event] = await eventsFor(res.body.data!.user.id, 'user.create_staff');
    expect(event).toMatchObject({
      actor_id: ADMIN_ID,
      actor_name: 'Alex Admin',
      target_label: 'Sam Staff',
      new_values: { name: 'Sam Staff', email, role: 'admin' },
    });

    const bySvc = await callFn<{ user: { id: string } }>(
      'create-staff-user',
      {
        email: uniqueEmail('staff-svc'),
        password: 'Staff-pass-2026',
        name: 'Sid Svc',
        role: 'expert',
      },
      'service',
    );
    expect(bySvc.status).toBe(200);
    const [svcEvent] = await eventsFor(bySvc.body.data!.user.id, 'user.create_staff');
    expect(svcEvent).toMatchObject({ actor_id: null, new_values: { role: 'expert' } });

    // and its deletion by the admin
    expect(
      (await callFn('delete-user', { userId: bySvc.body.data!.user.id }, 'admin')).status,
    ).toBe(200);
    const [deleted] = await eventsFor(bySvc.body.data!.user.id, 'user.delete');
    expect(deleted).toMatchObject({ actor_id: ADMIN_ID, new_values: expect.any(Object) });
  });
});
