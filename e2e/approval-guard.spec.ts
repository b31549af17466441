/**
 * Answers nobody can approve and records that outlive people (docs/decisions.md, "Answers nobody
 * can approve", "Records that outlive people"), as the operations lead meets them: the dashboard
 * flags an answer only its author could approve, the reassign dialog does not offer the only
 * approver and says what to do, and doing it clears the flag; a removed expert's name stays on
 * their answer, its history and the reports while their login is gone.
 */
import { expect, test } from '@playwright/test';
import { createCorporateAccount, createUser, uniqueEmail } from '../tests/support/accounts.ts';
import { accessToken } from '../tests/support/sign-in.ts';
import {
  adminRpc,
  checkBothWidths,
  chooseRowAction,
  DEMO,
  expectToast,
  rpc,
  signIn,
  sql,
} from './admin-support';
import { anonymousQuestion, call } from './expert-support';
import { expectNoAxeViolations, PHONE } from './support/axe';

const ONLY =
  'Avery Approver is the only approver: nobody could approve an answer they write. Make another expert an approver first, or choose another expert';

async function profileIdOf(email: string): Promise<string> {
  const [row] = await sql<{ id: string }>('select id from public.profiles where email = $1', [
    email,
  ]);
  return row!.id;
}

test('the only approver is not offered, the dashboard flags his own waiting answer, and another approver clears it', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const [avery, erin] = await Promise.all([profileIdOf(DEMO.approver), profileIdOf(DEMO.expert)]);
  const account = await createCorporateAccount({ tag: 'e2e-guard' });
  const pendingTitle = `E2E guard pending ${stamp}`;
  const pendingId = await anonymousQuestion(account.id, pendingTitle);
  await adminRpc('admin_reassign_questions', { p_question_ids: [pendingId], p_expert_id: erin });
  // an answer of the only approver, waiting (as one assigned to him before the guard would be)
  const waitingTitle = `E2E only its author could approve ${stamp}`;
  const waitingId = await anonymousQuestion(account.id, waitingTitle);
  await sql(
    `update public.questions set status = 'awaiting_approval', expert_id = $2 where id = $1`,
    [waitingId, avery],
  );
  const [waiting] = await sql<{ id: string }>(
    `insert into public.answers (question_id, expert_id, content)
     values ($1, $2, 'Report 99213 with modifier 25.') returning id`,
    [waitingId, avery],
  );
  const backup = await createUser({
    name: `Bo Backup ${stamp}`,
    email: uniqueEmail('e2e-backup'),
    profile: { role: 'expert' },
  });

  try {
    await signIn(page, DEMO.admin, '/admin/dashboard');
    const flag = page.getByRole('region', { name: 'Answers nobody can approve' });
    const item = flag.getByRole('listitem').filter({ hasText: waitingTitle });
    await expect(item).toContainText(
      'Avery Approver wrote this answer and is the only approver, and nobody may approve their own answer. Make another expert an approver on the Experts page.',
    );
    await checkBothWidths(page, 'dashboard flagging an answer nobody can approve');
    await item.getByRole('link', { name: waitingTitle }).click();
    await expect(page.getByRole('heading', { name: waitingTitle })).toBeVisible();

    // reassigning Erin's question: Avery is not offered, and the dialog says why and what to do
    await page.goto(`/admin/questions/${pendingId}`);
    await page.getByRole('button', { name: 'Reassign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reassign the question' });
    await expect(dialog.getByTestId('reassign-notes')).toContainText(`Not offered: ${ONLY}.`);
    await expect(dialog.getByRole('option', { name: /Avery Approver/ })).toHaveCount(0);
    await expectNoAxeViolations(page, 'reassign dialog without the only approver at 1280 px');
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page, 'reassign dialog without the only approver at 390 px');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Escape');
    // the server refuses it as well (a dialog opened before the other approver went)
    const refused = await rpc(
      'admin_reassign_questions',
      { p_question_ids: [pendingId], p_expert_id: avery },
      await accessToken(DEMO.admin),
    );
    expect(refused).toMatchObject({ status: 409, body: { code: 'PT409', message: ONLY } });

    // what to do: make another expert an approver
    await page.goto('/admin/experts');
    // the box follows the server, so it is clicked, not checked, and reads checked once saved
    const toggle = page.getByRole('checkbox', { name: `Approver: ${backup.name}` });
    await toggle.click();
    await expectToast(page, 'Approver flag set');
    await expect(toggle).toBeChecked();
    await page.goto('/admin/dashboard');
    await expect(
      flag.getByText('Every answer awaiting approval has an approver who may decide it.'),
    ).toBeVisible();
    await page.goto(`/admin/questions/${pendingId}`);
    await page.getByRole('button', { name: 'Reassign' }).click();
    await expect(dialog.getByRole('option', { name: /^Avery Approver, approver/ })).toHaveCount(1);
    await expect(dialog.getByTestId('reassign-notes')).toHaveCount(0);

    // and the new approver decides the waiting answer
    await call('approve_answer', { answer_id: waiting!.id }, await accessToken(backup.email));
    const [decided] = await sql<{ status: string }>(
      'select status::text from public.questions where id = $1',
      [waitingId],
    );
    expect(decided).toEqual({ status: 'approved' });
  } finally {
    // later specs expect the demo's single approver
    await adminRpc('admin_update_user', { p_user_id: backup.id, p_is_approver: false });
  }
});

test('remove an expert: their name stays on the answer, its history and the reports; their login is gone', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const leaving = await createUser({
    name: `Dana Departing ${stamp}`,
    email: uniqueEmail('e2e-departing'),
    profile: { role: 'expert' },
  });
  const account = await createCorporateAccount({ tag: 'e2e-records', experts: [leaving.id] });
  const title = `E2E answered by a departing expert ${stamp}`;
  const questionId = await anonymousQuestion(account.id, title);
  const token = await accessToken(leaving.email);
  await call('assign_expert', { question_id: questionId, expert_id: leaving.id }, token);
  const answerId = await call(
    'add_answer',
    { question_id: questionId, content: 'Use modifier 59: the procedures were at separate sites.' },
    token,
  );
  await call('approve_answer', { answer_id: answerId }, await accessToken(DEMO.approver));

  await signIn(page, DEMO.admin, '/admin/users');
  const row = page.getByTestId(`user-row-${leaving.email}`);
  await expect(row).toBeVisible();
  await chooseRowAction(page, leaving.name, 'Delete');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('removal-impact')).toContainText(
    'Their name stays on their answers, the question history and the reports.',
  );
  await expectNoAxeViolations(page, 'delete-expert dialog with kept names at 1280 px');
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, 'delete-expert dialog with kept names at 390 px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'User deleted');
  await expect(accessToken(leaving.email)).rejects.toThrow(/sign-in .* failed/);

  await page.goto(`/admin/questions/${questionId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const answer = page.getByTestId('answer');
  await expect(answer).toContainText(leaving.name);
  await expect(answer).toContainText('Approved by Avery Approver');
  await expect(page.getByTestId('status-history')).toContainText(leaving.name);
  await checkBothWidths(page, 'question page of a removed expert');

  // Reports by expert: their row, under their name, with the question they answered
  await page.goto('/admin/reports?group=expert');
  await page.getByText('Show as a table').first().click();
  const volume = page
    .getByTestId('report-table-volume')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: leaving.name }) });
  await expect(volume.getByRole('cell')).toHaveText(['1', '1']);
});
