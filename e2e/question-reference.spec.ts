/**
 * One reference everywhere, as an operations lead uses it
 * (docs/decisions.md, "Question references and search"): a submitter quotes the reference of their
 * confirmation; the lead finds the question from the header search and from Question Management
 * (by reference, email and name), sees the reference on the question page, narrows the list to
 * overdue questions with its total, and builds a partner report from the CSV. axe at 1280 and
 * 390 px on each new state.
 */
import { expect, test } from '@playwright/test';
import { createCorporateAccount, uniqueEmail } from '../tests/support/accounts.ts';
import { waitForMail } from '../tests/support/mail.ts';
import { checkBothWidths, DEMO, signIn, sql } from './admin-support';
import { fillClaim } from './claims-support';
import { csvRows, QUESTION_CSV_HEADERS } from './csv-support';

test('find a question by the reference its submitter was given, from the header and Question Management', async ({
  page,
  browser,
}) => {
  // The submitter: a public partner form, then the confirmation view and its email.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/questions/corporate/meridian-medical/standalone');
  const submit = visitor.getByRole('button', { name: 'Submit for Expert Review' });
  await expect(submit).toBeEnabled();
  const email = uniqueEmail('e2e-reference');
  const lastName = `Okonkwo${Date.now().toString(36)}`;
  const title = `Reference lookup ${lastName}`;
  await fillClaim(visitor, {
    email,
    lastName,
    title,
    content: 'Does a bilateral procedure take modifier 50 or RT and LT?',
  });
  await submit.click();
  const confirmation = visitor.getByTestId('submission-confirmation');
  await expect(confirmation).toBeVisible();
  const reference = (await confirmation.locator('dd.font-mono').textContent())!.trim();
  expect(reference).toMatch(/^Q-[0-9A-F]{8}$/);
  const mail = await waitForMail(email, (m) => /we received your question/.test(m.subject));
  expect(mail.text).toContain(`Reference: ${reference}`);
  await visitor.context().close();

  // The lead: the header search, typed as the submitter read it out (lower case, no "Q-").
  await signIn(page, DEMO.admin);
  const box = page.getByRole('searchbox', { name: 'Search questions' });
  await box.fill(reference.slice(2).toLowerCase());
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  const result = page.getByRole('link', { name: title });
  await expect(result).toBeVisible();
  await expect(page.getByText('1 question matching')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: result })).toContainText(reference);
  await checkBothWidths(page, 'header search found by reference');

  await result.click();
  await expect(page).toHaveURL(/\/admin\/questions\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('question-reference')).toHaveText(`Reference ${reference}`);
  await checkBothWidths(page, 'admin question page with its reference');

  // Question Management: by the reference as printed, the email in capitals, a part of the name.
  await page.goto('/admin/questions');
  const search = page.getByRole('searchbox', { name: /^Search text, reference/ });
  for (const term of [reference, email.toUpperCase(), lastName.slice(0, -2)]) {
    // from the whole list each time, so a stale "1 question" cannot pass for the new search
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByTestId('question-total')).not.toHaveText('1 question');
    await search.fill(term);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('question-total')).toHaveText('1 question');
    await expect(page.getByTestId('question-row')).toHaveCount(1);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  }
  await checkBothWidths(page, 'Question Management found by name, with its total');
});

test('overdue questions with their total, then a partner report from the CSV', async ({ page }) => {
  const account = await createCorporateAccount({ tag: 'e2e-report' });
  const insert = (title: string, status: string, hoursAgo: number) =>
    sql<{ id: string }>(
      `insert into public.questions (title, content, status, expert_id, corporate_account_id, created_at,
         first_name, last_name, email, coding_question_type)
       values ($1, 'Which revenue code applies to observation hours?', $2::public.question_status,
         case when $2 <> 'unassigned' then '00000000-0000-4000-8000-0000000000a3'::uuid end, $3,
         now() - $4 * interval '1 hour', 'Rita', 'Report', 'rita.report@example.test', 'Hospital - Outpatient')
       returning id`,
      [title, status, account.id, hoursAgo],
    ).then((rows) => rows[0]!.id);
  const overdue = await insert('=Overdue for a week', 'unassigned', 24 * 40);
  const fresh = await insert('Fresh question', 'pending', 1);
  const answered = await insert('Answered question', 'approved', 30);
  await sql(
    `insert into public.answers (question_id, expert_id, content, created_at, approved_at, approved_by)
     values ($1, '00000000-0000-4000-8000-0000000000a3', 'Use revenue code 0762, with the hours.',
       now() - interval '12 hours', now() - interval '10 hours', '00000000-0000-4000-8000-0000000000a2')`,
    [answered],
  );

  await signIn(page, DEMO.admin, `/admin/questions?account=${account.id}&overdue=1`);
  await expect(page.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
  await expect(page.getByTestId('question-total')).toHaveText('1 question');
  await expect(page.getByTestId('question-row')).toHaveCount(1);
  await expect(page.getByRole('link', { name: '=Overdue for a week' })).toBeVisible();
  await checkBothWidths(page, 'Question Management, overdue only');
  await page.getByRole('checkbox', { name: 'Overdue only' }).uncheck();
  await expect(page).not.toHaveURL(/overdue=1/);
  await expect(page.getByTestId('question-total')).toHaveText('3 questions');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const [header, ...rows] = await csvRows(await download);
  expect(header).toEqual(QUESTION_CSV_HEADERS);
  const col = (name: string) => QUESTION_CSV_HEADERS.indexOf(name);
  const byId = new Map(rows.map((r) => [r[col('Question ID')], r]));
  expect([...byId.keys()].sort()).toEqual([overdue, fresh, answered].sort());
  const report = byId.get(answered)!;
  expect(report[col('Reference')]).toBe(`Q-${answered.slice(0, 8).toUpperCase()}`);
  expect(report[col('Account')]).toBe(account.name);
  expect(report[col('Submitter')]).toBe('Rita Report');
  expect(report[col('Type')]).toBe('Hospital - Outpatient');
  expect(report[col('Question')]).toBe('Which revenue code applies to observation hours?');
  expect(report[col('Status')]).toBe('Approved');
  expect(report[col('Expert')]).toBe('Erin Expert');
  expect(report[col('Answer')]).toBe('Use revenue code 0762, with the hours.');
  expect(report[col('Approver')]).toBe('Avery Approver');
  expect(report[col('Answered at (UTC)')]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  expect(report[col('Approved at (UTC)')]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  expect(Number(report[col('Time to answer (hours)')])).toBeCloseTo(20, 0);
  // open questions: the UI's status names, no answer; a formula-like title stays text
  expect(byId.get(fresh)![col('Status')]).toBe('Pending');
  expect(byId.get(overdue)![col('Title')]).toBe("'=Overdue for a week");
  expect(byId.get(overdue)![col('Answer')]).toBe('');
  await expect(page.getByText('Exported 3 rows.')).toBeVisible();
});
