/**
 * The question state machine through the API: every allowed transition works (and is recorded in
 * question_events), every other (state, action) pair is refused and leaves the question unchanged.
 */
import { type TestClient, sqlArgs } from '../helpers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, apiClient, denied, freshAccount, ok, signIn, sql, submit } from './db-helpers.ts';

type State = 'unassigned' | 'pending' | 'awaiting_approval' | 'approved' | 'pending_after_reject';
const STATES: State[] = [
  'unassigned',
  'pending',
  'awaiting_approval',
  'approved',
  'pending_after_reject',
];

let anon: TestClient;
let service: TestClient;
let expert: TestClient;
let approver: TestClient;
let admin: TestClient;
let expertId: string;
let approverId: string;
let account: { id: string };

async function make(state: State): Promise<{ q: string; answer: string | null }> {
  const q = await submit(anon, { corporateAccountId: account.id });
  // submit_question auto-assigns partner questions; the machine starts from unassigned.
  await sql(`update public.questions set status = 'unassigned', expert_id = null where id = $1`, [
    q,
  ]);
  if (state === 'unassigned') return { q, answer: null };
  ok(await admin.rpc('assign_expert', { question_id: q, expert_id: expertId }));
  if (state === 'pending') return { q, answer: null };
  const answer = ok(await expert.rpc('add_answer', { question_id: q, content: 'First answer.' }));
  if (state === 'awaiting_approval') return { q, answer };
  if (state === 'approved') {
    ok(await approver.rpc('approve_answer', { answer_id: answer }));
    return { q, answer };
  }
  ok(await approver.rpc('reject_answer', { answer_id: answer, reason: 'Needs a citation.' }));
  return { q, answer };
}

async function snapshot(q: string) {
  const [row] = await sql<{
    status: string;
    expert_id: string | null;
    events: string;
    answers: string;
  }>(
    `select status, expert_id,
       (select count(*) from public.question_events e where e.question_id = q.id) as events,
       (select count(*) from public.answers a where a.question_id = q.id) as answers
     from public.questions q where q.id = $1`,
    [q],
  );
  return row!;
}

async function lastEvent(q: string) {
  const [row] = await sql<{
    event: string;
    from_status: string | null;
    to_status: string | null;
    actor_id: string | null;
  }>(
    'select event, from_status, to_status, actor_id from public.question_events where question_id = $1 order by created_at desc, seq desc limit 1',
    [q],
  );
  return row!;
}

const baseStatus = (s: State) => (s === 'pending_after_reject' ? 'pending' : s);

beforeAll(async () => {
  anon = apiClient();
  service = apiClient('service');
  expert = await signIn(DEMO.expert);
  approver = await signIn(DEMO.approver);
  admin = await signIn(DEMO.admin);
  const ids = await sql<{ id: string; email: string }>(
    'select id, email from public.profiles where email = any($1)',
    [[DEMO.expert, DEMO.approver]],
  );
  expertId = ids.find((r) => r.email === DEMO.expert)!.id;
  approverId = ids.find((r) => r.email === DEMO.approver)!.id;
  account = await freshAccount('states', [DEMO.expert, DEMO.approver]);
});

