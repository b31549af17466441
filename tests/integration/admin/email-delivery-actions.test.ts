/**
 * Acting on email delivery, on exact data in a rolled-back transaction: what may be sent again or
 * given up, a worker finishing after a give-up, a question's emails in every state, and the answer
 * emails, sent again and given up like every other outbox row (docs/decisions.md, "One mail path").
 */
import { describe, expect, it } from 'vitest';
import { oneRow } from '../helpers.ts';
import { fixture, list, type Row } from './email-fixture.ts';
import { ADMIN_ID, EXPERT_ID, callAs, withRollback } from './support.ts';

describe('what may be acted on', () => {
  it('a reminder not yet due is never sent early or given up; a delivery after a give-up is recorded', async () => {
    await withRollback(async (c) => {
      const f = await fixture(c);
      const [reminder] = oneRow(
        (
          await c.query<{ id: string }>(
            `select id from public.outbox where kind = 'info_request_reminder' and question_id = $1`,
            [f.q],
          )
        ).rows,
      );
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
          ['answer_email', 'failed'],
          ['answer_email', 'retrying'],
        ]),
      );
    });
  });

  it('answer emails: given up and sent again like any other outbox row, audited', async () => {
    await withRollback(async (c) => {
      const f = await fixture(c);
      const [failed, retrying] = f.answers.map((k) => Number(k.slice(1)));
      await callAs(c, ADMIN_ID, 'select * from public.admin_outbox_give_up($1)', [failed]);
      expect((await list(c)).map((r) => r.key)).not.toContain(f.answers[0]);
      const [again] = await callAs<Row>(
        c,
        ADMIN_ID,
        'select * from public.admin_outbox_send_again($1)',
        [retrying],
      );
      expect(again).toMatchObject({ state: 'queued', attempts: 0 });
      const events = (
        await c.query(
          `select action, target_id, old_values, new_values from public.admin_events
           where action in ('email.give_up', 'email.send_again') order by id desc limit 2`,
        )
      ).rows;
      expect(events).toEqual([
        expect.objectContaining({
          action: 'email.send_again',
          target_id: f.q,
          new_values: { email: 'answer_email', recipient: 'pat@example.test', state: 'queued' },
        }),
        expect.objectContaining({
          action: 'email.give_up',
          target_id: f.q,
          old_values: expect.objectContaining({ state: 'failed' }),
          new_values: { email: 'answer_email', recipient: 'pat@example.test', state: 'given_up' },
        }),
      ]);
    });
  });
});
