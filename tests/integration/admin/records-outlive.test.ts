/**
 * Records that outlive people (docs/decisions.md, "Records that outlive people"), through the real
 * API: deleting an expert with delete-user removes their login and moves their open work as
 * before, while their answers, the question history and the report figures keep their name (and
 * the reports their id), on an exact data set; an approver's deletion keeps "approved by"; a
 * rename reaches the kept names. Who may read them: tests/integration/db/permission-matrix.test.ts.
 */
import type { RpcRow, TestClient } from '../helpers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callFn } from '../functions/fn-helpers.ts';
import {
  adminClient,
  denied,
  freshAccount,
  freshExpert,
  insertQuestion,
  ok,
  questionRow,
  signIn,
  sql,
} from './support.ts';

type ReportRow = RpcRow<'admin_report', 'group_key'>;

let admin: TestClient;
let approver: TestClient;

beforeAll(async () => {
  admin = await adminClient();
  approver = await signIn('approver@claimdesk.test');
});

const answer = async (client: TestClient, q: string, content: string) =>
  ok(await client.rpc('add_answer', { question_id: q, content }));

async function byExpert(from: string, to: string): Promise<Record<string, ReportRow>> {
  const rows = ok(await admin.rpc('admin_report', { p_from: from, p_to: to, p_group: 'expert' }));
  return Object.fromEntries(rows.map((r) => [r.group_key ?? 'total', r]));
}

const pick = (r: ReportRow | undefined) =>
  r && {
    label: r.group_label,
    received: r.received,
    answered: r.answered,
    approved: r.approved,
    rejected: r.rejected,
  };

describe('deleting an expert keeps their name', () => {
  it('on their answers, the history and exact report figures; their login is gone, their work moves', async () => {
    const from = new Date(Date.now() - 1000).toISOString();
    const leaving = await freshExpert('records-leaving');
    const colleague = await freshExpert('records-colleague');
    const account = await freshAccount('records', [leaving.id, colleague.id]);
    const mk = () =>
      insertQuestion({
        status: 'pending',
        expert_id: leaving.id,
        corporate_account_id: account.id,
      });
    const q = { approved: await mk(), waiting: await mk(), open: await mk() };
    // approved after one rejection; another awaiting approval; one still open
    const first = await answer(leaving.client, q.approved, 'Use modifier 59.');
    ok(await approver.rpc('reject_answer', { answer_id: first, reason: 'Cite the NCCI edit.' }));
    const second = await answer(leaving.client, q.approved, 'Use modifier 59 (NCCI edit).');
    ok(await approver.rpc('approve_answer', { answer_id: second }));
    const waiting = await answer(leaving.client, q.waiting, 'Bill 99213.');

    const to = () => new Date(Date.now() + 60_000).toISOString();
    const name = 'DB records-leaving';
    expect(pick((await byExpert(from, to()))[leaving.id])).toEqual({
      label: name,
      received: 3,
      answered: 2,
      approved: 1,
      rejected: 1,
    });

    expect((await callFn('delete-user', { userId: leaving.id }, 'admin')).status).toBe(200);

    // the login is gone, and a token issued before is worth nothing
    await expect(signIn(leaving.email)).rejects.toThrow();
    denied(await leaving.client.rpc('expert_queue'));
    // their open work moved as before: to the colleague of the account
    expect(await questionRow(q.open)).toMatchObject({ status: 'pending', expert_id: colleague.id });
    expect(await questionRow(q.waiting)).toMatchObject({
      status: 'awaiting_approval',
      expert_id: colleague.id,
    });

    // answers: the id is gone from the answer, the name (and id) stay in its attribution
    const answers = ok(
      await admin
        .from('answers')
        .select(
          'id, expert_id, approved_by, attribution:answer_attribution(expert_id, expert_name, approved_by_name, rejected_by_name)',
        )
        .in('id', [first, second, waiting])
        .order('created_at'),
    );
    const kept = (approved: string | null, rejected: string | null) => [
      null,
      {
        expert_id: leaving.id,
        expert_name: name,
        approved_by_name: approved,
        rejected_by_name: rejected,
      },
    ];
    expect(answers.map((a) => [a.expert_id, a.attribution])).toEqual([
      kept(null, 'Avery Approver'),
      kept('Avery Approver', null),
      kept(null, null),
    ]);

    // the history: the answers were theirs
    const history = ok(
      await admin
        .from('question_events')
        .select('event, actor_id, actor_name')
        .eq('question_id', q.approved)
        .eq('event', 'answered'),
    );
    expect(history).toEqual([
      { event: 'answered', actor_id: null, actor_name: name },
      { event: 'answered', actor_id: null, actor_name: name },
    ]);

    // an approval after their deletion still counts for them; the reports keep their group
    ok(await approver.rpc('approve_answer', { answer_id: waiting }));
    const after = await byExpert(from, to());
    expect(pick(after[leaving.id])).toEqual({
      label: name,
      // the approved question (its expert was removed: the author of its latest answer)
      received: 1,
      answered: 2,
      approved: 2,
      rejected: 1,
    });
    // their three questions are all in these two groups (1 + 2), none under "No expert"; that group
    // itself is not looked at, as other tests' questions may share the window
    expect(pick(after[colleague.id])).toMatchObject({ received: 2, answered: 0, approved: 0 });
    // the total adds up the groups, theirs included
    const groups = Object.entries(after).filter(([key]) => key !== 'total');
    for (const k of ['received', 'answered', 'approved', 'rejected'] as const)
      expect(after.total![k]).toBe(groups.reduce((n, [, row]) => n + Number(row[k]), 0));
  });

  it("an approver's deletion keeps who approved; a rename reaches the kept names", async () => {
    const author = await freshExpert('records-author');
    const second = await freshExpert('records-approver', true);
    const q = await insertQuestion({ status: 'pending', expert_id: author.id });
    const a = await answer(author.client, q, 'Modifier 25 applies.');
    ok(await second.client.rpc('approve_answer', { answer_id: a }));

    ok(await admin.rpc('admin_update_user', { p_user_id: author.id, p_name: 'Dana Renamed' }));
    ok(await admin.rpc('admin_update_user', { p_user_id: second.id, p_name: 'Ravi Approver' }));
    expect((await callFn('delete-user', { userId: second.id }, 'admin')).status).toBe(200);
    expect((await callFn('delete-user', { userId: author.id }, 'admin')).status).toBe(200);

    const [kept] = ok(
      await admin
        .from('answers')
        .select('id, approved_by, attribution:answer_attribution(expert_name, approved_by_name)')
        .eq('id', a),
    );
    expect(kept).toEqual({
      id: a,
      approved_by: null,
      attribution: { expert_name: 'Dana Renamed', approved_by_name: 'Ravi Approver' },
    });
    // the history keeps the name each event was written with (like the admin audit)
    const events = await sql<{ event: string; actor_name: string }>(
      `select event, actor_name from public.question_events
       where question_id = $1 and event in ('answered', 'approved') order by created_at, seq`,
      [q],
    );
    expect(events).toEqual([
      { event: 'answered', actor_name: 'DB records-author' },
      { event: 'approved', actor_name: 'DB records-approver' },
    ]);
    const [fact] = await sql<{ expert_id: string; expert_name: string }>(
      `select expert_id, expert_name from public.report_facts where answer_id = $1 and kind = 'approval'`,
      [a],
    );
    expect(fact).toEqual({ expert_id: author.id, expert_name: 'Dana Renamed' });
  });
});
