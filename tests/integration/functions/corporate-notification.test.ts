/** send-corporate-notification: the account's primary_email gets the summary and remaining count. */
import { describe, expect, it } from 'vitest';
import { listMail, sql, waitForMail } from '../helpers.ts';
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
    const account = await newCorporateAccount(8);
    const q = await submitQuestion({ corporateAccountId: account.id, status: 'pending' });
    const res = await callFn('send-corporate-notification', specBody(q, account.id, 8), 'anon');
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
    }
  });

  it('uses the zero-remaining wording of the counter forms at 0', async () => {
    const account = await newCorporateAccount(0);
    const q = await submitQuestion({ corporateAccountId: account.id, status: 'pending' });
    const res = await callFn('send-corporate-notification', specBody(q, account.id, 0), 'anon');
    expect(res.status).toBe(200);
    const mail = await waitForMail(account.primaryEmail);
    expect(mail.text).toContain('Questions Remaining: 0');
    expect(mail.text).toContain(ZERO_WORDING);
    expect(mail.html).toContain(ZERO_WORDING);
  });

  it('reports the count stored for the account, not the one in the body', async () => {
    const account = await newCorporateAccount(3);
    const q = await submitQuestion({ corporateAccountId: account.id, status: 'pending' });
    await callFn('send-corporate-notification', specBody(q, account.id, 999), 'anon');
    const mail = await waitForMail(account.primaryEmail);
    expect(mail.text).toContain('Questions Remaining: 3');
    // (not a bare '999': the question's id or title may contain those digits by chance)
    expect(mail.text).not.toContain('Questions Remaining: 999');
    expect(mail.html).not.toContain('Questions Remaining: 999');
  });

  it.each(CALLER_KINDS)('%s may send it for a recent question of the account', async (kind) => {
    const account = await newCorporateAccount(5);
    const q = await submitQuestion({ corporateAccountId: account.id, status: 'pending' });
    const res = await callFn('send-corporate-notification', specBody(q, account.id), kind);
    expect(res.status).toBe(200);
    await waitForMail(account.primaryEmail);
  });

  it('refuses a question of another account, and one older than an hour; no mail goes out', async () => {
    const account = await newCorporateAccount(5);
    const other = await newCorporateAccount(5);
    const q = await submitQuestion({ corporateAccountId: other.id, status: 'pending' });
    const wrong = await callFn('send-corporate-notification', specBody(q, account.id), 'anon');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('corporateAccountId: does not match the question');

    const old = await submitQuestion({ corporateAccountId: account.id, status: 'pending' });
    await sql("update public.questions set created_at = now() - interval '2 hours' where id = $1", [
      old.id,
    ]);
    const late = await callFn('send-corporate-notification', specBody(old, account.id), 'anon');
    expect(late.status).toBe(403);
    expect(late.body.error).toBe(
      'Notifications are only sent for questions submitted in the last hour',
    );
    expect(
      (await listMail()).some((m) => m.to.some((t) => t.address === account.primaryEmail)),
    ).toBe(false);
  });

  it('bad bodies are 400 naming the field; unknown question 404', async () => {
    const account = await newCorporateAccount(5);
    const q = await submitQuestion({ corporateAccountId: account.id, status: 'pending' });
    const noAccount = await callFn(
      'send-corporate-notification',
      { ...specBody(q, account.id), corporateAccountId: undefined },
      'anon',
    );
    expect(noAccount.status).toBe(400);
    expect(noAccount.body.error).toBe('corporateAccountId is required');
    const badCount = await callFn(
      'send-corporate-notification',
      { ...specBody(q, account.id), questionsRemaining: 'ten' },
      'anon',
    );
    expect(badCount.status).toBe(400);
    expect(badCount.body.error).toMatch(/^questionsRemaining: /);
    const missing = await callFn(
      'send-corporate-notification',
      { ...specBody(q, account.id), questionId: '7d3c2b1a-0000-4000-8000-0000000000bb' },
      'anon',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Question not found');
  });
});
