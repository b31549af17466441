/**
 * Asking the submitter back and the knowledge base (docs/spec-notes.md, "Request more information",
 * "Knowledge base") end to end in the browser, one chain: the expert asks the anonymous submitter
 * for more information, the submitter replies from the emailed link (MailDev), the expert sees the
 * reply in the thread and answers, the approver approves and publishes the same question as a
 * knowledge-base article with a de-identified title and question, and a signed-in user finds the
 * article on /knowledge, reads it, and sees it suggested while typing a similar Question Summary on
 * Submit Claim. Axe checks the request dialog, the reply page, the thread, the publish dialog,
 * /knowledge with the result, the article and the suggestions.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, uniqueEmail } from '../tests/support/accounts.ts';
import { sql } from '../tests/support/db.ts';
import { DESKTOP, expectNoAxeViolations, PHONE } from './support/axe';
import { field, fillTestDataWith, questionByEmail } from './claims-support';
import { actor, mailWithSubject, profileId } from './expert-support';

async function axeAtBothWidths(page: Page, label: string) {
  await expectNoAxeViolations(page, `${label}, 1280 px`);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, `${label}, 390 px`);
  await page.setViewportSize(DESKTOP);
}

test('expert asks -> submitter replies from the emailed link -> expert answers -> approver approves and publishes -> a user finds the article and sees it suggested', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const tag = Date.now().toString(36);
  const expertId = await profileId(DEMO.expert);
  const anon = await (await browser.newContext()).newPage();
  await anon.goto('/questions/corporate/summit-health/standalone');
  const email = uniqueEmail('e2e-askback');
  const title = `Ask-back ${tag}: modifier 25 with a preventive visit`;
  await fillTestDataWith(anon, { Email: email, 'Question Summary': title });
  await anon.getByRole('button', { name: 'Submit for Expert Review' }).click();
  await expect(
    anon.getByRole('heading', { name: 'Thank you, your question was submitted' }),
  ).toBeVisible();
  const row = await questionByEmail(email);
  // Summit Health's questions are auto-assigned to the demo expert, who asks below.
  expect(
    { status: row.status, expert_id: row.expert_id },
    `the new question was not auto-assigned to ${DEMO.expert} (${expertId})`,
  ).toEqual({ status: 'pending', expert_id: expertId });

  // the expert asks (the message is required)
  const expert = await actor(browser, DEMO.expert, `/expert/questions/${row.id}`);
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
  const approver = await actor(browser, DEMO.approver, '/expert/approval');
  const item = approver.getByTestId('approval-item').filter({ hasText: title });
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(approver.getByText('Answer approved', { exact: true })).toBeVisible();
  const [q] = await sql<{ status: string }>('select status from public.questions where id = $1', [
    row.id,
  ]);
  expect(q!.status).toBe('approved');

  // the approver publishes the same question, de-identified (the dialog starts from the submitter's text)
  await approver.goto(`/expert/questions/${row.id}`);
  const kb = approver.getByTestId('kb-section');
  await expect(kb.getByTestId('kb-state')).toContainText('Not published');
  await kb.getByRole('button', { name: 'Publish to the knowledge base' }).click();
  const publish = approver.getByRole('dialog', { name: 'Publish to the knowledge base' });
  await expect(publish.getByLabel('Article title')).toHaveValue(title);
  const articleTitle = `Modifier 25 with a same-day preventive visit (${tag})`;
  const articleQuestion = `Is modifier 25 reported on a problem-oriented visit billed with a preventive visit on the same day (${tag})?`;
  await publish.getByLabel('Article title').fill(articleTitle);
  await publish.getByLabel('Question as published').fill(articleQuestion);
  await axeAtBothWidths(approver, 'publish dialog');
  await publish.getByRole('button', { name: 'Publish to the knowledge base' }).click();
  await expect(publish).toBeHidden();
  await expect(kb.getByTestId('kb-state')).toHaveText('Published in the knowledge base.');

  // a signed-in user finds it on /knowledge and reads it: the de-identified text and the answer only
  const user = await actor(browser, DEMO.user, '/knowledge');
  await user.getByLabel('Search the knowledge base').fill(`preventive ${tag}`);
  await user.getByRole('button', { name: 'Search' }).click();
  const link = user.getByTestId('kb-results').getByRole('link', { name: articleTitle });
  await expect(link).toBeVisible();
  await axeAtBothWidths(user, '/knowledge with the published article');
  await link.click();
  await expect(user.getByRole('heading', { level: 1, name: articleTitle })).toBeVisible();
  await expect(user.getByTestId('kb-question')).toHaveText(articleQuestion);
  await expect(user.getByTestId('kb-answer')).toHaveText(
    'Report modifier 25 on the problem-oriented E/M.',
  );
  const main = user.locator('main');
  for (const submitterDetail of [email, 'Test Submitter', title])
    await expect(main).not.toContainText(submitterDetail);
  await axeAtBothWidths(user, 'the published article');

  // and sees it suggested while typing a similar Question Summary on Submit Claim
  await user.goto('/questions/new');
  await field(user, 'Question Summary').fill(`${tag} preventive visit modifier`);
  const suggestions = user.getByRole('complementary', { name: 'These answers may help' });
  await expect(suggestions.getByRole('link', { name: articleTitle })).toBeVisible();
  await axeAtBothWidths(user, 'Submit Claim with the article suggested');
});
