/**
 * Experts (docs/spec-notes.md, "Admin console"; docs/decisions.md, "Removing an expert"): assigning
 * an expert to an account in the UI makes auto-assignment pick them; deleting an expert shows how
 * many questions move, then re-queues them.
 */
import { expect, test } from '@playwright/test';
import { createCorporateAccount, createUser, uniqueEmail } from '../tests/support/accounts.ts';
import { accessToken } from '../tests/support/sign-in.ts';
import {
  checkBothWidths,
  chooseRowAction,
  DEMO,
  expectToast,
  rpc,
  signIn,
  sql,
} from './admin-support';
import { anonymousQuestion } from './expert-support';
import { expectNoAxeViolations, PHONE } from './support/axe';

test('assign an expert to an account in the UI; auto-assignment picks them for a new submission', async ({
  page,
}) => {
  const account = await createCorporateAccount({ tag: 'e2e-assign' });
  // Another active account without an expert keeps the notice on the page after this one is
  // assigned, whatever other spec files ran before on this stack (the notice goes when none is left).
  await createCorporateAccount({ tag: 'e2e-unassigned' });
  const expert = await createUser({
    name: `Assignable ${Date.now().toString(36)}`,
    email: uniqueEmail('e2e-assignable'),
    profile: { role: 'expert' },
  });
  await signIn(page, DEMO.admin, '/admin/experts');
  await expect(page.getByRole('heading', { name: 'Experts' })).toBeVisible();
  await expect(page.getByTestId('auto-assignment')).toContainText(
    'experts who are not approvers first, then the one with the fewest open questions',
  );
  await expect(page.getByText(/Active accounts with no expert assigned/)).toContainText(
    account.name,
  );
  await checkBothWidths(page, '/admin/experts');

  const row = page.getByTestId(`expert-row-${expert.email}`);
  await row.getByRole('button', { name: `Accounts of ${expert.name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Not assigned to any account.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog.getByText('Choose an account')).toHaveCount(2); // the option and the error
  await expectNoAxeViolations(page, 'expert accounts dialog at 1280 px');
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, 'expert accounts dialog at 390 px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByLabel('Add an account').selectOption({ label: account.name });
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expectToast(page, 'Expert assigned');
  await expect(dialog.getByRole('button', { name: `Remove ${account.name}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row).toContainText(account.name);
  await expect(page.getByText(/Active accounts with no expert assigned/)).not.toContainText(
    account.name,
  );

  // a new submission of that partner, as the public forms send it (submit_question auto-assigns in
  // the same transaction)
  const questionId = await anonymousQuestion(account.id, 'E2E auto-assignment pick', {
    assigned: true,
  });
  const [q] = await sql<{ expert_id: string; status: string }>(
    'select expert_id, status from public.questions where id = $1',
    [questionId],
  );
  expect(q).toEqual({ expert_id: expert.id, status: 'pending' });

  // and Question Management shows it under that expert (filters in the URL)
  await page.goto(`/admin/questions?expert=${expert.id}`);
  const listed = page.getByTestId('question-row').filter({ hasText: 'E2E auto-assignment pick' });
  await expect(listed).toContainText(expert.name);
});

test('delete an expert: the dialog says how many questions move, and the question is re-queued to the other expert', async ({
  page,
}) => {
  const leaving = await createUser({
    name: `Leaving ${Date.now().toString(36)}`,
    email: uniqueEmail('e2e-leaving'),
    profile: { role: 'expert' },
  });
  const staying = await createUser({
    name: `Staying ${Date.now().toString(36)}`,
    email: uniqueEmail('e2e-staying'),
    profile: { role: 'expert' },
  });
  const account = await createCorporateAccount({
    tag: 'e2e-requeue',
    experts: [leaving.id, staying.id],
  });
  const questionId = await anonymousQuestion(account.id, 'E2E stranded question');
  const claim = await rpc(
    'assign_expert',
    { question_id: questionId, expert_id: leaving.id },
    await accessToken(leaving.email),
  );
  expect(claim.status).toBe(204);

  await signIn(page, DEMO.admin, '/admin/users');
  const row = page.getByTestId(`user-row-${leaving.email}`);
  await expect(row).toBeVisible();
  await checkBothWidths(page, '/admin/users');
  await chooseRowAction(page, leaving.name, 'Delete');
  const dialog = page.getByRole('dialog');
  const impact = dialog.getByTestId('removal-impact');
  await expect(impact).toContainText('1 open question will move:');
  await expect(impact).toContainText('1 to another expert of the same account');
  await expectNoAxeViolations(page, 'delete-expert dialog at 1280 px');
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, 'delete-expert dialog at 390 px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'User deleted');

  const [q] = await sql<{ expert_id: string; status: string }>(
    'select expert_id, status from public.questions where id = $1',
    [questionId],
  );
  expect(q).toEqual({ expert_id: staying.id, status: 'pending' });

  // the admin's question page shows the move in the history
  await page.goto(`/admin/questions/${questionId}`);
  await expect(page.getByRole('heading', { name: 'E2E stranded question' })).toBeVisible();
  const history = page.getByTestId('status-history');
  await expect(history).toContainText('expert deleted');
  await expect(history).toContainText('auto-assignment');
  await checkBothWidths(page, '/admin/questions/:id');
});
