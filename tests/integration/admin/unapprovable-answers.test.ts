/**
 * The dashboard's flag (docs/decisions.md, "Answers nobody can approve"), through the real API:
 * every answer waiting with no eligible approver, its author the only approver or no approver at
 * all, also after another approver loses the flag or is deleted; the removal dialog and the audit
 * count them. Approvers are global, so the file sets who is one and restores it afterwards.
 */
import type { TestClient } from '../helpers.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callFn } from '../functions/fn-helpers.ts';
import { APPROVER_ID, EXPERT_ID, adminClient, freshExpert, ok, sql } from './support.ts';
import { approversAre, currentApprovers, waitingAnswerBy } from './approver-support.ts';

interface Flagged {
  answer_id: string;
  question_id: string;
  question_title: string;
  author_name: string | null;
  reason: string;
  total: number;
}

let admin: TestClient;
let originalApprovers: string[];

async function flagged(): Promise<Flagged[]> {
  return ok(await admin.rpc('admin_unapprovable_answers', { p_limit: 200 }));
}

beforeAll(async () => {
  admin = await adminClient();
  originalApprovers = await currentApprovers();
});

afterEach(() => approversAre([APPROVER_ID]));
afterAll(() => approversAre(originalApprovers));

describe('the dashboard flags answers waiting with no eligible approver', () => {
  it("lists the only approver's own answer, and not once another approver may decide it", async () => {
    await approversAre([APPROVER_ID]);
    const own = await waitingAnswerBy(APPROVER_ID, 'Answered by the only approver');
    const decidable = await waitingAnswerBy(EXPERT_ID, 'Answered by Erin');
    const rows = await flagged();
    expect(rows.find((r) => r.question_id === own)).toMatchObject({
      question_title: 'Answered by the only approver',
      author_name: 'Avery Approver',
      reason: 'author_only_approver',
      total: rows.length,
    });
    expect(rows.map((r) => r.question_id)).not.toContain(decidable);

    const second = await freshExpert('guard-flag-second', true);
    await approversAre([APPROVER_ID, second.id]);
    expect(await flagged()).toEqual([]);
  });

  it('shows them again when the other approver loses the flag or is deleted', async () => {
    const own = await waitingAnswerBy(APPROVER_ID, 'Waiting while approvers change');
    const second = await freshExpert('guard-flag-leaves', true);
    await approversAre([APPROVER_ID, second.id]);
    expect(await flagged()).toEqual([]);

    ok(await admin.rpc('admin_update_user', { p_user_id: second.id, p_is_approver: false }));
    expect((await flagged()).map((r) => r.question_id)).toContain(own);

    ok(await admin.rpc('admin_update_user', { p_user_id: second.id, p_is_approver: true }));
    expect(await flagged()).toEqual([]);
    const [impact] = ok(await admin.rpc('admin_user_removal_impact', { p_user_id: second.id }));
    const mine = (
      await sql<{ n: number }>(
        `select count(*)::int as n from public.answers a join public.questions q on q.id = a.question_id
         where q.status = 'awaiting_approval' and a.approved_at is null and a.rejected_at is null
           and a.expert_id = $1`,
        [APPROVER_ID],
      )
    )[0]!.n;
    expect(impact!.answers_left_without_approver).toBe(mine);
    expect(mine).toBeGreaterThan(0);

    expect((await callFn('delete-user', { userId: second.id }, 'admin')).status).toBe(200);
    const rows = await flagged();
    expect(rows.map((r) => r.question_id)).toContain(own);
    expect(rows).toHaveLength(mine);
    const [audit] = await sql<{ new_values: Record<string, unknown> }>(
      `select new_values from public.admin_events where action = 'user.delete' and target_id = $1`,
      [second.id],
    );
    expect(audit!.new_values).toMatchObject({ answers_left_without_approver: mine });
  });

  it('with no approver at all every waiting answer is listed as such', async () => {
    const byErin = await waitingAnswerBy(EXPERT_ID, 'Waiting with nobody to approve');
    await approversAre([]);
    const rows = await flagged();
    expect(rows.find((r) => r.question_id === byErin)).toMatchObject({
      author_name: 'Erin Expert',
      reason: 'no_approver',
    });
    expect(rows.every((r) => r.reason === 'no_approver')).toBe(true);
  });
});
