/**
 * The ask-back statuses where an expert's open work is counted or moved (docs/decisions.md,
 * "Ask-back statuses and open work"), through the real API: a question waiting for the submitter
 * (needs_information) is open load on the experts page and in the auto-assignment pick; one closed
 * without a reply is not open. When its expert is deleted or loses the role, such a question keeps
 * its status and its request and gets another expert of its account (or none), the confirmation
 * dialog counts it, and the submitter's reply then reaches the new expert (or returns the question
 * to unassigned), never a former expert.
 */
import { type TestClient, textField, fieldOf } from '../helpers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callFn } from '../functions/fn-helpers.ts';
import {
  ADMIN_ID,
  adminClient,
  apiClient,
  eventsFor,
  freshAccount,
  freshExpert,
  historyOf,
  insertQuestion,
  ok,
  questionRow,
  sql,
  submit,
} from '../admin/support.ts';

let admin: TestClient;
let service: TestClient;

interface Impact {
  user_id: string;
  name: string;
  role: string;
  open_questions: number;
  questions_to_move: number;
  to_reassign: number;
  to_unassigned: number;
  stay_awaiting_approval: number;
  waiting_for_reply: number;
  closed_no_reply: number;
  accounts_left_without_expert: string[];
}

async function impact(userId: string): Promise<Impact> {
  const [row] = ok(await admin.rpc('admin_user_removal_impact', { p_user_id: userId }), 1);
  return row!;
}

/** The link token of the request's first mail (process-outbox's step, service role). */
async function linkToken(kind: 'request' | 'close', requestId: string): Promise<string> {
  const m = ok(await service.rpc('info_mail_context', { p_kind: kind, p_id: requestId }));
  return textField(m, 'token');
}

/** The submitter replies from the emailed link; returns the reply id. */
async function replyByLink(token: string): Promise<string> {
  return ok(
    await apiClient().rpc('reply_info_request_by_token', {
      p_token: token,
      p_message: 'It was an outpatient visit.',
    }),
  );
}

/** Who the "reply received" mail goes to (null: skipped, nobody to tell). */
async function replyMailTo(replyId: string): Promise<string | null> {
  const m = ok(await service.rpc('info_mail_context', { p_kind: 'reply', p_id: replyId }));
  const to = fieldOf(m, 'to');
  return typeof to === 'string' ? to : null;
}

/** A pending question of `expert` in `accountId` that the expert asks the submitter about. */
async function asked(
  expert: { id: string; client: TestClient },
  accountId: string | null,
): Promise<{ question: string; request: string }> {
  const question = await insertQuestion({
    status: 'pending',
    expert_id: expert.id,
    corporate_account_id: accountId,
  });
  const request = ok(
    await expert.client.rpc('request_information', {
      p_question_id: question,
      p_message: 'Was this an inpatient or an outpatient visit?',
    }),
  );
  return { question, request };
}

beforeAll(async () => {
  admin = await adminClient();
  service = apiClient('service');
});

describe('open load', () => {
  it('the experts page counts a question waiting for the submitter as open, one closed without a reply not', async () => {
    const e = await freshExpert('open-load');
    for (const status of [
      'pending',
      'needs_information',
      'needs_information',
      'awaiting_approval',
      'closed_no_reply',
      'approved',
    ]) {
      await insertQuestion({ status, expert_id: e.id });
    }
    const rows = ok(await admin.rpc('admin_list_experts'));
    expect(rows.find((r) => r.id === e.id)).toMatchObject({
      open_questions: 4,
      pending: 1,
      awaiting_approval: 1,
      needs_information: 2,
    });
  });

  it('auto-assignment counts questions waiting for the submitter as load', async () => {
    // equal otherwise, the expert assigned to the account first is picked; here they carry one
    // question waiting for its submitter, so the other expert gets the new question
    const busy = await freshExpert('pick-busy');
    const idle = await freshExpert('pick-idle');
    const account = await freshAccount('pick', [busy.id, idle.id]);
    await insertQuestion({
      status: 'needs_information',
      expert_id: busy.id,
      corporate_account_id: account.id,
    });
    const q = await submit(apiClient(), { corporateAccountId: account.id });
    expect(await questionRow(q)).toMatchObject({ status: 'pending', expert_id: idle.id });
  });

  it("the expert's Users page counts a question closed without a reply as not open", async () => {
    const e = await freshExpert('submitters');
    const account = await freshAccount('submitters', [e.id]);
    for (const status of ['pending', 'needs_information', 'closed_no_reply', 'approved']) {
      await insertQuestion({ status, expert_id: e.id, corporate_account_id: account.id });
    }
    const rows = ok(await e.client.rpc('expert_account_submitters'));
    expect(rows.filter((r) => r.corporate_account_id === account.id)).toEqual([
      expect.objectContaining({ question_count: 4, open_count: 2, approved_count: 1 }),
    ]);
  });
});

