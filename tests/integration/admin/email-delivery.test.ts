/**
 * Email delivery through the real stack (docs/decisions.md, "Email delivery"): a confirmation sent
 * while the SMTP server is down retries, then fails, and the admin sees it on Email delivery and the
 * expert on the question's page; sending it again once the server is back delivers it; giving one up
 * stops its retries. The local drainer delivers the outbox every second, as production does.
 */
import {
  type RpcRow,
  type Tables,
  type TestClient,
  listMail,
  setMailRunning,
  waitForMail,
} from '../helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ID, DEMO, apiClient, eventsFor, ok, signIn, sql, submit } from './support.ts';

/** An outbox row as read below (id::text). */
type OutboxRow = Pick<
  Tables<'outbox'>,
  'status' | 'attempts' | 'max_attempts' | 'last_error' | 'given_up_at'
> & { id: string };

let admin: TestClient;
let expert: TestClient;

beforeAll(async () => {
  admin = await signIn(DEMO.admin);
  expert = await signIn(DEMO.expert);
});

afterAll(async () => {
  await setMailRunning(true);
});

const unique = (tag: string) =>
  `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function confirmationOf(questionId: string): Promise<OutboxRow> {
  const [row] = await sql<OutboxRow>(
    `select id::text, status, attempts, max_attempts, last_error, given_up_at
     from public.outbox where kind = 'confirmation_email' and question_id = $1`,
    [questionId],
  );
  if (!row) throw new Error(`no confirmation queued for ${questionId}`);
  return row;
}

/** Polls the confirmation row until `done` (the drainer runs every second). */
async function until(questionId: string, done: (r: OutboxRow) => boolean): Promise<OutboxRow> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const row = await confirmationOf(questionId);
    if (done(row)) return row;
    if (Date.now() > deadline)
      throw new Error(`confirmation never got there: ${JSON.stringify(row)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Skips the backoff wait instead of sleeping through it. */
const dueNow = (id: string) =>
  sql('update public.outbox set next_attempt_at = now() where id = $1', [id]);

/** An anonymous question whose confirmation goes to a fresh address, sent with SMTP down. */
async function questionWithMailDown(tag: string) {
  const email = `${unique(tag)}@example.test`;
  const title = `Email delivery ${unique('q')}`;
  await setMailRunning(false);
  const id = await submit(apiClient(), { title, email, submitterEmail: email });
  return { id, email, title };
}

type Listed = RpcRow<'admin_email_deliveries', 'recipient' | 'last_error'>;

async function listed(state: 'failed' | 'retrying'): Promise<Listed[]> {
  return ok(await admin.rpc('admin_email_deliveries', { p_state: state, p_limit: 200 }));
}

describe('a confirmation that cannot be sent', () => {
  let q: { id: string; email: string; title: string };
  let row: OutboxRow;

  it('retries, then fails; the admin sees it with its question and error, the expert on the question', async () => {
    q = await questionWithMailDown('confirm-fails');
    // two tries instead of eight over two hours
    await sql(`update public.outbox set max_attempts = 2 where question_id = $1`, [q.id]);
    row = await until(q.id, (r) => r.attempts >= 1 && r.last_error !== null);
    expect(row.status).toBe('pending');
    const retrying = (await listed('retrying')).find(
      (r) => r.key === `o${row.id.padStart(19, '0')}`,
    );
    expect(retrying).toMatchObject({ kind: 'confirmation_email', recipient: q.email });

    await dueNow(row.id);
    row = await until(q.id, (r) => r.status === 'failed');
    const failed = (await listed('failed')).find((r) => r.key === `o${row.id.padStart(19, '0')}`);
    expect(failed).toMatchObject({
      kind: 'confirmation_email',
      state: 'failed',
      recipient: q.email,
      question_id: q.id,
      question_title: q.title,
      attempts: 2,
      max_attempts: 2,
      next_attempt_at: null,
    });
    expect(failed!.last_error).toMatch(/^confirmation: SMTP failed/);

    const emails = ok(await expert.rpc('question_emails', { p_question_id: q.id }));
    expect(emails.find((e) => e.kind === 'confirmation_email')).toMatchObject({
      state: 'failed',
      recipient: q.email,
    });
  });

  it('sending it again once the server is back delivers it; the audit keeps what it replaced', async () => {
    await setMailRunning(true);
    // (MailDev's list is down with its server) nothing reached the submitter before
    expect((await listMail()).some((m) => m.to.some((t) => t.address === q.email))).toBe(false);
    const again = ok(await admin.rpc('admin_outbox_send_again', { p_id: Number(row.id) }));
    expect(again).toEqual([
      expect.objectContaining({ outbox_id: Number(row.id), state: 'queued', attempts: 0 }),
    ]);
    await waitForMail(q.email);
    await until(q.id, (r) => r.status === 'delivered');
    expect((await listed('failed')).map((r) => r.key)).not.toContain(
      `o${row.id.padStart(19, '0')}`,
    );
    const emails = ok(await expert.rpc('question_emails', { p_question_id: q.id }));
    expect(emails.find((e) => e.kind === 'confirmation_email')?.state).toBe('sent');

    const [event] = await eventsFor(q.id, 'email.send_again');
    expect(event).toMatchObject({
      actor_id: ADMIN_ID,
      target_type: 'question',
      target_label: q.title,
      old_values: { state: 'failed', attempts: 2 },
      new_values: { email: 'confirmation_email', recipient: q.email, state: 'queued' },
    });
    expect(String(event!.old_values!.last_error)).toMatch(/SMTP failed/);
    const twice = await admin.rpc('admin_outbox_send_again', { p_id: Number(row.id) });
    expect(twice.error).toMatchObject({
      code: 'PT409',
      message: 'This email has already been sent',
    });
  });
});

describe('giving up', () => {
  it('stops the retries: no further attempt, and no mail once the server is back', async () => {
    const q = await questionWithMailDown('give-up');
    const row = await until(q.id, (r) => r.attempts >= 1 && r.last_error !== null);
    const res = ok(await admin.rpc('admin_outbox_give_up', { p_id: Number(row.id) }));
    expect(res).toEqual([expect.objectContaining({ state: 'given_up', attempts: row.attempts })]);
    await setMailRunning(true);
    await dueNow(row.id);
    await new Promise((r) => setTimeout(r, 3_000));
    const after = await confirmationOf(q.id);
    expect(after).toMatchObject({ status: 'failed', attempts: row.attempts });
    expect(after.given_up_at).not.toBeNull();
    expect((await listMail()).some((m) => m.to.some((t) => t.address === q.email))).toBe(false);
    expect((await listed('retrying')).map((r) => r.key)).not.toContain(
      `o${row.id.padStart(19, '0')}`,
    );
    const emails = ok(await expert.rpc('question_emails', { p_question_id: q.id }));
    expect(emails.find((e) => e.kind === 'confirmation_email')?.state).toBe('given_up');

    const twice = await admin.rpc('admin_outbox_give_up', { p_id: Number(row.id) });
    expect(twice.error).toMatchObject({
      code: 'PT409',
      message: 'This email has already been given up',
    });
    const [event] = await eventsFor(q.id, 'email.give_up');
    expect(event).toMatchObject({
      actor_id: ADMIN_ID,
      old_values: { state: 'retrying', attempts: row.attempts },
      new_values: { email: 'confirmation_email', recipient: q.email, state: 'given_up' },
    });

    // a given-up email can still be sent again by hand
    ok(await admin.rpc('admin_outbox_send_again', { p_id: Number(row.id) }));
    await waitForMail(q.email);
  });
});