describe('question state machine', () => {
  type Outcome = { to: string; event: string } | { code: string };
  interface Action {
    name: string;
    run(s: {
      q: string;
      answer: string | null;
    }): PromiseLike<{ error: { code: string; message: string } | null }>;
    expect: Record<State, Outcome | 'n/a'>;
  }
  const refused = (code = 'PT409') => ({ code });
  const actions: Action[] = [
    {
      name: 'admin assigns (or reassigns) an expert',
      run: async ({ q }) => {
        const [cur] = await sql<{ expert_id: string | null }>(
          'select expert_id from public.questions where id = $1',
          [q],
        );
        return admin.rpc('assign_expert', {
          question_id: q,
          expert_id: cur!.expert_id === expertId ? approverId : expertId,
        });
      },
      expect: {
        unassigned: { to: 'pending', event: 'assigned' },
        pending: { to: 'pending', event: 'assigned' },
        awaiting_approval: refused(),
        approved: refused(),
        pending_after_reject: { to: 'pending', event: 'assigned' },
      },
    },
    {
      name: 'an expert claims the question',
      run: ({ q }) => expert.rpc('assign_expert', { question_id: q, expert_id: expertId }),
      expect: {
        unassigned: { to: 'pending', event: 'assigned' },
        pending: refused(),
        awaiting_approval: refused(),
        approved: refused(),
        pending_after_reject: refused(),
      },
    },
    {
      name: 'the expert answers',
      run: ({ q }) => expert.rpc('add_answer', { question_id: q, content: 'An answer.' }),
      expect: {
        unassigned: refused('42501'),
        pending: { to: 'awaiting_approval', event: 'answered' },
        awaiting_approval: refused(),
        approved: refused(),
        pending_after_reject: { to: 'awaiting_approval', event: 'answered' },
      },
    },
    {
      name: 'the approver approves the latest answer',
      run: ({ answer }) =>
        approver.rpc('approve_answer', sqlArgs<'approve_answer'>({ answer_id: answer })),
      expect: {
        unassigned: 'n/a',
        pending: 'n/a',
        awaiting_approval: { to: 'approved', event: 'approved' },
        approved: refused(),
        pending_after_reject: refused(),
      },
    },
    {
      name: 'the approver rejects the latest answer',
      run: ({ answer }) =>
        approver.rpc(
          'reject_answer',
          sqlArgs<'reject_answer'>({ answer_id: answer, reason: 'Please cite the source.' }),
        ),
      expect: {
        unassigned: 'n/a',
        pending: 'n/a',
        awaiting_approval: { to: 'pending', event: 'rejected' },
        approved: refused(),
        pending_after_reject: refused(),
      },
    },
    ...(['unassigned', 'pending', 'awaiting_approval', 'approved'] as const).map(
      (target): Action => ({
        name: `admin sets status ${target}`,
        run: ({ q }) =>
          admin.rpc('set_question_status', {
            question_id: q,
            status: target,
            reason: 'Status override in the state machine test',
          }),
        expect: {
          unassigned: refused(),
          pending:
            target === 'unassigned' ? { to: 'unassigned', event: 'status_changed' } : refused(),
          awaiting_approval: refused(),
          approved:
            target === 'pending' || target === 'unassigned'
              ? { to: target, event: 'status_changed' }
              : refused(),
          pending_after_reject:
            target === 'unassigned' ? { to: 'unassigned', event: 'status_changed' } : refused(),
        },
      }),
    ),
  ];

  let checked = 0;
  for (const action of actions) {
    for (const state of STATES) {
      const outcome = action.expect[state];
      if (outcome === 'n/a') continue;
      it(`${state}: ${action.name} -> ${'code' in outcome ? `refused (${outcome.code})` : outcome.to}`, async () => {
        const s = await make(state);
        const before = await snapshot(s.q);
        expect(before.status).toBe(baseStatus(state));
        const { error } = await action.run(s);
        const after = await snapshot(s.q);
        if ('code' in outcome) {
          expect(error?.code, error?.message).toBe(outcome.code);
          expect(after).toEqual(before);
        } else {
          expect(error, error?.message).toBeNull();
          expect(after.status).toBe(outcome.to);
          expect(Number(after.events)).toBe(Number(before.events) + 1);
          const ev = await lastEvent(s.q);
          expect(ev).toMatchObject({
            event: outcome.event,
            from_status: baseStatus(state),
            to_status: outcome.to,
          });
          expect(ev.actor_id).not.toBeNull();
          if (outcome.to === 'unassigned') expect(after.expert_id).toBeNull();
          if (outcome.to !== 'unassigned') expect(after.expert_id).not.toBeNull();
        }
        checked++;
      });
    }
  }

  it('auto-assignment (now service role only) gives the spec outcome for every case', async () => {
    const unassigned = await make('unassigned');
    expect(ok(await service.rpc('auto_assign_question', { question_id: unassigned.q }))).toBe(
      'Question automatically assigned to corporate expert',
    );
    const [row] = await sql('select status, expert_id from public.questions where id = $1', [
      unassigned.q,
    ]);
    // the non-approver expert is preferred, so the approver stays free to review
    expect(row).toMatchObject({ status: 'pending', expert_id: expertId });
    expect(await lastEvent(unassigned.q)).toMatchObject({
      event: 'assigned',
      from_status: 'unassigned',
      to_status: 'pending',
    });
    for (const state of ['pending', 'awaiting_approval', 'approved'] as const) {
      const s = await make(state);
      expect(ok(await service.rpc('auto_assign_question', { question_id: s.q }))).toBe(
        'Question does not need auto-assignment',
      );
    }
    const individual = await submit(anon, {});
    expect(ok(await service.rpc('auto_assign_question', { question_id: individual }))).toBe(
      'Question is not from a corporate account',
    );
    expect(
      ok(
        await service.rpc('auto_assign_question', {
          question_id: '00000000-0000-4000-8000-00000000dead',
        }),
      ),
    ).toBe('Question not found');
    const lonely = await freshAccount('lonely', []);
    const orphan = await submit(anon, { corporateAccountId: lonely.id });
    expect(ok(await service.rpc('auto_assign_question', { question_id: orphan }))).toBe(
      'No expert assigned to this corporate account',
    );
    const [still] = await sql('select status, expert_id from public.questions where id = $1', [
      orphan,
    ]);
    expect(still).toMatchObject({ status: 'unassigned', expert_id: null });
    // The browser may no longer call it: anonymous callers are refused.
    denied(await anon.rpc('auto_assign_question', { question_id: orphan }));
  });

  it('a submission records its created event, and the auto-assignment when the server assigned it', async () => {
    const plain = await submit(anon, { corporateAccountId: account.id });
    const pending = await submit(anon, { corporateAccountId: account.id, status: 'pending' });
    const rows = await sql<{
      question_id: string;
      event: string;
      from_status: string | null;
      to_status: string;
      reason: string | null;
    }>(
      'select question_id, event, from_status, to_status, reason from public.question_events where question_id = any($1)',
      [[plain, pending]],
    );
    expect(rows.filter((r) => r.question_id === plain)).toEqual([
      {
        question_id: plain,
        event: 'created',
        from_status: null,
        to_status: 'unassigned',
        reason: null,
      },
      {
        question_id: plain,
        event: 'assigned',
        from_status: 'unassigned',
        to_status: 'pending',
        reason: 'auto-assignment',
      },
    ]);
    expect(rows.filter((r) => r.question_id === pending)).toEqual([
      {
        question_id: pending,
        event: 'created',
        from_status: null,
        to_status: 'pending',
        reason: "assigned to the account's expert on submission",
      },
    ]);
    const [row] = await sql('select expert_id from public.questions where id = $1', [pending]);
    expect(row!.expert_id).toBe(expertId);
  });

  it('a full lifecycle with a rejection and a reopen is recorded step by step', async () => {
    const { q, answer } = await make('pending_after_reject');
    const second = ok(
      await expert.rpc('add_answer', {
        question_id: q,
        content: 'Second answer, with the citation.',
      }),
    );
    ok(await approver.rpc('approve_answer', { answer_id: second }));
    ok(
      await admin.rpc('set_question_status', {
        question_id: q,
        status: 'pending',
        reason: 'Reopened for a correction',
      }),
    );
    const third = ok(
      await expert.rpc('add_answer', { question_id: q, content: 'Third answer after reopening.' }),
    );
    ok(await approver.rpc('approve_answer', { answer_id: third }));
    const events = await sql<{ event: string; from_status: string | null; to_status: string }>(
      'select event, from_status, to_status from public.question_events where question_id = $1 order by created_at, seq',
      [q],
    );
    expect(events.map((e) => `${e.event}:${e.from_status ?? '-'}>${e.to_status}`)).toEqual([
      'created:->unassigned',
      // auto-assigned on submission, then reset to unassigned by make(), then assigned
      'assigned:unassigned>pending',
      'assigned:unassigned>pending',
      'answered:pending>awaiting_approval',
      'rejected:awaiting_approval>pending',
      'answered:pending>awaiting_approval',
      'approved:awaiting_approval>approved',
      'status_changed:approved>pending',
      'answered:pending>awaiting_approval',
      'approved:awaiting_approval>approved',
    ]);
    const answers = await sql<{
      id: string;
      approved_at: Date | null;
      rejected_at: Date | null;
      rejection_reason: string | null;
    }>(
      'select id, approved_at, rejected_at, rejection_reason from public.answers where question_id = $1 order by created_at',
      [q],
    );
    expect(answers.map((a) => a.id)).toEqual([answer, second, third]);
    expect(answers[0]).toMatchObject({ approved_at: null, rejection_reason: 'Needs a citation.' });
    expect(answers[1]!.approved_at).not.toBeNull();
    expect(answers[2]!.approved_at).not.toBeNull();
  });

  it('an approved answer cannot be decided again, and unknown ids are not found', async () => {
    const { answer } = await make('approved');
    denied(
      await approver.rpc(
        'reject_answer',
        sqlArgs<'reject_answer'>({ answer_id: answer, reason: 'late' }),
      ),
      'PT409',
      'This answer has already been approved',
    );
    denied(
      await approver.rpc('approve_answer', { answer_id: '00000000-0000-4000-8000-00000000beef' }),
      'PT404',
      'Answer not found',
    );
    denied(
      await admin.rpc('set_question_status', {
        question_id: '00000000-0000-4000-8000-00000000beef',
        status: 'pending',
        reason: 'Unknown question',
      }),
      'PT404',
      'Question not found',
    );
    denied(
      await expert.rpc('add_answer', {
        question_id: '00000000-0000-4000-8000-00000000beef',
        content: 'x',
      }),
      'PT404',
      'Question not found',
    );
  });

  it('counts the checked transitions', () => {
    const expected = actions.reduce(
      (n, a) => n + STATES.filter((s) => a.expect[s] !== 'n/a').length,
      0,
    );
    console.log(`[db state machine] ${checked} (state, action) pairs checked`);
    expect(checked).toBe(expected);
  });
});
