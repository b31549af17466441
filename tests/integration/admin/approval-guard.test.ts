/**
 * Answers nobody can approve (docs/decisions.md, "Answers nobody can approve"), through the real
 * API: the only approver is never made a question's expert (reassignment, single or bulk, says why
 * and what to do; auto-assignment and a departing expert's questions pass them over), the reassign
 * dialog's candidates say the same, and two admins reassigning at once agree. The dashboard flag is
 * unapprovable-answers.test.ts. Approvers are global, so the file sets who is one and restores it.
 */
import type { TestClient } from '../helpers.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callFn } from '../functions/fn-helpers.ts';
import {
  APPROVER_ID,
  EXPERT_ID,
  adminClient,
  apiClient,
  denied,
  freshAccount,
  freshExpert,
  freshUser,
  historyOf,
  insertQuestion,
  lastEventId,
  ok,
  questionRow,
  sql,
  submit,
} from './support.ts';
import {
  ONLY_APPROVER,
  approversAre,
  currentApprovers,
  waitingAnswerBy,
} from './approver-support.ts';

let admin: TestClient;
let originalApprovers: string[];

beforeAll(async () => {
  admin = await adminClient();
  originalApprovers = await currentApprovers();
});

afterEach(() => approversAre([APPROVER_ID]));
afterAll(() => approversAre(originalApprovers));

