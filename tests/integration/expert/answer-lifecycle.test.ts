/**
 * The answer lifecycle through the APIs the expert pages use: an anonymous partner submission is
 * auto-assigned, the expert answers, an approver rejects with a reason (the expert's queue shows
 * it), the expert revises, another approver approves (which queues the answer email in the same
 * transaction), the outbox emails the submitter exactly once, and a signed-in submitter reads the
 * approved answer. A failed answer email is on the Email delivery page, and sending it again there
 * delivers it once.
 */
import { describe, expect, it } from 'vitest';
import { fieldOf, listMail, must, type RpcRow, setMailRunning, waitForMail } from '../helpers.ts';
import {
  anonClient,
  DEMO,
  newAccount,
  newExpert,
  newUser,
  signedIn,
  sql,
  userId,
} from './support.ts';

/** The outbox rows of a question's answer email. */
async function answerEmails(questionId: string) {
  return sql<{ id: string; status: string; attempts: number; last_error: string | null }>(
    `select id::text, status, attempts, last_error from public.outbox
     where question_id = $1 and kind = 'answer_email' order by id`,
    [questionId],
  );
}

const answered = (to: string) => async () =>
  (await listMail()).filter(
    (m) => m.to.some((t) => t.address === to) && /has been answered/.test(m.subject),
  );

