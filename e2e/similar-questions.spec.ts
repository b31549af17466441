/**
 * Similar questions on the question page (docs/spec-notes.md, "Similar questions"): the assigned
 * expert sees an earlier approved question that reads like theirs, opens its approved answer in one
 * click and uses it as the starting point of their own answer. Axe at 1280 and 390 px with the
 * answer open.
 */
import { expect, test } from '@playwright/test';
import { ACCOUNT_IDS } from './claims-support';
import { accessToken, actor, anonymousQuestion, profileId, rpc } from './expert-support';
import { expectNoAxeViolations } from './support/axe';

async function call(name: string, args: unknown, token: string): Promise<unknown> {
  const { status, body } = await rpc(name, args, token);
  if (status >= 300) throw new Error(`${name}: ${status} ${JSON.stringify(body)}`);
  return body;
}

test('the expert sees a similar approved question, opens its answer and starts from it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const expertId = await profileId('expert@claimdesk.test');
  const [admin, expertToken, approver] = await Promise.all([
    accessToken('admin@claimdesk.test'),
    accessToken('expert@claimdesk.test'),
    accessToken('approver@claimdesk.test'),
  ]);
  const account = ACCOUNT_IDS['Summit Health System'];
  const earlier = await anonymousQuestion(account, `Staged ${tag} procedure in the global period`);
  await call('assign_expert', { question_id: earlier, expert_id: expertId }, admin);
  const approvedText = `Use modifier 58 for the staged procedure (${tag}).`;
  const answerId = await call(
    'add_answer',
    { question_id: earlier, content: approvedText },
    expertToken,
  );
  await call('approve_answer', { answer_id: answerId }, approver);
  const title = `Staged ${tag} procedure during the global period?`;
  const current = await anonymousQuestion(account, title);
  await call('assign_expert', { question_id: current, expert_id: expertId }, admin);

  const page = await actor(browser, 'expert@claimdesk.test', `/expert/questions/${current}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const similar = page.getByRole('region', { name: 'Similar answered questions' });
  const item = similar
    .getByTestId('similar-question')
    .filter({ hasText: `Staged ${tag} procedure in the global period` });
  await expect(item).toBeVisible();
  await expect(item.getByTestId('similar-answer')).toBeHidden();

  await item.getByRole('button', { name: 'Show the approved answer' }).click();
  await expect(item.getByTestId('similar-answer')).toHaveText(approvedText);
  await expectNoAxeViolations(page, 'question page, similar answer open, 1280 px');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, 'question page, similar answer open, 390 px');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByLabel('Your answer').fill('my own draft');
  await item.getByRole('button', { name: 'Use as a starting point' }).click();
  await expect(page.getByLabel('Your answer')).toHaveValue(approvedText);
  await expect(page.getByLabel('Your answer')).toBeFocused();
  await expect(item.getByRole('status')).toHaveText(
    'Copied into your answer editor. Edit it for this question before you submit.',
  );
});
