/**
 * The ask-back mails as the stack delivers them: process-outbox (driven by the local drainer) sends
 * the request to the submitter with a working reply link, the expert's "reply received", the
 * reminder when it falls due, and the close notice that closes the question. Read back from
 * MailDev.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, apiClient, ok, signIn, sql, submit } from '../db/db-helpers.ts';
import { waitForMail, type CapturedMail, type TestClient } from '../helpers.ts';

let expert: TestClient;
let admin: TestClient;
let expertId: string;

function unique(tag: string) {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/** A pending question of the demo expert from an anonymous submitter with their own address. */
async function pendingQuestion(): Promise<{ id: string; email: string; title: string }> {
  const email = `${unique('asked')}@example.test`;
  const title = `Ask-back ${unique('q')}`;
  const id = await submit(apiClient(), {
    title,
    email,
    submitterEmail: email,
    firstName: 'Robin',
    lastName: 'Reply',
    submitterName: 'Robin Reply',
  });
  ok(await admin.rpc('assign_expert', { question_id: id, expert_id: expertId }));
  return { id, email, title };
}

function tokenOf(mail: CapturedMail): string {
  const m = /\/reply\?token=([0-9a-f]{64})/.exec(mail.text ?? '');
  if (!m?.[1]) throw new Error(`no reply link in: ${mail.text}`);
  return m[1];
}

/** Makes a scheduled outbox row due now (the drainer delivers it within a second). */
async function due(kind: string, questionId: string) {
  await sql(
    `update public.outbox set next_attempt_at = now() where kind = $1 and question_id = $2`,
    [kind, questionId],
  );
}

async function statusOf(questionId: string): Promise<string> {
  const rows = await sql<{ status: string }>('select status from public.questions where id = $1', [
    questionId,
  ]);
  return rows[0]?.status ?? 'missing';
}

beforeAll(async () => {
  expert = await signIn(DEMO.expert);
  admin = await signIn(DEMO.admin);
  const rows = await sql<{ id: string }>('select id from public.profiles where email = $1', [
    DEMO.expert,
  ]);
  expertId = rows[0]!.id;
});

describe('ask-back mails', () => {
  it('the submitter gets the message and a link; replying through it mails the expert', async () => {
    const q = await pendingQuestion();
    ok(
      await expert.rpc('request_information', {
        p_question_id: q.id,
        p_message: 'Which payer is this claim for?',
      }),
    );
    const request = await waitForMail(q.email, (m) =>
      m.subject.startsWith('ClaimDesk: more information'),
    );
    expect(request.subject).toBe(`ClaimDesk: more information needed about "${q.title}"`);
    expect(request.from[0]?.address).toBe('no-reply@claimdesk.test');
    for (const part of [request.text ?? '', request.html ?? '']) {
      expect(part).toContain('Robin Reply');
      expect(part).toContain('Which payer is this claim for?');
      expect(part).toMatch(/\/reply\?token=[0-9a-f]{64}/);
      expect(part).toMatch(new RegExp(`Reference: (<strong>)?Q-${q.id.slice(0, 8).toUpperCase()}`));
    }

    const token = tokenOf(request);
    ok(
      await apiClient().rpc('reply_info_request_by_token', {
        p_token: token,
        p_message: 'Medicare Part B.',
      }),
    );
    const received = await waitForMail(DEMO.expert, (m) => m.subject.includes(q.title));
    expect(received.subject).toBe(`ClaimDesk: the submitter replied to "${q.title}"`);
    expect(received.text).toContain('Robin Reply replied to your request');
    expect(received.text).toContain(`/expert/questions/${q.id}`);
    expect(received.text).not.toContain('Medicare Part B.');

    // answered: the reminder and the close, when due, send nothing and change nothing
    await due('info_request_reminder', q.id);
    await due('info_request_close', q.id);
    await expect
      .poll(
        async () =>
          (
            await sql<{ n: number }>(
              `select count(*)::int as n from public.outbox where question_id = $1
             and kind in ('info_request_reminder', 'info_request_close') and status = 'skipped'`,
              [q.id],
            )
          )[0]?.n,
        { timeout: 15_000 },
      )
      .toBe(2);
    expect(await statusOf(q.id)).toBe('pending');
  });

  it('without a reply: the reminder, then the close notice; the close link reopens the question', async () => {
    const q = await pendingQuestion();
    ok(
      await expert.rpc('request_information', {
        p_question_id: q.id,
        p_message: 'Please tell us the place of service.',
      }),
    );
    await waitForMail(q.email, (m) => m.subject.startsWith('ClaimDesk: more information'));

    await due('info_request_reminder', q.id);
    const reminder = await waitForMail(q.email, (m) => m.subject.includes('reminder'));
    expect(reminder.subject).toBe(
      `ClaimDesk: reminder - more information needed about "${q.title}"`,
    );
    expect(reminder.text).toContain('Please tell us the place of service.');

    await due('info_request_close', q.id);
    const closed = await waitForMail(q.email, (m) => m.subject.includes('was closed'));
    expect(closed.subject).toBe(`ClaimDesk: your question "${q.title}" was closed without a reply`);
    expect(closed.text).toContain('reply within 30 days to reopen your question');
    for (const m of [reminder, closed])
      expect(m.text).toContain(`Reference: Q-${q.id.slice(0, 8).toUpperCase()}`);
    expect(await statusOf(q.id)).toBe('closed_no_reply');

    ok(
      await apiClient().rpc('reply_info_request_by_token', {
        p_token: tokenOf(closed),
        p_message: 'Office, POS 11.',
      }),
    );
    expect(await statusOf(q.id)).toBe('pending');
  });
});
