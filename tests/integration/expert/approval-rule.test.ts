/**
 * Who may approve, on the server: the same table of cases the client's mirror runs
 * (src/testing/approval-rule-cases.ts, src/lib/auth/__tests__/policies.test.ts), against the real
 * approve_answer RPC and admin_outbox_send_again (sending a failed email again, the answer's included).
 *
 * Each case: a caller with that profile (or none), an undecided answer (the caller's own, or a
 * fresh non-approver expert's), then
 * - decide: approve_answer on that answer succeeds, or is refused with 42501;
 * - send again: admin_outbox_send_again on an unknown outbox row gets past the role check (PT404),
 *   or is refused (42501).
 */
import { describe, expect, it } from 'vitest';
import {
  APPROVAL_RULE_CASES,
  type ApprovalRuleCase,
} from '../../../src/testing/approval-rule-cases.ts';
import { anonClient, newUser, sql, type Client } from './support.ts';

async function callerFor(
  profile: ApprovalRuleCase['profile'],
): Promise<{ client: Client; id: string | null }> {
  if (!profile) return { client: anonClient(), id: null };
  const user = await newUser('Approval Rule Caller');
  await sql(
    'update public.profiles set role = $2, is_approver = $3, is_corporate_user = $4 where id = $1',
    [user.id, profile.role, profile.isApprover, profile.isCorporateUser ?? false],
  );
  return user;
}

/** A question assigned to `expertId` and answered by them through add_answer: awaiting approval. */
async function undecidedAnswerBy(expert: { client: Client; id: string }): Promise<string> {
  const [q] = await sql<{ id: string }>(
    `insert into public.questions (title, content, first_name, last_name, email, status, expert_id)
     values ('Approval rule probe', 'Is modifier 59 right here?', 'Ada', 'Probe', 'probe@example.test', 'pending', $1)
     returning id`,
    [expert.id],
  );
  const { data, error } = await expert.client.rpc('add_answer', {
    question_id: q!.id,
    content: 'Use modifier XS instead.',
  });
  if (error) throw new Error(`add_answer failed: ${error.message}`);
  return data;
}

describe('the approval rule, server side (the same cases run against the client mirror)', () => {
  it.each(APPROVAL_RULE_CASES)(
    '$who: decide $decide, send an email again $sendAgain',
    async (c) => {
      const caller = await callerFor(c.profile);
      const author =
        c.ownAnswer && caller.id
          ? { client: caller.client, id: caller.id }
          : await (async () => {
              const expert = await newUser('Approval Rule Author');
              await sql("update public.profiles set role = 'expert' where id = $1", [expert.id]);
              return expert;
            })();
      const answerId = await undecidedAnswerBy(author);

      const decided = await caller.client.rpc('approve_answer', { answer_id: answerId });
      if (c.decide) {
        expect(decided.error).toBeNull();
        const [row] = await sql<{ status: string }>(
          'select q.status::text as status from public.answers a join public.questions q on q.id = a.question_id where a.id = $1',
          [answerId],
        );
        expect(row!.status).toBe('approved');
      } else {
        expect(decided.error?.code).toBe('42501');
      }

      const again = await caller.client.rpc('admin_outbox_send_again', { p_id: 0 });
      expect(again.error?.code).toBe(c.sendAgain ? 'PT404' : '42501');
    },
  );
});
