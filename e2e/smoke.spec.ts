import { expect, test } from '@playwright/test';

test('the built app loads, and an anonymous visitor to / ends on /login', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page).toHaveURL(/\/login(\?.*)?$/);
  await expect(page.getByLabel(/email/i)).toBeVisible();
  await expect(page.getByLabel(/password/i)).toBeVisible();
  expect(errors).toEqual([]);
});
