/**
 * The knowledge base (docs/spec-notes.md, "Knowledge base") in the browser: the approver publishes
 * an approved answer with a de-identified title and question, a signed-in user finds the article in
 * /knowledge, opens it at its own URL, and sees it suggested while typing a similar question
 * summary on Submit Claim. Staff see the article's history (who, what, when); users do not. Axe at
 * 1280 and 390 px on the publish dialog, /knowledge, the article (with its history for staff) and
 * the suggestions.
 */
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_IDS, field } from './claims-support';
import { accessToken, actor, anonymousQuestion, call, profileId } from './expert-support';
import { sql } from './admin-support';
import { expectNoAxeViolations } from './support/axe';

async function axeAtBothWidths(page: Page, label: string) {
  await expectNoAxeViolations(page, `${label}, 1280 px`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, `${label}, 390 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('approver publishes; a user finds the article, reads it and sees it suggested', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const expertId = await profileId('expert@claimdesk.test');
  const [admin, expertToken, approverToken] = await Promise.all([
    accessToken('admin@claimdesk.test'),
    accessToken('expert@claimdesk.test'),
    accessToken('approver@claimdesk.test'),
  ]);
  const question = await anonymousQuestion(
    ACCOUNT_IDS['Summit Health System'],
    `Ana Nymous asks: staged ${tag} procedure`,
  );
  await call('assign_expert', { question_id: question, expert_id: expertId }, admin);
  const answer = `Append modifier 58 to the staged procedure (${tag}).`;
  const answerId = await call(
    'add_answer',
    { question_id: question, content: answer },
    expertToken,
  );
  await call('approve_answer', { answer_id: answerId }, approverToken);

  // the approver publishes with a de-identified title and question
  const approver = await actor(browser, 'approver@claimdesk.test', `/expert/questions/${question}`);
  const kb = approver.getByTestId('kb-section');
  await expect(kb).toContainText('Not published');
  await kb.getByRole('button', { name: 'Publish to the knowledge base' }).click();
  const dialog = approver.getByRole('dialog', { name: 'Publish to the knowledge base' });
  const title = `Staged ${tag} procedure in the global period`;
  await dialog.getByLabel('Article title').fill('Patient John Smith: staged procedure');
  await dialog.getByRole('button', { name: 'Publish to the knowledge base' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Remove patient information');
  await axeAtBothWidths(approver, 'publish dialog with the PHI refusal');
  await dialog.getByLabel('Article title').fill(title);
  await dialog
    .getByLabel('Question as published')
    .fill(`Which modifier applies to a staged ${tag} procedure in the global period?`);
  await dialog.getByRole('button', { name: 'Publish to the knowledge base' }).click();
  await expect(dialog).toBeHidden();
  await expect(kb.getByTestId('kb-state')).toHaveText('Published in the knowledge base.');

  // staff see the article's history: who published it and when, with readable names
  const [{ id: articleId }] = (await sql<{ id: string }>(
    'select id from public.kb_articles where question_id = $1',
    [question],
  )) as [{ id: string }];
  const [{ name: approverName }] = (await sql<{ name: string }>(
    'select name from public.profiles where email = $1',
    ['approver@claimdesk.test'],
  )) as [{ name: string }];
  await approver.goto(`/knowledge/${articleId}`);
  const history = approver.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText(`Published by ${approverName}`);
  await expect(history.getByRole('listitem').first()).toContainText(`Title: “${title}”`);
  await axeAtBothWidths(approver, 'an article with its history (staff)');

  // a signed-in user finds it and opens it at its own URL
  const user = await actor(browser, 'user@claimdesk.test', '/knowledge');
  await expect(user.getByRole('heading', { name: 'Knowledge Base' })).toBeVisible();
  await user.getByLabel('Search the knowledge base').fill(`staged ${tag}`);
  await user.getByRole('button', { name: 'Search' }).click();
  await expect(user).toHaveURL(new RegExp(`/knowledge\\?q=staged`));
  const link = user.getByTestId('kb-results').getByRole('link', { name: title });
  await expect(link).toBeVisible();
  await axeAtBothWidths(user, '/knowledge with results');
  await link.click();
  await expect(user.getByRole('heading', { name: title })).toBeVisible();
  await expect(user.getByTestId('kb-answer')).toHaveText(answer);
  await expect(user.locator('main')).not.toContainText('Ana');
  await expect(user.getByRole('region', { name: 'History' })).toHaveCount(0);
  await axeAtBothWidths(user, 'an article');

  // and sees it suggested while typing a similar summary
  await user.goto('/questions/new');
  await field(user, 'Question Summary').fill(`staged ${tag} procedure modifier`);
  const suggestions = user.getByRole('complementary', { name: 'These answers may help' });
  await expect(suggestions.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await axeAtBothWidths(user, 'Submit Claim with suggestions');
});
