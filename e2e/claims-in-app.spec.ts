import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../tests/support/accounts.ts';
import { ACCOUNT_IDS, accountRemaining, field, fillClaim, questionByEmail } from './claims-support';
import { sql } from '../tests/support/db.ts';
import { listMail, waitForMail } from '../tests/support/mail.ts';
import { signIn } from './support/sign-in';

/**
 * A signed-in (non-staff) submitter's confirmation goes to the account's own address, never to the
 * email typed in the form, which is stored with the question (docs/decisions.md, "Signed-in
 * submissions").
 */
async function expectConfirmationAtAccount(account: string, title: string, typed: string) {
  await waitForMail(account, (m) => m.subject.includes(title));
  const toTyped = (await listMail()).filter((m) => m.to.some((t) => t.address === typed));
  expect(toTyped).toHaveLength(0);
}

test('device-company in-app form: signed-in corporate user, stored with the user, counter, email, toast, home', async ({
  page,
}) => {
  const accountId = ACCOUNT_IDS['Meridian Medical Devices'];
  await signIn(page, 'coder@meridian-medical.test');
  const before = await accountRemaining(accountId);
  await page.goto('/questions/corporate/meridian-medical/new');
  await expect(
    page.getByRole('heading', { name: 'New Coding Question - Meridian Medical Devices' }),
  ).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit for Expert Review' });
  await expect(submit).toBeEnabled();
  const email = uniqueEmail('e2e-meridian-in-app');
  const title = `DRG with device ${Math.random().toString(36).slice(2, 8)}`;
  await fillClaim(page, {
    email,
    type: 'Hospital - Inpatient',
    title,
    content: 'Which MS-DRG applies with the device?',
  });
  // On this form POS shows with the year-of-service group.
  await expect(page.getByLabel('POS Indicator')).toBeVisible();
  await field(page, 'Year of Service').fill('2031');
  await submit.click();
  await expect(page.getByText('Question Submitted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  const [profile] = await sql<{ id: string }>(
    "select id from public.profiles where email = 'coder@meridian-medical.test'",
  );
  const row = await questionByEmail(email);
  expect(row).toMatchObject({
    user_id: profile!.id,
    corporate_account_id: accountId,
    status: 'pending',
    date_of_service: '2031-01-01',
  });
  expect(await accountRemaining(accountId)).toBe(before - 1);
  await expectConfirmationAtAccount('coder@meridian-medical.test', title, email);
});

test('hospital-system in-app form stores the question for Summit Health', async ({ page }) => {
  await signIn(page, 'coder@summit-health.test', '/questions/corporate/summit-health/new');
  await expect(
    page.getByRole('heading', { name: 'New Coding Question - Summit Health System' }),
  ).toBeVisible();
  const email = uniqueEmail('e2e-summit-in-app');
  const title = `Observation hours ${Math.random().toString(36).slice(2, 8)}`;
  await fillClaim(page, {
    email,
    title,
    content: 'How are observation hours counted?',
  });
  await page.getByRole('button', { name: 'Submit for Expert Review' }).click();
  await expect(page.getByText('Question Submitted', { exact: true })).toBeVisible();
  const row = await questionByEmail(email);
  expect(row.corporate_account_id).toBe(ACCOUNT_IDS['Summit Health System']);
  await expectConfirmationAtAccount('coder@summit-health.test', title, email);
});

test('Submit Claim (/questions/new): an individual user uses one question of the quota', async ({
  page,
}) => {
  await signIn(page, 'user@claimdesk.test');
  const [before] = await sql<{ questions_remaining: number; id: string }>(
    "select id, questions_remaining from public.profiles where email = 'user@claimdesk.test'",
  );
  await page.goto('/questions/new');
  await expect(page.getByRole('heading', { name: 'Submit Claim' })).toBeVisible();
  await expect(page.getByText(`Questions Remaining: ${before!.questions_remaining}`)).toBeVisible();
  const email = uniqueEmail('e2e-generic');
  await fillClaim(page, {
    email,
    title: 'Telehealth POS',
    content: 'Is POS 10 or 02 correct for home telehealth?',
  });
  await page.getByRole('button', { name: 'Submit for Expert Review' }).click();
  await expect(page.getByText('Question Submitted', { exact: true })).toBeVisible();
  const row = await questionByEmail(email);
  expect(row).toMatchObject({
    user_id: before!.id,
    corporate_account_id: null,
    status: 'unassigned',
  });
  const [after] = await sql<{ questions_remaining: number }>(
    'select questions_remaining from public.profiles where id = $1',
    [before!.id],
  );
  expect(after!.questions_remaining).toBe(Math.max(0, before!.questions_remaining - 1));
});
