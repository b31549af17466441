/**
 * Full lists from the dashboard (docs/decisions.md, "Full lists from the dashboard"), as an
 * operations lead uses them: the overdue list shows the oldest few, "See all" opens every overdue
 * question in Question Management, filtered, counted and searchable; the accounts that need
 * attention open Accounts with that filter.
 */
import { expect, test } from '@playwright/test';
import { checkBothWidths, DEMO, signIn, sql } from './admin-support';

test('"See all" leads from the overdue list to every overdue question in Question Management', async ({
  page,
}) => {
  // an open question ten years old: the oldest overdue one, first on the dashboard
  const title = `E2E long overdue ${Date.now().toString(36)}`;
  const [{ id } = { id: '' }] = await sql<{ id: string }>(
    `insert into public.questions (title, content, status, created_at, coding_question_type,
       first_name, last_name, email, submitter_name, submitter_email)
     values ($1, 'Which modifier applies here?', 'unassigned', now() - interval '3650 days',
       'General Coding Question', 'Olive', 'Overdue', 'olive@example.test', 'Olive Overdue',
       'olive@example.test')
     returning id`,
    [title],
  );
  try {
    await signIn(page, DEMO.admin, '/admin/dashboard');
    const overdue = page.getByRole('region', { name: /^Past the answer-time target/ });
    await expect(overdue.getByRole('link').first()).toHaveText(title);
    const seeAll = overdue.getByRole('link', { name: /^See all \d+ questions? past the target$/ });
    const total = Number((await seeAll.textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(0);

    await seeAll.click();
    await expect(page).toHaveURL(/\/admin\/questions\?overdue=1$/);
    await expect(page.getByRole('heading', { name: 'Question Management' })).toBeVisible();
    await expect(page.getByLabel('Overdue only')).toBeChecked();
    await expect(page.getByTestId('question-total')).toHaveText(
      `${total} question${total === 1 ? '' : 's'}`,
    );
    await checkBothWidths(page, 'Question Management, overdue only');

    // the one the dashboard showed first is among them
    await page.getByLabel('Search text, reference, submitter email or name').fill(title);
    await page.getByLabel('Search text, reference, submitter email or name').press('Enter');
    await expect(page).toHaveURL(/overdue=1/);
    await expect(page.getByTestId('question-row')).toHaveCount(1);
    await expect(
      page.getByTestId('question-row').getByRole('link', { name: title }),
    ).toHaveAttribute('href', `/admin/questions/${id}`);
  } finally {
    await sql('delete from public.questions where id = $1', [id]);
  }
});

test('the accounts that need attention open Accounts with that filter', async ({ page }) => {
  await signIn(page, DEMO.admin, '/admin/dashboard');
  await page
    .getByRole('region', { name: 'Accounts that need attention' })
    .getByRole('link', { name: 'Corporate Accounts' })
    .click();
  await expect(page).toHaveURL(/\/admin\/accounts\?attention=1$/);
  await expect(page.getByLabel('Only accounts that need attention')).toBeChecked();
});