describe('answer lifecycle (expert workspace)', () => {
  it('runs submission -> answer -> reject -> revise -> approve -> email, with conflicts reported as PT409', async () => {
    const account = await newAccount('loop');
    const expert = await newExpert({ accountSlugs: [account.slug] });
    const approver = await signedIn(DEMO.approver);
    const approverId = await userId(DEMO.approver);
    await sql(
      'insert into public.expert_corporate_assignments (expert_id, corporate_account_id) values ($1, $2)',
      [approverId, account.id],
    );

    // 1. anonymous partner submission, auto-assigned to the account's non-approver expert
    const submitter = `pat-${Date.now().toString(36)}@example.test`;
    const anon = anonClient();
    const submitted = await anon.rpc('submit_question', {
      payload: {
        title: 'Modifier 25 with a minor procedure',
        content: 'May we bill an E/M visit with modifier 25 on the day of a minor procedure?',
        status: 'unassigned',
        firstName: 'Pat',
        lastName: 'Doe',
        email: submitter,
        codingQuestionType: 'Professional - Global',
        corporateAccountId: account.id,
      },
    });
    const questionId = must(submitted);
    // submit_question assigned it to the account's expert in the same transaction.

    // the expert's dashboard and queue show it, oldest first
    const { data: counts } = await expert.client.rpc('expert_dashboard_counts');
    expect(counts).toMatchObject({
      assigned: 1,
      pending: 1,
      needs_revision: 0,
      awaiting_approval: 0,
      approval_queue: null,
    });
    const { data: queue } = await expert.client.rpc('expert_queue');
    expect(queue?.map((q) => q.id)).toEqual([questionId]);

    // 2. the expert answers
    const a1 = must(
      await expert.client.rpc('add_answer', {
        question_id: questionId,
        content: 'First draft: yes, always.',
      }),
    );
    const { data: approverCounts } = await approver.rpc('expert_dashboard_counts');
    expect(fieldOf(approverCounts, 'approval_queue')).toBeGreaterThanOrEqual(1);

    // 3. the approver rejects with a reason (a blank reason is refused)
    const blank = await approver.rpc('reject_answer', { answer_id: a1, reason: '  ' });
    expect(blank.error?.message).toBe('A reason is required to reject an answer');
    const rej = await approver.rpc('reject_answer', {
      answer_id: a1,
      reason: 'Cite the separately identifiable E/M requirement.',
    });
    expect(rej.error).toBeNull();
    // acting on the same answer again is a conflict, not a silent overwrite
    const again = await approver.rpc('approve_answer', { answer_id: a1 });
    expect(again.error?.code).toBe('PT409');
    expect(again.error?.message).toBe('This answer has already been rejected');

    const { data: queue2 } = await expert.client.rpc('expert_queue');
    expect(queue2).toEqual([
      expect.objectContaining({
        id: questionId,
        status: 'pending',
        needs_revision: true,
        rejection_reason: 'Cite the separately identifiable E/M requirement.',
      }),
    ]);
    const { data: counts2 } = await expert.client.rpc('expert_dashboard_counts');
    expect(counts2).toMatchObject({ needs_revision: 1, pending: 0 });

    // 4. the expert revises
    const revised = 'Yes, when the E/M is significant and separately identifiable (modifier 25).';
    const a2 = must(
      await expert.client.rpc('add_answer', { question_id: questionId, content: revised }),
    );

    // a non-approver expert cannot approve; nothing is queued for the submitter before approval
    const self = await expert.client.rpc('approve_answer', { answer_id: a2 });
    expect(self.error?.code).toBe('42501');
    expect(await answerEmails(questionId)).toEqual([]);

    // 5. the approver approves
    const ok = await approver.rpc('approve_answer', { answer_id: a2 });
    expect(ok.error).toBeNull();
    const late = await approver.rpc('approve_answer', { answer_id: a2 });
    expect(late.error?.code).toBe('PT409');
    expect(late.error?.message).toBe('This answer has already been approved');

    // 6. the email: the approval queued exactly one; the outbox sends it once (a refused second
    // approval queued nothing)
    expect(await answerEmails(questionId)).toHaveLength(1);
    // (the outbox's confirmation of the submission reaches the submitter too)
    const mail = await waitForMail(submitter, (m) => /has been answered/.test(m.subject));
    expect(mail.subject).toBe(
      'ClaimDesk: your question "Modifier 25 with a minor procedure" has been answered',
    );
    expect(mail.text).toContain(revised);
    expect(mail.text).not.toContain('First draft');
    expect(mail.text).toContain(`Reference: Q-${questionId.slice(0, 8).toUpperCase()}`);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await answered(submitter)()).toHaveLength(1);
    expect(await answerEmails(questionId)).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 1 }),
    ]);

    // the history records every transition with its actor
    const events = await sql<{ event: string; to_status: string; reason: string | null }>(
      'select event, to_status, reason from public.question_events where question_id = $1 order by created_at, seq',
      [questionId],
    );
    expect(events.map((e) => e.event)).toEqual([
      'created',
      'assigned',
      'answered',
      'rejected',
      'answered',
      'approved',
    ]);
  });

  it('a signed-in submitter sees only the approved answer of their own question', async () => {
    const account = await newAccount('own');
    const expert = await newExpert({ accountSlugs: [account.slug] });
    const approver = await signedIn(DEMO.approver);
    const user = await newUser('Claim Owner');
    // A partner's form takes that partner's users (docs/spec-notes.md, "Partner forms"), so this
    // submitter is one.
    await sql(
      'update public.profiles set corporate_account_id = $1, is_corporate_user = true where id = $2',
      [account.id, user.id],
    );
    const submitted = await user.client.rpc('submit_question', {
      payload: {
        title: 'Global period for a minor procedure',
        content: 'How long is the global period?',
        status: 'unassigned',
        userId: user.id,
        firstName: 'Claim',
        lastName: 'Owner',
        email: user.email,
        codingQuestionType: 'General Coding Question',
        corporateAccountId: account.id,
      },
    });
    const questionId = must(submitted);
    const a1 = must(
      await expert.client.rpc('add_answer', { question_id: questionId, content: 'Draft answer' }),
    );

    const claims = async () => {
      const { data, error: e } = await user.client
        .from('questions')
        .select('id, status, answers(id, content, approved_at)')
        .eq('id', questionId);
      expect(e).toBeNull();
      return data;
    };
    // an undecided answer stays hidden from the submitter
    expect(await claims()).toEqual([
      expect.objectContaining({ status: 'awaiting_approval', answers: [] }),
    ]);
    await approver.rpc('approve_answer', { answer_id: a1 });
    expect(await claims()).toEqual([
      expect.objectContaining({
        status: 'approved',
        answers: [expect.objectContaining({ content: 'Draft answer' })],
      }),
    ]);
  });

  it('a failed answer email is on the Email delivery page, and send again delivers it once', async () => {
    const account = await newAccount('mailfail');
    const expert = await newExpert({ accountSlugs: [account.slug] });
    const approver = await signedIn(DEMO.approver);
    const admin = await signedIn(DEMO.admin);
    const submitter = `mailfail-${Date.now().toString(36)}@example.test`;
    const submitted = await anonClient().rpc('submit_question', {
      payload: {
        title: 'Infusion hierarchy',
        content: 'Which infusion code is initial?',
        status: 'unassigned',
        firstName: 'Ina',
        lastName: 'Fusion',
        email: submitter,
        codingQuestionType: 'Hospital - Outpatient',
        corporateAccountId: account.id,
      },
    });
    const questionId = must(submitted);
    const answerId = must(
      await expert.client.rpc('add_answer', {
        question_id: questionId,
        content: 'The infusion hierarchy puts chemotherapy first.',
      }),
    );

    await setMailRunning(false);
    let outboxId: number;
    try {
      expect((await approver.rpc('approve_answer', { answer_id: answerId })).error).toBeNull();
      const deadline = Date.now() + 15_000;
      while (!(await answerEmails(questionId))[0]?.last_error) {
        if (Date.now() > deadline) throw new Error('the answer email was never tried');
        await new Promise((r) => setTimeout(r, 200));
      }
      const { data: list, error } = await admin.rpc('admin_email_deliveries', {});
      expect(error).toBeNull();
      const rows: RpcRow<'admin_email_deliveries', 'last_error'>[] = list ?? [];
      const row = rows.find((r) => r.question_id === questionId && r.kind === 'answer_email');
      expect(row).toMatchObject({ state: 'retrying', recipient: submitter, answer_id: answerId });
      expect(row!.last_error).toMatch(/SMTP failed/);
      outboxId = row!.outbox_id;
    } finally {
      await setMailRunning(true);
    }

    const again = await admin.rpc('admin_outbox_send_again', { p_id: outboxId });
    expect(again.error).toBeNull();
    const mail = await waitForMail(submitter, (m) => /has been answered/.test(m.subject));
    expect(mail.text).toContain('The infusion hierarchy puts chemotherapy first.');
    await new Promise((r) => setTimeout(r, 1500));
    expect(await answered(submitter)()).toHaveLength(1);
    expect(await answerEmails(questionId)).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 1 }),
    ]);
  });
});
