/**
 * Permissions in the expert workspace: the Approval Queue is for approvers only (no link, and the
 * route refuses others), and an expert not assigned to an account cannot take or answer its
 * questions (no action in the UI, and the API refuses).
 */
import { expect, test } from '@playwright/test';
import { ACCOUNT_IDS } from './claims-support';
import { signIn } from './support/sign-in';
import { accessToken, actor, anonymousQuestion, createExpert, rpc } from './expert-support';

test('a non-approver expert gets no Approval Queue link and the route refuses them; an approver gets both', async ({
  page,
  browser,
}) => {
  await signIn(page, 'expert@claimdesk.test', '/expert/dashboard');
  await expect(page.getByRole('heading', { name: 'Expert Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Questions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Approval Queue' })).toHaveCount(0);
  await expect(page.getByTestId('count-approval-queue')).toHaveCount(0);

  await page.goto('/expert/approval');
  await expect(page).toHaveURL(/\/expert\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Approval Queue' })).toHaveCount(0);
  // the database agrees: a non-approver cannot decide answers
  const token = await accessToken('expert@claimdesk.test');
  const refused = await rpc(
    'approve_answer',
    { answer_id: '00000000-0000-4000-8000-000000000000' },
    token,
  );
  expect(refused.status).toBe(403);

  const approver = await actor(browser, 'approver@claimdesk.test', '/expert/dashboard');
  await expect(approver.getByTestId('count-approval-queue')).toBeVisible();
  await approver.getByRole('link', { name: 'Approval Queue' }).first().click();
  await expect(approver).toHaveURL(/\/expert\/approval$/);
  await expect(approver.getByRole('heading', { name: 'Approval Queue' })).toBeVisible();
});

test("an expert not assigned to an account cannot take or answer that account's questions", async ({
  browser,
}) => {
  const summit = ACCOUNT_IDS['Summit Health System'];
  const outsiderEmail = await createExpert([ACCOUNT_IDS['Meridian Medical Devices']]);
  const stamp = Date.now().toString(36);

  // an unassigned Summit question: the outsider has no "Assign to me", an assigned expert does
  const unassigned = await anonymousQuestion(summit, `Perm ${stamp}: unassigned Summit question`);
  const outsider = await actor(browser, outsiderEmail, `/expert/questions/${unassigned}`);
  await expect(
    outsider.getByRole('heading', { name: `Perm ${stamp}: unassigned Summit question` }),
  ).toBeVisible();
  await expect(
    outsider.getByText(
      'This question belongs to an account you are not assigned to, so you cannot take it.',
    ),
  ).toBeVisible();
  await expect(outsider.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);
  await expect(outsider.getByLabel('Your answer')).toHaveCount(0);

  const insider = await actor(browser, 'expert@claimdesk.test', `/expert/questions/${unassigned}`);
  const take = insider.getByRole('button', { name: 'Assign to me' });
  await take.click();
  await expect(insider.getByText('Question assigned', { exact: true })).toBeVisible();
  await expect(insider.getByLabel('Your answer')).toBeVisible();
  await expect(insider.getByTestId('status-history')).toContainText('Assigned');

  // a Summit question assigned to another expert: no answer editor, and add_answer is refused
  // submit_question assigns it to Summit's expert on submission
  const assigned = await anonymousQuestion(summit, `Perm ${stamp}: assigned Summit question`, {
    assigned: true,
  });
  await outsider.goto(`/expert/questions/${assigned}`);
  await expect(outsider.getByText('Assigned to another expert.')).toBeVisible();
  await expect(outsider.getByLabel('Your answer')).toHaveCount(0);
  const outsiderToken = await accessToken(outsiderEmail);
  const answer = await rpc(
    'add_answer',
    { question_id: assigned, content: 'An answer from outside the account' },
    outsiderToken,
  );
  expect(answer.status).toBe(403);
  expect(answer.body).toMatchObject({
    code: '42501',
    message: 'Only the assigned expert can answer this question',
  });
});
