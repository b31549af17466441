/**
 * The audit in words (docs/decisions.md, "The audit in words"), as an operations lead reads it:
 * top up a partner's quota, then find the sentence that says so on the dashboard and in the audit,
 * open the stored values when a detail matters, and follow the account's name to the account and
 * its history.
 */
import { expect, test } from '@playwright/test';
import { ACCOUNT_IDS } from './claims-support';
import { checkBothWidths, chooseRowAction, DEMO, expectToast, signIn, sql } from './admin-support';

test('a quota top-up reads "Alex Admin added 5 questions to Summit Health System: N → N+5"', async ({
  page,
}) => {
  const account = 'Summit Health System';
  const [{ questions_remaining: before } = { questions_remaining: 0 }] = await sql<{
    questions_remaining: number;
  }>('select questions_remaining from public.corporate_accounts where id = $1', [
    ACCOUNT_IDS[account],
  ]);
  await signIn(page, DEMO.admin, '/admin/accounts');
  await chooseRowAction(page, account, 'Quota');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Questions to add').fill('5');
  await dialog.getByLabel('Reason (optional, kept in the audit)').fill('Contract renewal');
  await dialog.getByRole('button', { name: 'Change quota' }).click();
  await expectToast(page, 'Quota changed');

  const sentence = `Alex Admin added 5 questions to ${account}: ${before} → ${before + 5} (contract renewal)`;
  // the dashboard's latest actions say it in words
  await page.goto('/admin/dashboard');
  const latest = page.getByTestId('audit-row').first();
  await expect(latest.getByTestId('audit-sentence')).toHaveText(sentence);
  await expect(latest.getByText('account.quota_top_up')).toBeHidden();

  // and so does the audit, where the account's name leads to the account
  await page.getByRole('link', { name: 'See all admin actions' }).click();
  await expect(page.getByRole('heading', { name: 'Audit', exact: true })).toBeVisible();
  await page.getByLabel('Action').selectOption({ label: 'Questions added to an account' });
  await expect(page).toHaveURL(/action=account.quota_top_up/);
  const row = page.getByTestId('audit-row').first();
  await expect(row.getByTestId('audit-sentence')).toHaveText(sentence);

  // the stored values, on demand
  await expect(row.getByText('account.quota_top_up')).toBeHidden();
  await row.getByText('Raw values').click();
  await expect(row.getByText('account.quota_top_up')).toBeVisible();
  await expect(row.getByText(`corporate_account ${ACCOUNT_IDS[account]}`)).toBeVisible();
  await checkBothWidths(page, 'the audit with raw values open');

  await row.getByRole('link', { name: account }).click();
  await expect(page).toHaveURL(/\/admin\/accounts\?search=Summit\+Health\+System/);
  await expect(page.getByTestId('account-row-summit-health')).toBeVisible();
  await expect(
    page.getByTestId('account-row-summit-health').getByTestId('questions-remaining'),
  ).toHaveText(String(before + 5));

  // the account's history is headed by its name, and every row of it reads in words
  await chooseRowAction(page, account, 'History');
  await expect(page.getByTestId('audit-target')).toHaveText(`History of ${account}`);
  await expect(page.getByTestId('audit-sentence').first()).toHaveText(sentence);
  for (const text of await page.getByTestId('audit-sentence').allTextContents()) {
    expect(text).toContain(account);
    expect(text).not.toMatch(/\b[a-z]+\.[a-z]+_[a-z_]+\b|[0-9a-f]{8}-[0-9a-f]{4}-/);
  }
});
