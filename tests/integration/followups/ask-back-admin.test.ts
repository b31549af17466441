/**
 * The admin's overrides and the ask-back statuses (supabase/README.md, "Request more information":
 * admin overrides), through the real API: nobody sets needs_information or closed_no_reply by hand
 * (the server says why), a question in those statuses cannot be moved by a status change, and
 * reassigning it is allowed: the question keeps its status and its open request, and the
 * submitter's reply goes to the new expert.
 */
import { type TestClient, textField, fieldOf } from '../helpers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  apiClient,
  denied,
  freshUser,
  ok,
  sql,
  submit,
  signInActors,
  type Actor,
} from '../db/db-helpers.ts';

let c: Record<Actor, TestClient>;
let service: TestClient;
let expertId: string;
// the new expert of a reassignment: not the demo approver, who as the only approver never gets
// questions (docs/decisions.md, "Answers nobody can approve")
let newcomer: { id: string; email: string };

const TARGET_REFUSED =
  'Needs information and Closed – no reply cannot be set by hand: they come only from a request for more information and its deadline';
const WAITING =
  "This question is waiting for the submitter's reply: it returns to pending when they reply, or closes without a reply";
const CLOSED = "This question was closed without a reply: only the submitter's reply reopens it";

async function idOf(email: string): Promise<string> {
  const [row] = await sql<{ id: string }>('select id from public.profiles where email = $1', [
    email,
  ]);
  return row!.id;
}

async function state(questionId: string) {
  const [q] = await sql<{ status: string; expert_id: string | null }>(
    'select status, expert_id from public.questions where id = $1',
    [questionId],
  );
  return q!;
}

/** A question of the demo expert, asked back by them: [question id, request id]. */
async function askedQuestion(): Promise<[string, string]> {
  const q = await submit(c.anon, {
    content: 'Which modifier applies to this bilateral procedure?',
  });
  ok(await c.admin.rpc('assign_expert', { question_id: q, expert_id: expertId }));
  const r = ok(
    await c.expert.rpc('request_information', {
      p_question_id: q,
      p_message: 'Was it performed on both sides in the same session?',
    }),
  );
  return [q, r];
}

const setStatus = (client: TestClient, questionId: string, status: string) =>
  client.rpc('set_question_status', {
    question_id: questionId,
    status: status as 'pending',
    reason: 'Matrix: by hand',
  });

beforeAll(async () => {
  c = await signInActors();
  service = apiClient('service');
  expertId = await idOf(DEMO.expert);
  newcomer = await freshUser('ask-back-newcomer', { role: 'expert' });
});

describe('set_question_status and the ask-back statuses', () => {
  it('nobody sets needs_information or closed_no_reply by hand; the admin is told why', async () => {
    const q = await submit(c.anon, { content: 'Is modifier 59 right here?' });
    ok(await c.admin.rpc('assign_expert', { question_id: q, expert_id: expertId }));
    for (const to of ['needs_information', 'closed_no_reply']) {
      for (const actor of ['anon', 'user', 'corporate', 'expert', 'approver'] as const) {
        denied(await setStatus(c[actor], q, to), '42501');
      }
      denied(await setStatus(c.admin, q, to), '22023', TARGET_REFUSED);
    }
    expect(await state(q)).toEqual({ status: 'pending', expert_id: expertId });
    const [events] = await sql<{ n: number }>(
      `select count(*)::int as n from public.question_events where question_id = $1 and event = 'status_changed'`,
      [q],
    );
    expect(events!.n).toBe(0);
  });

  it('a question waiting for a reply, or closed without one, is not moved by a status change', async () => {
    const [q, r] = await askedQuestion();
    for (const to of ['unassigned', 'pending', 'approved']) {
      denied(await setStatus(c.admin, q, to), 'PT409', WAITING);
    }
    expect(await state(q)).toEqual({ status: 'needs_information', expert_id: expertId });
    // the request's deadline closes it (the deliverer's step, service role)
    ok(await service.rpc('info_mail_context', { p_kind: 'close', p_id: r }));
    expect((await state(q)).status).toBe('closed_no_reply');
    for (const to of ['unassigned', 'pending']) {
      denied(await setStatus(c.admin, q, to), 'PT409', CLOSED);
    }
    expect(await state(q)).toEqual({ status: 'closed_no_reply', expert_id: expertId });
  });
});

describe('reassigning a question that is waiting for the submitter', () => {
  it('only admins reassign; the status and the open request stay; the reply goes to the new expert', async () => {
    const [q, r] = await askedQuestion();
    const args = { p_question_ids: [q], p_expert_id: newcomer.id, p_reason: 'Expert on leave' };
    for (const actor of ['anon', 'user', 'corporate', 'expert', 'approver'] as const) {
      denied(await c[actor].rpc('admin_reassign_questions', args), '42501');
    }
    expect(await state(q)).toEqual({ status: 'needs_information', expert_id: expertId });

    expect(ok(await c.admin.rpc('admin_reassign_questions', args))).toEqual([
      { question_id: q, outcome: 'reassigned', message: null, status: 'needs_information' },
    ]);
    expect(await state(q)).toEqual({ status: 'needs_information', expert_id: newcomer.id });
    const [request] = await sql<{ status: string }>(
      'select status from public.info_requests where id = $1',
      [r],
    );
    expect(request!.status).toBe('open');
    const [event] = await sql<{ e: string }>(
      `select event || ':' || from_status || '>' || to_status || ':' || reason as e
       from public.question_events where question_id = $1 order by created_at desc, seq desc limit 1`,
      [q],
    );
    expect(event!.e).toBe('assigned:needs_information>needs_information:Expert on leave');

    // the submitter replies from the emailed link: pending for the new expert, who is mailed
    const link = ok(await service.rpc('info_mail_context', { p_kind: 'request', p_id: r }));
    const replyId = ok(
      await apiClient().rpc('reply_info_request_by_token', {
        p_token: textField(link, 'token'),
        p_message: 'Yes, both knees in one session.',
      }),
    );
    expect(await state(q)).toEqual({ status: 'pending', expert_id: newcomer.id });
    const mail = ok(await service.rpc('info_mail_context', { p_kind: 'reply', p_id: replyId }));
    expect(fieldOf(mail, 'to')).toBe(newcomer.email);
  });

  it('a question closed without a reply can be reassigned; a late reply reopens it for the new expert', async () => {
    const [q, r] = await askedQuestion();
    const link = ok(await service.rpc('info_mail_context', { p_kind: 'close', p_id: r }));
    expect(
      ok(
        await c.admin.rpc('admin_reassign_questions', {
          p_question_ids: [q],
          p_expert_id: newcomer.id,
        }),
      ),
    ).toEqual([
      { question_id: q, outcome: 'reassigned', message: null, status: 'closed_no_reply' },
    ]);
    ok(
      await apiClient().rpc('reply_info_request_by_token', {
        p_token: textField(link, 'token'),
        p_message: 'Sorry, late: both knees.',
      }),
    );
    expect(await state(q)).toEqual({ status: 'pending', expert_id: newcomer.id });
  });
});
