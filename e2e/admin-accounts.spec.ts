/**
 * Corporate accounts (docs/spec-notes.md, "Admin console"): onboarding a partner in the UI, and a
 * quota top-up that the partner's public gated form shows. axe at 1280 and 390 px on the page and
 * its dialogs.
 */
import { expect, test } from '@playwright/test';
import { createUser, uniqueEmail } from '../tests/support/accounts.ts';
import { ACCOUNT_IDS, accountRemaining, unlockDemo } from './claims-support';
import { actor } from './expert-support';
import { checkBothWidths, chooseRowAction, DEMO, expectToast, signIn, sql } from './admin-support';
import { expectNoAxeViolations, PHONE } from './support/axe';

test('onboard a partner: create the account in the UI; it is listed and active; a duplicate slug is refused on its field', async ({
  page,
}) => {
  const slug = `e2e-partner-${Date.now().toString(36)}`;
  const name = `E2E Partner ${slug.slice(-6)}`;
  await signIn(page, DEMO.admin, '/admin/accounts');
  await expect(page.getByRole('heading', { name: 'Corporate Accounts' })).toBeVisible();
  await expect(page.getByTestId('account-row-summit-health')).toBeVisible();
  await checkBothWidths(page, '/admin/accounts');

  await page.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // bad input first: messages tied to their fields
  await dialog.getByLabel('Slug (the public form address)').fill('Not A Slug');
  await dialog.getByLabel('Contract start').fill('2026-06-01');
  await dialog.getByLabel('Contract end').fill('2026-01-01');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  // an error summary at the top links each error; each field shows its own
  const summary = dialog.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Name is required' })).toBeVisible();
  await expect(dialog.locator('p', { hasText: 'Name is required' })).toBeVisible();
  await expect(dialog.getByLabel('Slug (the public form address)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(
    dialog.locator('p', { hasText: 'Contract end date must be on or after the start date' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'create-account dialog with errors at 1280 px');
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, 'create-account dialog at 390 px');
  await page.setViewportSize({ width: 1280, height: 900 });

  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Slug (the public form address)').fill('summit-health');
  // a domain of this run's own: no two accounts may allow one (a retry creates another account)
  const domain = `${slug}.example.org`;
  await dialog.getByLabel('Primary notification email').fill(`ops@${domain}`);
  await dialog.getByLabel('Allowed email domains').fill(`@${domain.toUpperCase()}, ${domain}`);
  await dialog.getByLabel('Contract end').fill('2027-05-31');
  await dialog.getByLabel('Questions remaining to start with').fill('40');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(
    dialog.getByText('The slug "summit-health" is already used by Summit Health System').first(),
  ).toBeVisible();
  await expect(dialog.getByLabel('Slug (the public form address)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await dialog.getByLabel('Slug (the public form address)').fill(slug);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Account created');
  await expect(dialog).toBeHidden();
  const row = page.getByTestId(`account-row-${slug}`);
  await expect(row).toContainText(name);
  await expect(row).toContainText('Yes');
  await expect(row.getByTestId('questions-remaining')).toHaveText('40');
  await expect(row).toContainText('No expert');

  const [stored] = await sql<{
    is_active: boolean;
    questions_remaining: number;
    allowed_email_domains: string[];
    primary_email: string;
  }>(
    'select is_active, questions_remaining, allowed_email_domains, primary_email from public.corporate_accounts where slug = $1',
    [slug],
  );
  expect(stored).toEqual({
    is_active: true,
    questions_remaining: 40,
    allowed_email_domains: [domain],
    primary_email: `ops@${domain}`,
  });

  // the filters live in the URL
  await page.goto(`/admin/accounts?search=${slug}`);
  await expect(page.getByTestId(`account-row-${slug}`)).toBeVisible();
  await expect(page.getByTestId('account-row-summit-health')).toHaveCount(0);
});

test('top up a quota in the UI and see the counter on the partner public gated form', async ({
  browser,
  page,
}) => {
  const accountId = ACCOUNT_IDS['Lakeside University Health'];
  const before = await accountRemaining(accountId);
  await signIn(page, DEMO.admin, '/admin/accounts');
  const row = page.getByTestId('account-row-lakeside-university-health');
  await expect(row.getByTestId('questions-remaining')).toHaveText(String(before));
  await chooseRowAction(page, 'Lakeside University Health', 'Quota');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${before} questions remaining now`);
  await dialog.getByRole('button', { name: 'Change quota' }).click();
  await expect(dialog.getByText('Enter a whole number')).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, 'quota dialog at 390 px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page, 'quota dialog at 1280 px');
  await dialog.getByLabel('Questions to add').fill('7');
  await dialog.getByLabel('Reason (optional, kept in the audit)').fill('E2E renewal');
  await dialog.getByRole('button', { name: 'Change quota' }).click();
  await expectToast(page, 'Quota changed');
  await expect(
    page.getByText(`Questions remaining: ${before} → ${before + 7}`).first(),
  ).toBeVisible();
  await expect(row.getByTestId('questions-remaining')).toHaveText(String(before + 7));
  expect(await accountRemaining(accountId)).toBe(before + 7);

  const visitor = await (await browser.newContext()).newPage();
  await unlockDemo(visitor);
  await visitor.goto('/questions/corporate/lakeside-university-health');
  await expect(visitor.getByText(`Questions Remaining: ${before + 7}`)).toBeVisible();

  // recorded with who, when, old and new
  const [event] = await sql<{
    actor_email: string;
    old_values: unknown;
    new_values: unknown;
    reason: string;
  }>(
    `select actor_email, old_values, new_values, reason from public.admin_events
     where action = 'account.quota_top_up' and target_id = $1 order by id desc limit 1`,
    [accountId],
  );
  expect(event).toMatchObject({
    actor_email: DEMO.admin,
    old_values: { questions_remaining: before },
    new_values: { questions_remaining: before + 7, added: 7 },
    reason: 'E2E renewal',
  });
});

test('two admins top up the same account at the same moment: both count, each sees their own old → new', async ({
  browser,
}) => {
  const accountId = ACCOUNT_IDS['Harbor Hospital Network'];
  const second = await createUser({
    name: 'Second Admin',
    email: uniqueEmail('e2e-admin2'),
    profile: { role: 'admin' },
  });
  const pages = [await actor(browser, DEMO.admin), await actor(browser, second.email)];
  const before = await accountRemaining(accountId);
  const adds = [3, 5];
  for (const [i, p] of pages.entries()) {
    await p.goto('/admin/accounts');
    await chooseRowAction(p, 'Harbor Hospital Network', 'Quota');
    await p.getByRole('dialog').getByLabel('Questions to add').fill(String(adds[i]));
  }
  await Promise.all(
    pages.map((p) => p.getByRole('dialog').getByRole('button', { name: 'Change quota' }).click()),
  );
  const seen: Array<[number, number]> = [];
  for (const p of pages) {
    const text = await p
      .getByText(/^Questions remaining: \d+ → \d+$/)
      .first()
      .textContent();
    const [, from, to] = /(\d+) → (\d+)/.exec(text ?? '')!;
    seen.push([Number(from), Number(to)]);
  }
  expect(await accountRemaining(accountId)).toBe(before + 8);
  // each admin's answer is their own change: new = old + what they added, and the two chain
  expect(seen[0]![1] - seen[0]![0]).toBe(3);
  expect(seen[1]![1] - seen[1]![0]).toBe(5);
  const chained = [...seen].sort((a, b) => a[0] - b[0]);
  expect(chained[0]![0]).toBe(before);
  expect(chained[1]![0]).toBe(chained[0]![1]);
});
