/**
 * The approved answer goes through the outbox like every other mail (docs/decisions.md, "One mail
 * path"): approve_answer queues it in its own transaction, so an approval that is rolled back
 * leaves no email, and 20 approvals at once each mail their own submitter their own answer.
 */
import { describe, expect, it } from 'vitest';
import { listMail, waitForMail } from '../helpers.ts';
import {
  anonymousSubmission,
  callAs,
  DEMO,
  newAccount,
  newExpert,
  signedIn,
  sql,
  userId,
  withRollback,
} from './support.ts';

async function answeredQuestion(
  tag: string,
  slug: string,
  expert: Awaited<ReturnType<typeof newExpert>>,
) {
  const q = await anonymousSubmission({ accountSlug: slug, title: `Question ${tag}` });
  const { data: answerId, error } = await expert.client.rpc('add_answer', {
    question_id: q.id,
    content: `The answer for ${tag}.`,
  });
  if (error) throw new Error(`add_answer failed: ${error.message}`);
  return { ...q, tag, answerId: answerId };
}

describe('the answer email through the outbox', () => {
  it('is queued by the approval itself: rolled back, nothing is queued', async () => {
    const account = await newAccount('rollback');
    const expert = await newExpert({ accountSlugs: [account.slug] });
    const q = await answeredQuestion('rollback', account.slug, expert);
    const approver = await userId(DEMO.approver);

    const inside = await withRollback(async (c) => {
      await callAs(c, approver, 'select public.approve_answer($1)', [q.answerId]);
      return (
        await c.query(
          `select kind, payload from public.outbox where question_id = $1 and kind = 'answer_email'`,
          [q.id],
        )
      ).rows;
    });
    // exactly one, in the approval's transaction
    expect(inside).toEqual([{ kind: 'answer_email', payload: { answerId: q.answerId } }]);
    expect(
      await sql(`select 1 from public.outbox where question_id = $1 and kind = 'answer_email'`, [
        q.id,
      ]),
    ).toEqual([]);
    const [question] = await sql<{ status: string }>(
      'select status::text from public.questions where id = $1',
      [q.id],
    );
    expect(question!.status).toBe('awaiting_approval');
  });

  it('20 approvals at once: each submitter gets exactly their own answer', async () => {
    const account = await newAccount('many');
    const expert = await newExpert({ accountSlugs: [account.slug] });
    const approver = await signedIn(DEMO.approver);
    const questions = [];
    for (let i = 0; i < 20; i++)
      questions.push(await answeredQuestion(`many-${i}`, account.slug, expert));

    const results = await Promise.all(
      questions.map((q) => approver.rpc('approve_answer', { answer_id: q.answerId })),
    );
    expect(results.map((r) => r.error)).toEqual(questions.map(() => null));

    for (const q of questions) {
      const mail = await waitForMail(q.email, (m) => /has been answered/.test(m.subject), 30_000);
      expect(mail.subject).toContain(q.title);
      expect(mail.text).toContain(`The answer for ${q.tag}.`);
    }
    await new Promise((r) => setTimeout(r, 1500));
    const mails = (await listMail()).filter((m) => /has been answered/.test(m.subject));
    for (const q of questions) {
      const own = mails.filter((m) => m.to.some((t) => t.address === q.email));
      expect(own).toHaveLength(1);
      // nobody else's answer in it
      for (const other of questions)
        if (other !== q) expect(own[0]!.text).not.toContain(`The answer for ${other.tag}.`);
    }
    const rows = await sql<{ status: string; n: string }>(
      `select status, count(*)::text as n from public.outbox
       where kind = 'answer_email' and question_id = any($1::uuid[]) group by status`,
      [questions.map((q) => q.id)],
    );
    expect(rows).toEqual([{ status: 'delivered', n: '20' }]);
  });
});
