/**
 * Admin Dashboard and audit (docs/spec-notes.md, "Admin console"): the counts match the database,
 * and the audit (dashboard section and /admin/audit with filters in the URL) lists what this test
 * did.
 */
import { expect, test } from '@playwright/test';
import { ACCOUNT_IDS } from './claims-support';
import { checkBothWidths, chooseRowAction, DEMO, expectToast, signIn, sql } from './admin-support';

test('the dashboard counts match the database and the audit lists what the test did', async ({
  page,
}) => {
  await signIn(page, DEMO.admin, '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const counts = await sql<{ status: string; n: number }>(
    'select status::text, count(*)::int as n from public.questions group by status',
  );
  for (const c of counts)
    await expect(page.getByTestId(`count-${c.status}`)).toContainText(String(c.n));
  await checkBothWidths(page, '/admin/dashboard');

  // an audited action: a quota set with a reason, through the accounts page
  const reason = `E2E audit ${Date.now().toString(36)}`;
  const [{ questions_remaining: current } = { questions_remaining: 0 }] = await sql<{
    questions_remaining: number;
  }>('select questions_remaining from public.corporate_accounts where id = $1', [
    ACCOUNT_IDS['Harbor Hospital Network'],
  ]);
  await page.goto('/admin/accounts');
  await chooseRowAction(page, 'Harbor Hospital Network', 'Quota');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Change').selectOption('set');
  await dialog.getByLabel('Questions remaining').fill(String(current + 3));
  await dialog.getByLabel('Reason (optional, kept in the audit)').fill(reason);
  await dialog.getByRole('button', { name: 'Change quota' }).click();
  await expectToast(page, 'Quota changed');

  await page.goto('/admin/dashboard');
  const latest = page.getByTestId('audit-row').first();
  await expect(latest.getByTestId('audit-sentence')).toHaveText(
    `Alex Admin set the questions remaining of Harbor Hospital Network: ${current} → ${current + 3} (${reason})`,
  );

  await page.getByRole('link', { name: 'See all admin actions' }).click();
  await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
  await page.getByLabel('Action').selectOption('account.quota_set');
  await expect(page).toHaveURL(/action=account.quota_set/);
  await expect(page.getByTestId('audit-row').first()).toContainText(reason);
  await page.getByLabel('Action').selectOption('setting');
  await expect(page.getByTestId('audit-row').filter({ hasText: reason })).toHaveCount(0);
  await page.goto(`/admin/audit?search=${encodeURIComponent('Harbor')}&action=account`);
  await expect(page.getByTestId('audit-row').first()).toContainText(reason);
  await checkBothWidths(page, '/admin/audit');
});

test("opened with a stored session, the dashboard's eight requests start before its code arrives, once each", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  // The sign-in's own dashboard has every answer: nothing of it is still on the way.
  await expect(page.getByTestId('audit-row').first()).toBeVisible();
  const asked: string[] = [];
  page.on('request', (r) => {
    const rpc = /\/rest\/v1\/rpc\/(admin_\w+)/.exec(r.url())?.[1];
    if (rpc) asked.push(rpc);
  });
  // The page's own chunk (not dashboard-data-<hash>.js) held until the requests are counted.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/dashboard-[\w-]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  const dashboard = [
    'admin_email_delivery_counts',
    'admin_held_counts',
    'admin_list_corporate_accounts',
    'admin_list_events',
    'admin_list_experts',
    'admin_overdue_questions',
    'admin_status_counts',
    'admin_unapprovable_answers',
  ];
  await expect.poll(() => [...asked].sort(), { timeout: 10_000 }).toEqual(dashboard);
  release();
  await expect(page.getByTestId('audit-row').first()).toBeVisible();
  await expect(page.locator('[data-testid^="count-"]').first()).toBeVisible();
  // The page took the answers over: it asked for nothing again.
  expect([...asked].sort()).toEqual(dashboard);
});

test('admin pages are admin-only in the router: an expert is sent to their own home', async ({
  page,
}) => {
  await signIn(page, DEMO.expert);
  for (const path of ['/admin/accounts', '/admin/reports', '/admin/audit', '/admin/questions']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/expert\/dashboard$/);
  }
});
