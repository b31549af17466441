/**
 * Question Management (docs/spec-notes.md, "Admin console"): the CSV export of the filtered list
 * (read from the download, formula cells escaped), bulk reassign, and a status change with a
 * required reason from the admin's question page.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { createCorporateAccount, createUser, uniqueEmail } from '../tests/support/accounts.ts';
import { checkBothWidths, DEMO, expectToast, rpc, signIn, sql } from './admin-support';
import { anonymousQuestion } from './expert-support';
import { expectNoAxeViolations, PHONE } from './support/axe';
import { parseCsv, QUESTION_CSV_HEADERS } from './csv-support';

test('export the filtered list as CSV: every row of the filter, formula cells escaped', async ({
  page,
}) => {
  const account = await createCorporateAccount({ tag: 'e2e-export' });
  const titles = [
    '=HYPERLINK("http://evil.example","x")',
    '+1 modifier question',
    'Plain title, with comma',
  ];
  for (const t of titles) await anonymousQuestion(account.id, t);

  await signIn(page, DEMO.admin, `/admin/questions?account=${account.id}`);
  await expect(page.getByRole('heading', { name: 'Question Management' })).toBeVisible();
  await expect(page.getByTestId('question-row')).toHaveCount(3);
  await checkBothWidths(page, '/admin/questions');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^claimdesk-questions-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const rows = parseCsv(text);
  expect(rows[0]).toEqual(QUESTION_CSV_HEADERS);
  const body = rows.slice(1);
  expect(body).toHaveLength(3);
  expect(body.map((r) => r[6]).sort()).toEqual(
    [
      "'+1 modifier question",
      '\'=HYPERLINK("http://evil.example","x")',
      'Plain title, with comma',
    ].sort(),
  );
  expect(body.every((r) => r[2] === account.name && r[8] === 'Unassigned')).toBe(true);
  await expect(page.getByText('Exported 3 rows.')).toBeVisible();

  // the whole seeded list, paged through the RPC, matches the database
  await page.goto('/admin/questions');
  const allDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const all = parseCsv(fs.readFileSync((await (await allDownload).path())!, 'utf8'));
  const [count] = await sql<{ n: number }>('select count(*)::int as n from public.questions');
  expect(all.length - 1).toBe(count!.n);
});

test('bulk reassign selected questions, then change a status with a required reason on the question page', async ({
  page,
}) => {
  const target = await createUser({
    name: `Bulk Target ${Date.now().toString(36)}`,
    email: uniqueEmail('e2e-bulk'),
    profile: { role: 'expert' },
  });
  const account = await createCorporateAccount({ tag: 'e2e-bulk' });
  const ids = [
    await anonymousQuestion(account.id, 'E2E bulk one'),
    await anonymousQuestion(account.id, 'E2E bulk two'),
  ];

  await signIn(page, DEMO.admin, `/admin/questions?account=${account.id}`);
  await page.getByRole('checkbox', { name: 'Select every question on this page' }).check();
  await expect(page.getByTestId('selected-count')).toHaveText('2 selected');
  await page.getByRole('button', { name: 'Reassign selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reassign 2 questions' });
  await dialog.getByRole('button', { name: 'Reassign' }).click();
  await expect(dialog.getByText('Choose an expert', { exact: true }).last()).toBeVisible();
  await expectNoAxeViolations(page, 'bulk reassign dialog at 1280 px');
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, 'bulk reassign dialog at 390 px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByLabel('Expert').selectOption({ label: `${target.name} (0 open)` });
  await dialog.getByLabel('Reason (optional)').fill('E2E load balancing');
  await dialog.getByRole('button', { name: 'Reassign' }).click();
  await expectToast(page, 'Questions reassigned');
  const stored = await sql<{ expert_id: string; status: string }>(
    'select expert_id, status from public.questions where id = any($1::uuid[])',
    [ids],
  );
  expect(stored).toEqual([
    { expert_id: target.id, status: 'pending' },
    { expert_id: target.id, status: 'pending' },
  ]);

  // open the question page from the list; unassign it with a reason
  await page.getByRole('link', { name: 'E2E bulk one' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/questions/${ids[0]}$`));
  await page.getByRole('button', { name: 'Change status' }).click();
  const statusDialog = page.getByRole('dialog', { name: 'Change the status' });
  await statusDialog.getByRole('button', { name: 'Change status' }).click();
  await expect(statusDialog.getByText('A reason is required to change the status')).toBeVisible();
  await expect(statusDialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'status dialog at 1280 px');
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, 'status dialog at 390 px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await statusDialog.getByLabel('Reason').fill('E2E: the expert is on leave');
  await statusDialog.getByRole('button', { name: 'Change status' }).click();
  await expectToast(page, 'Status changed');
  await expect(page.getByTestId('status-history')).toContainText('E2E: the expert is on leave');
  await checkBothWidths(page, 'admin question page with a success toast');
  const [event] = await sql<{ to_status: string; reason: string }>(
    `select to_status::text, reason from public.question_events
     where question_id = $1 and event = 'status_changed' order by created_at desc, id desc limit 1`,
    [ids[0]],
  );
  expect(event).toEqual({ to_status: 'unassigned', reason: 'E2E: the expert is on leave' });

  // a non-admin cannot use the admin RPCs (the server, not only the router, refuses)
  const refused = await rpc('admin_reassign_questions', {
    p_question_ids: ids,
    p_expert_id: target.id,
  });
  expect(refused.status).toBeGreaterThanOrEqual(400);
});