describe('the only approver is never made the expert of a question', () => {
  it('a single or bulk reassignment to them is refused with what to do, and nothing moves', async () => {
    await approversAre([APPROVER_ID]);
    const q = {
      pending: await insertQuestion({ status: 'pending', expert_id: EXPERT_ID }),
      unassigned: await insertQuestion(),
      awaiting: await waitingAnswerBy(EXPERT_ID, 'Awaiting, by Erin'),
    };
    const since = await lastEventId();
    denied(
      await admin.rpc('admin_reassign_questions', {
        p_question_ids: [q.pending],
        p_expert_id: APPROVER_ID,
      }),
      'PT409',
      ONLY_APPROVER,
    );
    denied(
      await admin.rpc('admin_reassign_questions', {
        p_question_ids: Object.values(q),
        p_expert_id: APPROVER_ID,
        p_reason: 'Balancing the load',
      }),
      'PT409',
      ONLY_APPROVER,
    );
    expect(await questionRow(q.pending)).toMatchObject({ status: 'pending', expert_id: EXPERT_ID });
    expect(await questionRow(q.unassigned)).toMatchObject({
      status: 'unassigned',
      expert_id: null,
    });
    expect(await questionRow(q.awaiting)).toMatchObject({ expert_id: EXPERT_ID });
    for (const id of Object.values(q)) expect(await historyOf(id)).toEqual([]);
    const audit = await sql('select id from public.admin_events where id > $1', [since]);
    expect(audit).toEqual([]);
  });

  it('with a second approver both may take questions again', async () => {
    const second = await freshExpert('guard-second', true);
    await approversAre([APPROVER_ID, second.id]);
    const q = await insertQuestion({ status: 'pending', expert_id: EXPERT_ID });
    expect(
      ok(
        await admin.rpc('admin_reassign_questions', {
          p_question_ids: [q],
          p_expert_id: APPROVER_ID,
        }),
      ),
    ).toEqual([{ question_id: q, outcome: 'reassigned', message: null, status: 'pending' }]);
    const candidates = ok(await admin.rpc('admin_reassign_candidates'));
    expect(candidates.filter((c) => c.refusal)).toEqual([]);
  });

  it('the candidates: least loaded first, the only approver last with the same words', async () => {
    await approversAre([APPROVER_ID]);
    const idle = await freshExpert('guard-idle');
    const busy = await freshExpert('guard-busy');
    for (let i = 0; i < 2; i++) await insertQuestion({ status: 'pending', expert_id: busy.id });
    await insertQuestion({ status: 'needs_information', expert_id: busy.id });
    await insertQuestion({ status: 'approved', expert_id: idle.id }); // not open
    const rows = ok(await admin.rpc('admin_reassign_candidates'));
    const last = rows[rows.length - 1]!;
    expect(last).toMatchObject({ id: APPROVER_ID, is_approver: true, refusal: ONLY_APPROVER });
    const offered = rows.filter((r) => !r.refusal);
    expect(offered.map((r) => r.open_questions)).toEqual(
      [...offered.map((r) => r.open_questions)].sort((a, b) => a - b),
    );
    expect(offered.find((r) => r.id === idle.id)).toMatchObject({ open_questions: 0 });
    expect(offered.find((r) => r.id === busy.id)).toMatchObject({ open_questions: 3 });
    expect(offered.findIndex((r) => r.id === idle.id)).toBeLessThan(
      offered.findIndex((r) => r.id === busy.id),
    );
  });

  it('auto-assignment passes the only approver over; a departing expert`s questions too', async () => {
    await approversAre([APPROVER_ID]);
    const onlyApprover = await freshAccount('guard-auto', [APPROVER_ID]);
    const q = await submit(apiClient(), { corporateAccountId: onlyApprover.id });
    expect(await questionRow(q)).toMatchObject({ status: 'unassigned', expert_id: null });

    const leaving = await freshExpert('guard-leaving');
    const shared = await freshAccount('guard-shared', [leaving.id, APPROVER_ID]);
    const pending = await insertQuestion({
      status: 'pending',
      expert_id: leaving.id,
      corporate_account_id: shared.id,
    });
    const [impact] = ok(await admin.rpc('admin_user_removal_impact', { p_user_id: leaving.id }));
    expect(impact).toMatchObject({ questions_to_move: 1, to_reassign: 0, to_unassigned: 1 });
    expect((await callFn('delete-user', { userId: leaving.id }, 'admin')).status).toBe(200);
    expect(await questionRow(pending)).toMatchObject({ status: 'unassigned', expert_id: null });
  });

  it('deleting one of two approvers does not hand their questions to the other', async () => {
    const departing = await freshExpert('guard-departing-approver', true);
    await approversAre([APPROVER_ID, departing.id]);
    const shared = await freshAccount('guard-two-approvers', [departing.id, APPROVER_ID]);
    const pending = await insertQuestion({
      status: 'pending',
      expert_id: departing.id,
      corporate_account_id: shared.id,
    });
    expect((await callFn('delete-user', { userId: departing.id }, 'admin')).status).toBe(200);
    expect(await questionRow(pending)).toMatchObject({ status: 'unassigned', expert_id: null });
  });

  it('two admins reassigning the same questions at once: the only approver is refused every time', async () => {
    await approversAre([APPROVER_ID]);
    const target = await freshExpert('guard-race-target');
    const other = await freshUser('guard-race-admin', { role: 'admin' });
    const qs: string[] = [];
    for (let i = 0; i < 12; i++)
      qs.push(await insertQuestion(i % 2 ? { status: 'pending', expert_id: EXPERT_ID } : {}));
    const calls = Array.from({ length: 8 }, (_, k) => ({
      client: k % 2 ? other.client : admin,
      expert: k % 4 < 2 ? APPROVER_ID : target.id,
      ids: k % 3 ? qs : [...qs].reverse(),
    }));
    const results = await Promise.all(
      calls.map((c) =>
        c.client.rpc('admin_reassign_questions', { p_question_ids: c.ids, p_expert_id: c.expert }),
      ),
    );
    results.forEach((r, k) => {
      if (calls[k]!.expert === APPROVER_ID) denied(r, 'PT409', ONLY_APPROVER);
      else expect(r.error).toBeNull();
    });
    for (const id of qs) {
      expect(await questionRow(id)).toMatchObject({ status: 'pending', expert_id: target.id });
      const moves = (await historyOf(id)).filter((e) => e.event === 'assigned');
      expect(moves).toHaveLength(1);
      expect(moves[0]!.expert_id).toBe(target.id);
    }
  });
});
