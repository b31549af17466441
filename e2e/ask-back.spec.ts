/**
 * Request more information (issue 15 §1) in the browser: the expert asks the anonymous submitter,
 * the submitter replies from the emailed link (MailDev), the expert sees the reply in the thread and
 * answers, the approver approves. Axe checks the dialog, the reply page and the thread.
 */
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../tests/support/accounts.ts';
import { sql } from '../tests/support/db.ts';
import { expectNoAxeViolations } from './support/axe';
import { field, questionByEmail } from './claims-support';
import { actor, mailWithSubject } from './expert-support';

test('expert asks -> submitter replies from the emailed link -> expert answers -> approver approves', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const anon = await (await browser.newContext()).newPage();
  await anon.goto('/questions/corporate/summit-health/standalone');
  await anon.getByRole('button', { name: 'Fill Test Data' }).click();
  const email = uniqueEmail('e2e-askback');
  const title = `Ask-back ${Date.now().toString(36)}: modifier 25 with a preventive visit`;
  await field(anon, 'Email').fill(email);
  await field(anon, 'Question Summary').fill(title);
  await anon.getByRole('button', { name: 'Submit for Expert Review' }).click();
  await expect(anon.getByText('Question Submitted', { exact: true })).toBeVisible();
  const row = await questionByEmail(email);

  // the expert asks (the message is required)
  const expert = await actor(browser, 'expert@claimdesk.test');
  await expert.goto(`/expert/questions/${row.id}`);
  await expect(expert.getByRole('heading', { name: title })).toBeVisible();
  await expert.getByRole('button', { name: 'Request more information' }).click();
  const dialog = expert.getByRole('dialog', { name: 'Request more information' });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('A message to the submitter is required')).toBeVisible();
  await expectNoAxeViolations(expert, 'request dialog');
  const ask = 'Which payer is this claim for, and was the visit on the same day?';
  await dialog.getByLabel('Message to the submitter').fill(ask);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(expert.getByText('Request sent', { exact: true })).toBeVisible();
  await expect(expert.getByText('Needs information').first()).toBeVisible();
  await expect(expert.getByTestId('status-history')).toContainText('More information requested');

  // the submitter opens the emailed link and replies
  const mail = await mailWithSubject(email, /more information needed/);
  const token = /\/reply\?token=([0-9a-f]{64})/.exec(mail.text ?? '')?.[1];
  expect(token).toBeTruthy();
  const reply = await (await browser.newContext()).newPage();
  await reply.goto(`/reply?token=${token}`);
  await expect(reply.getByRole('heading', { name: 'More information needed' })).toBeVisible();
  await expect(reply.getByTestId('reply-request-message')).toHaveText(ask);
  await expectNoAxeViolations(reply, 'reply page');
  const answerText = 'Medicare Part B; yes, the same day as the annual wellness visit.';
  await reply.getByLabel('Your reply').fill(answerText);
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(reply.getByText('Thank you: your reply was sent')).toBeVisible();
  // the link is spent
  await reply.goto(`/reply?token=${token}`);
  await expect(reply.getByText('This link has already been used')).toBeVisible();
  await expectNoAxeViolations(reply, 'used reply link');

  // the expert sees the reply in the thread (the page refetches) and answers
  const thread = expert.getByTestId('info-thread');
  await expect(thread).toContainText(answerText, { timeout: 15_000 });
  await expect(thread.getByTestId('info-thread-entry')).toHaveCount(2);
  await expectNoAxeViolations(expert, 'question page with thread');
  await expert.getByLabel('Your answer').fill('Report modifier 25 on the problem-oriented E/M.');
  await expert.getByRole('button', { name: 'Submit answer for approval' }).click();
  await expect(expert.getByText('Answer submitted', { exact: true })).toBeVisible();

  // the approver approves
  const approver = await actor(browser, 'approver@claimdesk.test');
  await approver.goto('/expert/approval');
  const item = approver.getByTestId('approval-item').filter({ hasText: title });
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(approver.getByText('Answer approved', { exact: true })).toBeVisible();
  const [q] = await sql<{ status: string }>('select status from public.questions where id = $1', [
    row.id,
  ]);
  expect(q!.status).toBe('approved');
});
