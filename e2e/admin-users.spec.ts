/**
 * User Management a page at a time (docs/decisions.md, "Paging the staff lists"): newest first, so
 * a new user is on top of the first page; Previous / Next with the count; the search runs on the
 * server (PostgREST), so a user on another page is found, whatever characters the admin types.
 */
import { expect, test } from '@playwright/test';
import { createUser, uniqueEmail } from '../tests/support/accounts.ts';
import { checkBothWidths, DEMO, signIn, sql } from './admin-support';

const PAGE_SIZE = 50;

test('pages newest first with the count, and finds any user through the server', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // More users than a page, whatever other spec files created on this stack before.
  const users = async () =>
    (await sql<{ n: number }>('select count(*)::int as n from public.profiles'))[0]!.n;
  for (let i = await users(); i <= PAGE_SIZE; i++)
    await createUser({ name: `Filler ${i}`, email: uniqueEmail('e2e-pager') });
  const odd = await createUser({
    name: `Pager, O'Brien (50%_off) ${Date.now().toString(36)}`,
    email: uniqueEmail('e2e-pager-odd'),
  });
  const total = await users();

  await signIn(page, DEMO.admin, '/admin/users');
  const rows = page.getByRole('region', { name: 'Users' }).locator('tbody tr');
  // Newest first: the user just added is the first row.
  await expect(rows.first()).toHaveAttribute('data-testid', `user-row-${odd.email}`);
  await expect(rows).toHaveCount(PAGE_SIZE);
  const pages = page.getByRole('navigation', { name: 'Pages of users' });
  const lastPage = Math.ceil(total / PAGE_SIZE);
  await expect(pages.getByRole('status')).toHaveText(
    `1–${PAGE_SIZE} of ${total} users · Page 1 of ${lastPage}`,
  );
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  // Keyboard: Next is reachable and goes to the second page.
  await pages.getByRole('button', { name: 'Next page' }).focus();
  await page.keyboard.press('Enter');
  await expect(pages.getByRole('status')).toContainText(`Page 2 of ${lastPage}`);
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByTestId(`user-row-${odd.email}`)).toHaveCount(0);
  await checkBothWidths(page, 'users, page 2');
  await pages.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByTestId(`user-row-${odd.email}`)).toBeVisible();

  // The oldest user (a seed account) is on the last page, and the search finds it from page 1.
  const search = page.getByRole('searchbox', { name: 'Search by name or email' });
  await search.fill(DEMO.user);
  await search.press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId(`user-row-${DEMO.user}`)).toBeVisible();
  await expect(pages.getByRole('status')).toHaveText('1–1 of 1 user · Page 1 of 1');

  // Commas, parentheses, quotes and LIKE's wildcards are searched for literally.
  await search.fill("O'Brien (50%_off)");
  await search.press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId(`user-row-${odd.email}`)).toBeVisible();
  await search.fill('50%x');
  await search.press('Enter');
  await expect(page.getByText('No users match this search.')).toBeVisible();

  // A page past the end (an old link) shows the last page, not an error.
  await page.goto(`/admin/users?page=${lastPage + 3}`);
  await expect(pages.getByRole('status')).toContainText(`Page ${lastPage} of ${lastPage}`);
  await expect(page).toHaveURL(new RegExp(`[?&]page=${lastPage}$`));
});