describe('removing the expert of a question that waits for the submitter', () => {
  it('losing the role: the questions keep waiting, get another expert (or none), and the reply reaches them', async () => {
    const leaving = await freshExpert('waiting-leaving');
    const colleague = await freshExpert('waiting-colleague');
    const shared = await freshAccount('waiting-shared', [leaving.id, colleague.id]);
    const solo = await freshAccount('waiting-solo', [leaving.id]);
    const sharedWaiting = await asked(leaving, shared.id);
    const soloWaiting = await asked(leaving, solo.id);
    const sharedClosed = await asked(leaving, shared.id);
    const closedToken = await linkToken('close', sharedClosed.request);
    expect((await questionRow(sharedClosed.question)).status).toBe('closed_no_reply');

    const expected = await impact(leaving.id);
    expect(expected).toEqual({
      user_id: leaving.id,
      name: 'DB waiting-leaving',
      role: 'expert',
      open_questions: 2,
      questions_to_move: 2,
      to_reassign: 1,
      to_unassigned: 1,
      stay_awaiting_approval: 0,
      accounts_left_without_expert: [solo.name],
      waiting_for_reply: 2,
      closed_no_reply: 1,
      answers_left_without_approver: 0,
    });

    ok(await admin.rpc('admin_update_user', { p_user_id: leaving.id, p_role: 'user' }));

    expect(await questionRow(sharedWaiting.question)).toMatchObject({
      status: 'needs_information',
      expert_id: colleague.id,
    });
    expect(await questionRow(soloWaiting.question)).toMatchObject({
      status: 'needs_information',
      expert_id: null,
    });
    expect(await questionRow(sharedClosed.question)).toMatchObject({
      status: 'closed_no_reply',
      expert_id: colleague.id,
    });
    // the requests are untouched: still open (or closed, within the reopen window)
    const requests = await sql<{ id: string; status: string }>(
      'select id, status from public.info_requests where id = any($1) order by status',
      [[sharedWaiting.request, soloWaiting.request, sharedClosed.request]],
    );
    expect(requests.map((r) => r.status)).toEqual(['closed', 'open', 'open']);
    expect((await historyOf(sharedWaiting.question)).at(-1)).toEqual({
      event: 'assigned',
      from_status: 'needs_information',
      to_status: 'needs_information',
      reason: 'expert role removed; waiting for the submitter, the reply goes to the new expert',
      actor_id: ADMIN_ID,
      expert_id: colleague.id,
    });
    expect((await historyOf(soloWaiting.question)).at(-1)).toMatchObject({
      event: 'assigned',
      from_status: 'needs_information',
      to_status: 'needs_information',
      reason:
        "expert role removed; nobody else serves the account, the submitter's reply returns it to unassigned",
      expert_id: null,
    });
    expect((await historyOf(sharedClosed.question)).at(-1)).toMatchObject({
      event: 'assigned',
      from_status: 'closed_no_reply',
      to_status: 'closed_no_reply',
      expert_id: colleague.id,
    });
    const [event] = await eventsFor(leaving.id, 'user.role_change');
    expect(event!.new_values).toEqual({
      role: 'user',
      is_approver: false,
      questions_moved: expected.questions_to_move,
      reassigned: expected.to_reassign,
      unassigned: expected.to_unassigned,
      kept_awaiting_approval: expected.stay_awaiting_approval,
      waiting_for_reply: expected.waiting_for_reply,
      closed_no_reply: expected.closed_no_reply,
    });

    // the submitters reply: pending for the colleague, who is mailed; unassigned when nobody serves
    const shared1 = await replyByLink(await linkToken('request', sharedWaiting.request));
    expect(await questionRow(sharedWaiting.question)).toMatchObject({
      status: 'pending',
      expert_id: colleague.id,
    });
    expect(await replyMailTo(shared1)).toBe(colleague.email);

    const solo1 = await replyByLink(await linkToken('request', soloWaiting.request));
    expect(await questionRow(soloWaiting.question)).toMatchObject({
      status: 'unassigned',
      expert_id: null,
    });
    expect(await replyMailTo(solo1)).toBeNull();

    const reopened = await replyByLink(closedToken);
    expect(await questionRow(sharedClosed.question)).toMatchObject({
      status: 'pending',
      expert_id: colleague.id,
    });
    expect(await replyMailTo(reopened)).toBe(colleague.email);
    // the former expert has nothing left
    expect(await sql('select id from public.questions where expert_id = $1', [leaving.id])).toEqual(
      [],
    );
  });

  it('deleting the expert: the question waiting for the submitter moves to the colleague, who gets the reply', async () => {
    const leaving = await freshExpert('waiting-deleted');
    const colleague = await freshExpert('waiting-heir');
    const shared = await freshAccount('waiting-deleted', [leaving.id, colleague.id]);
    const waiting = await asked(leaving, shared.id);
    expect(await impact(leaving.id)).toMatchObject({
      open_questions: 1,
      questions_to_move: 1,
      to_reassign: 1,
      waiting_for_reply: 1,
    });

    expect((await callFn('delete-user', { userId: leaving.id }, 'admin')).status).toBe(200);
    expect(await questionRow(waiting.question)).toMatchObject({
      status: 'needs_information',
      expert_id: colleague.id,
    });
    expect((await historyOf(waiting.question)).at(-1)).toMatchObject({
      event: 'assigned',
      reason: 'expert deleted; waiting for the submitter, the reply goes to the new expert',
      actor_id: ADMIN_ID,
    });
    const [event] = await eventsFor(leaving.id, 'user.delete');
    expect(event!.new_values).toMatchObject({ questions_moved: 1, waiting_for_reply: 1 });

    const reply = await replyByLink(await linkToken('request', waiting.request));
    expect(await questionRow(waiting.question)).toMatchObject({
      status: 'pending',
      expert_id: colleague.id,
    });
    expect(await replyMailTo(reply)).toBe(colleague.email);
  });
});
