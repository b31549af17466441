/**
 * Who is an approver, set per test file (approvers are global: the only approver is a rule about
 * all of them), and an answer waiting for approval (docs/decisions.md, "Answers nobody can
 * approve").
 */
import { insertAnswer, insertQuestion, sql } from './support.ts';

export const ONLY_APPROVER =
  'Avery Approver is the only approver: nobody could approve an answer they write. Make another expert an approver first, or choose another expert';

/** The experts flagged approver now, to restore after the file. */
export async function currentApprovers(): Promise<string[]> {
  const rows = await sql<{ id: string }>(
    `select id from public.profiles where role = 'expert' and is_approver`,
  );
  return rows.map((r) => r.id);
}

/** Makes exactly these experts approvers (the superuser, not audited). */
export async function approversAre(ids: string[]): Promise<void> {
  await sql(
    `update public.profiles set is_approver = (id = any($1::uuid[]))
     where role = 'expert' and is_approver <> (id = any($1::uuid[]))`,
    [ids],
  );
}

/** An awaiting-approval question whose answer the given expert wrote, long ago (first in the flag). */
export async function waitingAnswerBy(author: string, title: string): Promise<string> {
  const q = await insertQuestion({
    status: 'awaiting_approval',
    expert_id: author,
    title,
    created_at: '2020-01-01T00:00:00Z',
  });
  await insertAnswer({ question_id: q, expert_id: author, created_at: '2020-01-02T00:00:00Z' });
  return q;
}
