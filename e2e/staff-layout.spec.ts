/**
 * Staff pages that read as finished (docs/decisions.md, "Reports for reading", "One table, one
 * action style", "The approver's dashboard"): Reports a fraction of their old 8,084 px with the
 * demo data and without layout shift while loading; the approver's dashboard leads with the
 * approval queue; account names on one or two lines; every admin table's row actions (a button and
 * a menu) reachable by keyboard; axe on each.
 */
import { expect, test, type Page } from '@playwright/test';
import { checkBothWidths, DEMO, signIn } from './admin-support';
import { expectNoAxeViolations, DESKTOP } from './support/axe';

/** Sum of the layout shifts (not caused by input) since the page started loading. */
async function startLayoutShiftWatch(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('Reports fit under 3,000 px at 1280 px, keep their place while loading, tables on demand', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.admin);
  await startLayoutShiftWatch(page);
  await page.goto('/admin/reports');
  await expect(page.getByTestId('report-table-volume')).toBeAttached();
  await expect(page.getByTestId('metrics-chart')).toHaveCount(5);
  const kb = page.getByRole('region', { name: 'Knowledge base' });
  await expect(kb.getByTestId('kb-published')).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, 'the page height at 1280 px (8,084 px before)').toBeLessThan(3000);
  // the figures arrive into the frames reserved for them: the charts move nothing (the load
  // itself, from the staff frame to the page, is measured by the staff-frame spec)
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls, 'cumulative layout shift while Reports load').toBeLessThan(0.1);
  // no quiet weeks of "0 / 0" first
  const firstWeek = page.getByTestId('report-table-volume').getByRole('row').nth(1);
  await expect(page.getByTestId('report-table-volume')).toBeHidden();
  await page.getByText('Show as a table').first().click();
  await expect(page.getByTestId('report-table-volume')).toBeVisible();
  await expect(firstWeek.getByRole('cell').first()).not.toHaveText('0');
  await checkBothWidths(page, 'Reports with a table open');
});

test("the approver's dashboard leads with the approval queue, with its items and its link", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.approver, '/expert/dashboard');
  const approvals = page.getByRole('region', { name: /^Approval queue/ });
  await expect(approvals.getByTestId('count-approval-queue')).not.toHaveText('–');
  // the first section of the page, above the counts
  const firstRegion = page.getByTestId('page-shell').getByRole('region').first();
  await expect(firstRegion).toHaveAttribute('data-testid', 'dashboard-approvals');
  await expect(approvals.getByTestId('approval-preview').getByRole('link').first()).toBeVisible();
  await expect(approvals.getByRole('link', { name: 'Open the approval queue' })).toBeVisible();
  await checkBothWidths(page, 'approver dashboard');
});

test("an expert's queue lists what they can act on; their answers awaiting approval apart", async ({
  page,
}) => {
  await signIn(page, DEMO.expert, '/expert/dashboard');
  const queue = page.getByTestId('expert-queue');
  await expect(queue.getByTestId('queue-item').first()).toBeVisible();
  await expect(queue.getByText('Awaiting approval', { exact: true })).toHaveCount(0);
  const waiting = page.getByRole('region', { name: /^Waiting for approval/ });
  await expect(waiting.getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page, 'expert dashboard with answers waiting for approval');
});

test('account names take one or two lines at 1280 px', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.admin, '/admin/accounts');
  const names = page.locator('[data-testid^="account-row-"] [data-cell="title"] > div:first-child');
  await expect(names.first()).toBeVisible();
  const lines = await names.evaluateAll((els) =>
    els.map((el) => {
      const lh = parseFloat(getComputedStyle(el).lineHeight);
      return { name: el.textContent, lines: Math.round(el.getBoundingClientRect().height / lh) };
    }),
  );
  for (const l of lines) expect(l.lines, `${l.name}: lines`).toBeLessThanOrEqual(2);
});

const TABLES = [
  {
    path: '/admin/accounts',
    row: 'account-row-summit-health',
    name: 'Summit Health System',
    primary: 'Edit Summit Health System',
    item: 'Quota',
  },
  {
    // newest first, a page at a time: the seed expert is found by the search
    path: `/admin/users?search=${encodeURIComponent(DEMO.expert)}`,
    row: `user-row-${DEMO.expert}`,
    name: 'Erin Expert',
    primary: 'Edit Erin Expert',
    item: 'Delete',
  },
  {
    path: '/admin/experts',
    row: `expert-row-${DEMO.expert}`,
    name: 'Erin Expert',
    primary: 'Accounts of Erin Expert',
    item: 'Open questions',
  },
];

for (const t of TABLES) {
  test(`${t.path}: a row's actions, a button and a menu, work from the keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, DEMO.admin, t.path);
    const row = page.getByTestId(t.row);
    const primary = row.getByRole('button', { name: t.primary });
    await primary.focus();
    await expect(primary).toBeFocused();
    await page.keyboard.press('Tab');
    const more = row.getByRole('button', { name: `More actions for ${t.name}` });
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: t.item, exact: true })).toBeFocused();
    await expectNoAxeViolations(page, `${t.path} with a row's menu open`);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(row.getByRole('button', { name: `More actions for ${t.name}` })).toBeFocused();
    // every row has the same two controls in the same place: the actions line up
    const rights = await page
      .locator('[data-cell="actions"] > div')
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().right)));
    expect(new Set(rights).size, `${t.path}: the actions' right edges`).toBe(1);
    await checkBothWidths(page, t.path);
  });
}

test("every admin page's primary action sits top right, beside its title", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.admin);
  for (const [path, action] of [
    ['/admin/accounts', 'Add account'],
    ['/admin/users', 'Add staff user'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: action })).toBeVisible();
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const button = (await page.getByRole('button', { name: action }).boundingBox())!;
    const frame = (await page.getByTestId('page-shell').boundingBox())!;
    expect(button.y, `${path}: "${action}" on the title's line`).toBeLessThan(
      title.y + title.height,
    );
    expect(frame.x + frame.width - (button.x + button.width), `${path}: at the right`).toBeLessThan(
      40,
    );
  }
});
