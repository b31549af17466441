/**
 * Similar questions (docs/spec-notes.md, "Similar questions") through the real API: who may call
 * similar_questions (staff: expert, approver, admin) and who may not (anon, a user, a corporate
 * user), and what it returns: approved questions that read like the given one, most similar first,
 * each with its approved answer; never the question itself, never a question without an approved
 * answer, at most 5.
 */
import type { TestClient } from '../helpers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  denied,
  freshAccount,
  ok,
  sql,
  submitUnassigned,
  signInActors,
  type Actor,
} from '../db/db-helpers.ts';

let c: Record<Actor, TestClient>;
let expertId: string;
let account: { id: string };
// a made-up word no other test uses, so the neighbours are the ones this file creates
const tag = `zyx${Math.random().toString(36).slice(2, 7)}`;

/** A question taken by the expert; with `answer`, answered and approved through the RPCs. */
async function question(title: string, content: string, answer?: string): Promise<string> {
  const id = await submitUnassigned(c.anon, { corporateAccountId: account.id, title, content });
  ok(await c.admin.rpc('assign_expert', { question_id: id, expert_id: expertId }));
  if (answer) {
    const answerId = ok(await c.expert.rpc('add_answer', { question_id: id, content: answer }));
    ok(await c.approver.rpc('approve_answer', { answer_id: answerId }));
  }
  return id;
}

let source: string;
let closest: string;
let unapproved: string;

beforeAll(async () => {
  c = await signInActors();
  const rows = await sql<{ id: string }>('select id from public.profiles where email = $1', [
    DEMO.expert,
  ]);
  expertId = rows[0]!.id;
  account = await freshAccount('similar', [DEMO.expert, DEMO.approver]);
  const text = `Bilateral ${tag} blepharoplasty with modifier 50 on an outpatient claim: one line or two?`;
  closest = await question(
    `Bilateral ${tag} blepharoplasty modifier 50`,
    text,
    `Report one line with modifier 50 (${tag}).`,
  );
  await question(
    `Unilateral ${tag} ptosis repair`,
    `Ptosis repair ${tag} on one eye with modifier RT for an office claim.`,
    `Append RT (${tag}).`,
  );
  unapproved = await question(`Bilateral ${tag} blepharoplasty modifier 50 again`, text);
  source = await question(`Bilateral ${tag} blepharoplasty with modifier 50?`, text);
});

describe('similar_questions', () => {
  it('staff (expert, approver, admin) get approved neighbours, most similar first, with the approved answer', async () => {
    for (const actor of ['expert', 'approver', 'admin'] as const) {
      const rows = ok(await c[actor].rpc('similar_questions', { p_question_id: source }));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThanOrEqual(5);
      expect(rows[0]!.id).toBe(closest);
      expect(rows[0]!.answer_content).toBe(`Report one line with modifier 50 (${tag}).`);
      const ids = rows.map((r) => r.id);
      expect(ids).not.toContain(source);
      expect(ids).not.toContain(unapproved);
      const scores = rows.map((r) => r.score);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    }
  });

  it('asks for at most 5, whatever p_limit says', async () => {
    const rows = ok(
      await c.expert.rpc('similar_questions', { p_question_id: source, p_limit: 50 }),
    );
    expect(rows.length).toBeLessThanOrEqual(5);
  });

  it('anon, users and corporate users are refused (42501), even for their own question', async () => {
    denied(await c.anon.rpc('similar_questions', { p_question_id: source }), '42501');
    denied(await c.user.rpc('similar_questions', { p_question_id: source }), '42501');
    denied(await c.corporate.rpc('similar_questions', { p_question_id: source }), '42501');
  });

  it('an unknown question has no neighbours', async () => {
    const rows = ok(
      await c.expert.rpc('similar_questions', {
        p_question_id: '00000000-0000-4000-8000-00000000dead',
      }),
    );
    expect(rows).toEqual([]);
  });
});
