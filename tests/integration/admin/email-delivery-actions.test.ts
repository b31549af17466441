/**
 * Acting on email delivery, on exact data in a rolled-back transaction: what may be sent again or
 * given up, a worker finishing after a give-up, a question's emails in every state, and the answer
 * emails (an admin's resend through send-approved-answer is audited).
 */
import { describe, expect, it } from 'vitest';
import { callFn } from '../functions/fn-helpers.ts';
import { waitForMail } from '../helpers.ts';
import { fixture, list, type Row } from './email-fixture.ts';
import {
  ADMIN_ID,
  APPROVER_ID,
  EXPERT_ID,
  callAs,
  eventsFor,
  insertAnswer,
  insertQuestion,
  sql,
  withRollback,
} from './support.ts';

describe('what may be acted on', () => {
  it('a reminder not yet due is never sent early or given up; a delivery after a give-up is recorded', async () => {
    await withRollback(async (c) => {
      const f = await fixture(c);
      const [reminder] = (
        await c.query(
          `select id from public.outbox where kind = 'info_request_reminder' and question_id = $1`,
          [f.q],
        )
      ).rows as [{ id: string }];
      for (const fn of ['admin_outbox_send_again', 'admin_outbox_give_up'])
        await expect(
          callAs(c, ADMIN_ID, `select * from public.${fn}($1)`, [reminder.id]),
        ).rejects.toThrow(/Only an email that failed or is retrying can be/);
      const id = Number(f.retrying.slice(1));
      await callAs(c, ADMIN_ID, 'select * from public.admin_outbox_give_up($1)', [id]);
      // the worker that was sending it finishes afterwards: a retry changes nothing, a delivery is kept
      expect(
        (await c.query(`select public.outbox_finish($1, 'retry', 'late') as s`, [id])).rows[0].s,
      ).toBe('failed');
      expect(
        (await c.query(`select public.outbox_finish($1, 'delivered') as s`, [id])).rows[0].s,
      ).toBe('delivered');
      const emails = await callAs<Row>(c, EXPERT_ID, 'select * from public.question_emails($1)', [
        f.q,
      ]);
      expect(emails.map((e) => [e.kind, e.state])).toEqual(
        expect.arrayContaining([
          ['partner_notification', 'sent'],
          ['partner_digest', 'failed'],
          ['info_request_reminder', 'scheduled'],
          ['info_request_email', 'given_up'],
          ['smartsheet_row', 'sent'],
          ['answer_email', 'stuck'],
          ['answer_email', 'sending'],
        ]),
      );
    });
  });

  it('answer emails: give up a stuck one, refuse one being sent; an admin sending one again is audited', async () => {
    await withRollback(async (c) => {
      const f = await fixture(c);
      const [, stuck, sending] = f.answers.map((k) => k.slice(1));
      await callAs(c, ADMIN_ID, 'select * from public.admin_answer_email_give_up($1)', [stuck]);
      await expect(
        callAs(c, ADMIN_ID, 'select * from public.admin_answer_email_give_up($1)', [sending]),
      ).rejects.toThrow('This email is being sent right now');
      expect((await list(c)).map((r) => r.key)).not.toContain(`a${stuck}`);
      const [event] = (
        await c.query(
          `select * from public.admin_events where action = 'email.give_up' order by id desc limit 1`,
        )
      ).rows;
      expect(event).toMatchObject({ target_id: f.q, old_values: { state: 'stuck' } });
    });
    // through the real send-approved-answer (committed data, so outside the rollback)
    const q = await insertQuestion({ status: 'approved', expert_id: EXPERT_ID });
    const email = `resend-${Date.now().toString(36)}@example.test`;
    await sql(`update public.questions set submitter_email = $2 where id = $1`, [q, email]);
    const a = await insertAnswer({
      question_id: q,
      expert_id: EXPERT_ID,
      approved_at: new Date().toISOString(),
      approved_by: APPROVER_ID,
    });
    await sql(
      `insert into public.answer_deliveries (answer_id, question_id, recipient, status, attempts, last_error, given_up_at)
       values ($1, $2, $3, 'failed', 2, 'SMTP 550', now())`,
      [a, q, email],
    );
    expect((await callFn('send-approved-answer', { answerId: a }, 'admin')).status).toBe(200);
    await waitForMail(email);
    const [event] = await eventsFor(q, 'email.send_again');
    expect(event).toMatchObject({
      actor_id: ADMIN_ID,
      old_values: { state: 'given_up', attempts: 2, last_error: 'SMTP 550' },
      new_values: { email: 'answer_email', recipient: email, state: 'sending' },
    });
  });
});
