/**
 * Tables on phones (docs/decisions.md, "Tables on phones"), used as an operations lead would on a
 * 390 px phone: in every admin and expert table a row's name and its action are in view together,
 * without scrolling the page or the table sideways, and the action works from there; axe at 390
 * and 1280 px on each.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO } from '../tests/support/accounts.ts';
import { checkBothWidths } from './admin-support';
import { expectNoSidewaysScroll, PHONE } from './support/axe';
import { signIn } from './support/sign-in';

/** The row's name and its action are both wholly on screen at once, and the page stays put. */
async function expectInReach(page: Page, label: string, name: Locator, action: Locator) {
  await name.scrollIntoViewIfNeeded();
  await expect(name, `${label}: the name`).toBeInViewport({ ratio: 1 });
  await expect(action, `${label}: the action, beside the name`).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page, label);
}

async function open(page: Page, path: string) {
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('admin tables at 390 px: each row is a card with its name, facts and actions', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.admin);

  // Newest first, a page at a time: the seed expert is found by the search.
  await open(page, `/admin/users?search=${encodeURIComponent(DEMO.expert)}`);
  const user = page.getByTestId(`user-row-${DEMO.expert}`);
  await expectInReach(
    page,
    'users',
    user.getByText('Erin Expert', { exact: true }),
    user.getByRole('button', { name: 'More actions for Erin Expert' }),
  );
  await user.getByRole('button', { name: 'Edit Erin Expert' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit user' })).toBeVisible();
  await page.keyboard.press('Escape');
  await checkBothWidths(page, 'users');

  await open(page, '/admin/accounts');
  const account = page.getByTestId('account-row-summit-health');
  await expectInReach(
    page,
    'accounts',
    account.getByText('Summit Health System', { exact: true }),
    account.getByRole('button', { name: 'More actions for Summit Health System' }),
  );
  // the facts are labelled on the card
  await expect(account.getByTestId('questions-remaining')).toBeInViewport();
  await checkBothWidths(page, 'accounts');

  await open(page, '/admin/experts');
  const expert = page.getByTestId(`expert-row-${DEMO.expert}`);
  await expectInReach(
    page,
    'experts',
    expert.getByText('Erin Expert', { exact: true }),
    expert.getByRole('checkbox', { name: /Erin Expert/ }),
  );
  await checkBothWidths(page, 'experts');

  await open(page, '/admin/questions');
  const question = page.getByTestId('question-row').first();
  await expectInReach(
    page,
    'Question Management',
    question.locator('[data-cell="title"] a'),
    question.getByRole('checkbox'),
  );
  await question.getByRole('checkbox').check();
  await expect(page.getByTestId('selected-count')).toContainText('1');
  // selecting the whole page stays in reach above the cards
  await expect(
    page.getByRole('checkbox', { name: 'Select every question on this page' }),
  ).toBeInViewport();
  await checkBothWidths(page, 'Question Management');

  await open(page, '/admin/audit');
  const event = page.getByTestId('audit-row').first();
  await expectInReach(
    page,
    'audit',
    event.getByTestId('audit-sentence'),
    event.getByText('Raw values'),
  );
  await checkBothWidths(page, 'audit');

  await open(page, '/admin/dashboard');
  const load = page
    .getByRole('table')
    .filter({ hasText: 'Awaiting approval' })
    .getByRole('row')
    .nth(1);
  await expectInReach(
    page,
    "the dashboard's expert load",
    load.locator('[data-cell="title"] a'),
    load.locator('td').last(),
  );
  await checkBothWidths(page, 'dashboard');

  // reports keep their table (behind "Show as a table"), scrolling inside its box with the group column pinned
  await open(page, '/admin/reports');
  await page.getByText('Show as a table').first().click();
  const region = page.getByRole('region', { name: /: table$/ }).first();
  await region.scrollIntoViewIfNeeded();
  await region.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  await expect(region.locator('tbody th[scope="row"]').first()).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page, 'reports');
});

test('expert tables at 390 px: the question lists and the submitters', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.expert);
  for (const [path, label] of [
    ['/expert/questions', 'My Questions'],
    ['/expert/all-questions', 'All Questions'],
  ] as const) {
    await open(page, path);
    const row = page.getByTestId('question-row').first();
    await expectInReach(
      page,
      label,
      row.locator('[data-cell="title"] a'),
      row.locator('[data-label="Status"]'),
    );
    await checkBothWidths(page, label);
  }
  await open(page, '/expert/all-questions');
  await page.getByTestId('question-row').first().locator('[data-cell="title"] a').click();
  await expect(page).toHaveURL(/\/expert\/questions\/[0-9a-f-]{36}$/);

  await open(page, '/expert/users');
  const submitter = page.getByTestId('submitter-row').first();
  await expectInReach(
    page,
    'submitters',
    submitter.locator('[data-cell="title"]'),
    submitter.getByTestId('question-count'),
  );
  await checkBothWidths(page, 'submitters');
});

test("the approval queue at 390 px: each answer's decision sits in its card, on screen", async ({
  page,
}) => {
  await signIn(page, DEMO.approver);
  await open(page, '/expert/approval');
  // an answer this approver may decide (their own answers show no buttons)
  const item = page
    .getByTestId('approval-item')
    .filter({ has: page.getByRole('button', { name: 'Approve', exact: true }) })
    .first();
  await expect(item).toBeVisible();
  const approve = item.getByRole('button', { name: 'Approve', exact: true });
  await approve.scrollIntoViewIfNeeded();
  await expect(approve).toBeInViewport({ ratio: 1 });
  await expect(item.getByRole('heading', { level: 2 })).toBeVisible();
  await expectNoSidewaysScroll(page, 'approval queue');
  await checkBothWidths(page, 'approval queue');
});
