/**
 * send-corporate-notification: the account's primary_email gets the summary and remaining count.
 * The outbox sends it for every partner submission (the counter is already decremented by then);
 * the function remains for staff and the service role only.
 */
import { describe, expect, it } from 'vitest';
import { sql, waitForMail } from '../helpers.ts';
import { CALLER_KINDS, callFn, newCorporateAccount, submitQuestion } from './fn-helpers.ts';

const ZERO_WORDING =
  'No questions remain this month. We will still accept this question and work with you to upgrade your plan for the month.';

function specBody(
  q: { id: string; email: string; title: string },
  accountId: string,
  remaining: number | null = null,
) {
  return {
    questionId: q.id,
    corporateAccountId: accountId,
    submitterName: 'Ada Lovelace',
    submitterEmail: q.email,
    title: q.title,
    content: 'Can modifier 25 be billed with a preventive visit on the same day?',
    codingQuestionType: 'Professional - Global',
    zipCode: '02139',
    locationOfServiceName: 'Main Campus',
    locationOfServiceZip: '02140',
    posIndicator: '11 - Office',
    questionsRemaining: remaining,
  };
}

describe('send-corporate-notification', () => {
  it('emails the primary_email a summary of the new question with the remaining count', async () => {
    const account = await newCorporateAccount(9); // 8 once the submission is counted
    const q = await submitQuestion({ corporateAccountId: account.id, status: 'pending' });
    const res = await callFn('send-corporate-notification', specBody(q, account.id, 8), 'service');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sent: true, questionId: q.id });

    const mail = await waitForMail(account.primaryEmail);
    expect(mail.from[0]?.address).toBe('no-reply@claimdesk.test');
    expect(mail.to.map((t) => t.address)).toEqual([account.primaryEmail]);
    expect(mail.subject).toBe(`ClaimDesk: new question for ${account.name}: "${q.title}"`);
    for (const part of [mail.text ?? '', mail.html ?? '']) {
      expect(part).toContain(q.title);
      expect(part).toContain('Can modifier 25 be billed with a preventive visit on the same day?');
      expect(part).toContain('Professional - Global');
      expect(part).toContain('Ada Lovelace');
      expect(part).toContain(q.email);
      expect(part).toContain('Main Campus');
      expect(part).toContain('11 - Office');
      expect(part).toContain('Questions Remaining: 8');
      expect(part).not.toContain(ZERO_WORDING);
      // the reference the submitter was given, never the raw id
      expect(part).toMatch(
        new RegExp(`Reference(</th><td>|: )Q-${q.id.slice(0, 8).toUpperCase()}`),
      );
      expect(part).not.toContain(q.id);
    }
  });

  it('uses the zero-remaining wording of the counter forms at 0', async () => {
    const account = await newCorporateAccount(0);
    const q = await submitQuestion({ corporateAccountId: account.id, status: 'pending' });
    const res = await callFn('send-corporate-notification', specBody(q, account.id, 0), 'service');
    expect(res.status).toBe(200);
    const mail = await waitForMail(account.primaryEmail);
    expect(mail.text).toContain('Questions Remaining: 0');
    expect(mail.text).toContain(ZERO_WORDING);
    expect(mail.html).toContain(ZERO_WORDING);
  });

  it('reports the count stored for the account, not the one in the body', async () => {
    const account = await newCorporateAccount(4); // 3 once the submission is counted
    const q = await submitQuestion({ corporateAccountId: account.id, status: 'pending' });
    await callFn('send-corporate-notification', specBody(q, account.id, 999), 'service');
    const mail = await waitForMail(account.primaryEmail);
    expect(mail.text).toContain('Questions Remaining: 3');
    // (not a bare '999': the question's id or title may contain those digits by chance)
    expect(mail.text).not.toContain('Questions Remaining: 999');
    expect(mail.html).not.toContain('Questions Remaining: 999');
  });

  it.each(CALLER_KINDS)('%s: only staff and the service may call it', async (kind) => {
    const account = await newCorporateAccount(5);
    const q = await submitQuestion({ corporateAccountId: account.id, status: 'pending' });
    const res = await callFn('send-corporate-notification', specBody(q, account.id), kind);
    if (kind === 'anon' || kind === 'user') {
      expect(res.status).toBe(kind === 'anon' ? 401 : 403);
    } else {
      expect(res.status).toBe(200);
      await waitForMail(account.primaryEmail);
    }
  });

  it('refuses a question of another account, and one older than an hour', async () => {
    const account = await newCorporateAccount(5);
    const other = await newCorporateAccount(5);
    const q = await submitQuestion({ corporateAccountId: other.id, status: 'pending' });
    const wrong = await callFn('send-corporate-notification', specBody(q, account.id), 'service');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('corporateAccountId: does not match the question');

    const old = await submitQuestion({ corporateAccountId: account.id, status: 'pending' });
    await sql("update public.questions set created_at = now() - interval '2 hours' where id = $1", [
      old.id,
    ]);
    const late = await callFn('send-corporate-notification', specBody(old, account.id), 'service');
    expect(late.status).toBe(403);
    expect(late.body.error).toBe(
      'Notifications are only sent for questions submitted in the last hour',
    );
  });

  it('bad bodies are 400 naming the field; unknown question 404', async () => {
    const account = await newCorporateAccount(5);
    const q = await submitQuestion({ corporateAccountId: account.id, status: 'pending' });
    const noAccount = await callFn(
      'send-corporate-notification',
      { ...specBody(q, account.id), corporateAccountId: undefined },
      'service',
    );
    expect(noAccount.status).toBe(400);
    expect(noAccount.body.error).toBe('corporateAccountId is required');
    const badCount = await callFn(
      'send-corporate-notification',
      { ...specBody(q, account.id), questionsRemaining: 'ten' },
      'service',
    );
    expect(badCount.status).toBe(400);
    expect(badCount.body.error).toMatch(/^questionsRemaining: /);
    const missing = await callFn(
      'send-corporate-notification',
      { ...specBody(q, account.id), questionId: '7d3c2b1a-0000-4000-8000-0000000000bb' },
      'service',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Question not found');
  });
});
