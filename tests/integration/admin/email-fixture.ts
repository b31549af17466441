/**
 * Exact email-delivery data for the tests that run in a rolled-back transaction
 * (email-delivery-data.test.ts, email-delivery-actions.test.ts).
 */
import type pg from 'pg';
import { oneRow } from '../helpers.ts';
import { ADMIN_ID, callAs } from './support.ts';

export type Row = Record<string, unknown> & { key: string; state: string };

/** Inside the transaction: every existing row out of the way, then a question with one of each. */
export async function fixture(c: pg.Client) {
  await c.query(`update public.outbox set status = 'delivered' where status <> 'delivered'`);
  const [q] = oneRow(
    (
      await c.query<{ id: string }>(
        `insert into public.questions (title, content, status, first_name, last_name, email)
       values ('Email fixture', 'Which modifier?', 'approved', 'Pat', 'Doe', 'pat@example.test')
       returning id`,
      )
    ).rows,
  );
  const [acct] = oneRow(
    (
      await c.query<{ id: string; name: string }>(
        `select id, name from public.corporate_accounts limit 1`,
      )
    ).rows,
  );
  /** One outbox row of the question (a digest: of the account, naming the question). */
  const outbox = async (
    kind: string,
    status: string,
    at: string,
    error = true,
    dueIn = 0,
    gaveUp = false,
  ) => {
    const { rows } = await c.query(
      `insert into public.outbox (kind, dedupe_key, question_id, payload, status, attempts,
         last_error, next_attempt_at, given_up_at, created_at)
       values ($1, $1 || ':' || gen_random_uuid(), case when $1 = 'partner_digest' then null else $2::uuid end,
         jsonb_build_object('to', 'pat@example.test', 'accountId', $5::text, 'questionIds', jsonb_build_array($2::text)),
         $3, 2, case when $6 then 'SMTP down' end, now() + make_interval(mins => $7::int),
         case when $8 then now() end, $4::timestamptz)
       returning id`,
      [kind, q.id, status, at, acct.id, error, dueIn, gaveUp],
    );
    return `o${String(rows[0].id).padStart(19, '0')}`;
  };
  const failed = await outbox('confirmation_email', 'failed', '2026-01-01T10:00:00Z');
  const retrying = await outbox('partner_notification', 'pending', '2026-01-01T10:00:00Z', true, 1);
  const digest = await outbox('partner_digest', 'failed', '2026-01-01T09:00:00Z');
  await outbox('info_request_reminder', 'pending', '2026-01-01T08:00:00Z', false, 3 * 24 * 60);
  await outbox('info_request_email', 'failed', '2026-01-01T08:00:00Z', true, 0, true);
  await outbox('smartsheet_row', 'delivered', '2026-01-01T08:00:00Z', false);
  // answer emails are outbox rows like the rest: one that failed, one being retried
  const answers = [
    await outbox('answer_email', 'failed', '2026-01-01T07:00:00Z'),
    await outbox('answer_email', 'pending', '2026-01-01T07:00:00Z', true, 1),
  ];
  return { q: q.id, acct, failed, retrying, digest, answers };
}

export const list = (c: pg.Client, args = 'p_limit => 200') =>
  callAs<Row>(c, ADMIN_ID, `select * from public.admin_email_deliveries(${args})`);
