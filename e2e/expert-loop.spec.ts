/**
 * The full answer loop in the browser: an anonymous partner-form submission is auto-assigned, the
 * expert answers, the approver rejects with a reason, the expert revises, the approver approves,
 * the submitter's email (MailDev) carries the answer, and a signed-in submitter reads the approved
 * answer under Claim Review. Expert and approver work side by side in separate browser contexts;
 * the approver's open queue picks up the revision without a reload.
 */
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../tests/support/accounts.ts';
import { sql } from '../tests/support/db.ts';
import { ACCOUNT_IDS, fillClaim, fillTestDataWith, questionByEmail } from './claims-support';
import { actor, mailWithSubject, profileId } from './expert-support';

test('anonymous submission -> answer -> reject with reason -> revise -> approve -> email -> Claim Review', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const expertId = await profileId('expert@claimdesk.test');

  // 1. an anonymous partner-form submission is auto-assigned
  const anon = await (await browser.newContext()).newPage();
  await anon.goto('/questions/corporate/summit-health/standalone');
  const email = uniqueEmail('e2e-loop');
  const title = `Loop ${Date.now().toString(36)}: modifier 59 on a distinct procedure`;
  await fillTestDataWith(anon, { Email: email, 'Question Summary': title });
  await anon.getByRole('button', { name: 'Submit for Expert Review' }).click();
  await expect(
    anon.getByRole('heading', { name: 'Thank you, your question was submitted' }),
  ).toBeVisible();
  const row = await questionByEmail(email);
  expect(row).toMatchObject({
    status: 'pending',
    expert_id: expertId,
    user_id: null,
    corporate_account_id: ACCOUNT_IDS['Summit Health System'],
  });

  // 2. the expert finds it in the dashboard queue and answers
  const expert = await actor(browser, 'expert@claimdesk.test', '/expert/dashboard');
  await expect(expert.getByRole('heading', { name: 'Expert Dashboard' })).toBeVisible();
  await expert.getByTestId('expert-queue').getByRole('link', { name: title }).click();
  await expect(expert.getByRole('heading', { name: title })).toBeVisible();
  await expect(expert.getByTestId('status-history')).toContainText('Assigned');
  const draft = 'Draft: append modifier 59 to the secondary code.';
  await expert.getByLabel('Your answer').fill(draft);
  const submit = expert.getByRole('button', { name: 'Submit answer for approval' });
  await submit.click();
  await expect(expert.getByText('Answer submitted', { exact: true })).toBeVisible();
  await expect(expert.getByText('The answer is waiting for an approver.')).toBeVisible();

  // 3. the approver rejects with a reason (required)
  const approver = await actor(browser, 'approver@claimdesk.test', '/expert/approval');
  await expect(approver.getByRole('heading', { name: 'Approval Queue' })).toBeVisible();
  const item = approver.getByTestId('approval-item').filter({ hasText: title });
  await expect(item.getByTestId('approval-answer')).toHaveText(draft);
  await item.getByRole('button', { name: 'Reject', exact: true }).click();
  await item.getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(item.getByText('A reason is required to reject an answer')).toBeVisible();
  const reason =
    'Explain why the procedures are distinct (separate site or session) and prefer an X{EPSU} modifier.';
  await item.getByLabel('Reason for rejection').fill(reason);
  await item.getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(approver.getByText('Answer rejected', { exact: true })).toBeVisible();
  await expect(item).toHaveCount(0);

  // 4. the expert sees the reason (their open page refetches) and revises
  await expect(expert.getByText(reason).first()).toBeVisible({ timeout: 15_000 });
  await expect(
    expert.getByText('Your previous answer was rejected. Write a new one.', { exact: false }),
  ).toBeVisible();
  const revised =
    'Report modifier XS on the secondary procedure: it was performed on a separate organ/structure.';
  await expert.getByLabel('Your answer').fill(revised);
  await expert.getByRole('button', { name: 'Submit answer for approval' }).click();
  await expect(expert.getByText('Answer submitted', { exact: true })).toBeVisible();

  // 5. the approver's open queue shows the revision without a reload; approve
  await expect(item.getByTestId('approval-answer')).toHaveText(revised, { timeout: 15_000 });
  const approve = item.getByRole('button', { name: 'Approve' });
  await approve.click();
  await expect(approver.getByText('Answer approved', { exact: true })).toBeVisible();
  await expect(item).toHaveCount(0);
  const [q] = await sql<{ status: string }>('select status from public.questions where id = $1', [
    row.id,
  ]);
  expect(q!.status).toBe('approved');

  // 6. the submitter's email carries the approved answer (not the rejected draft)
  const mail = await mailWithSubject(email, /has been answered/);
  expect(mail.subject).toBe(`ClaimDesk: your question "${title}" has been answered`);
  expect(mail.text).toContain(revised);
  expect(mail.text).not.toContain(draft);

  // the expert's question page lists the answer email, sent through the outbox, and the history
  const answerEmail = expert.locator('[data-testid="question-email"][data-kind="answer_email"]');
  await expect(async () => {
    await expert.reload();
    await expect(answerEmail).toHaveAttribute('data-state', 'sent', { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(answerEmail).toContainText(`To ${email}`);
  await expect(expert.getByTestId('status-history')).toContainText('Answer rejected');
  await expect(expert.getByTestId('status-history')).toContainText('Answer approved');

  // 7. a signed-in submitter sees an approved answer under Claim Review
  const coder = await actor(
    browser,
    'coder@summit-health.test',
    '/questions/corporate/summit-health/new',
  );
  const coderEmail = uniqueEmail('e2e-loop-coder');
  const coderTitle = `Loop ${Date.now().toString(36)}: observation hours`;
  await fillClaim(coder, {
    email: coderEmail,
    title: coderTitle,
    content: 'How are observation hours counted across midnight?',
  });
  await coder.getByRole('button', { name: 'Submit for Expert Review' }).click();
  await expect(coder.getByText('Question Submitted', { exact: true })).toBeVisible();
  const coderRow = await questionByEmail(coderEmail);
  expect(coderRow.expert_id).toBe(expertId);

  await coder.goto('/questions');
  const claim = coder.getByTestId('claim').filter({ hasText: coderTitle });
  await expect(claim.getByTestId('claim-status')).toHaveText('In review');

  await expert.goto(`/expert/questions/${coderRow.id}`);
  const coderAnswer =
    'Count observation hours from the order time to discharge, including across midnight.';
  await expert.getByLabel('Your answer').fill(coderAnswer);
  await expert.getByRole('button', { name: 'Submit answer for approval' }).click();
  await expect(expert.getByText('Answer submitted', { exact: true })).toBeVisible();

  await approver.goto(`/expert/questions/${coderRow.id}`);
  await approver.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approver.getByText('Answer approved', { exact: true })).toBeVisible();

  await coder.reload();
  await expect(claim.getByTestId('claim-status')).toHaveText('Answered');
  await expect(claim.getByTestId('claim-answer')).toContainText(coderAnswer);
  await mailWithSubject(coderEmail, /has been answered/);
});
