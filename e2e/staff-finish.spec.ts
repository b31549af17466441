/**
 * Small things a designer and a screen-reader user notice: on a public form at 390 px "Cancel"
 * never wraps alone and, after an empty submit, fields in one row stay aligned; the knowledge base
 * of the demo has published articles with nothing typed. Axe on each.
 */
import { expect, test } from '@playwright/test';
import { DEMO } from './admin-support';
import { actor } from './expert-support';
import { expectNoAxeViolations, PHONE } from './support/axe';

test('a public form at 390 px: the buttons wrap together, a row stays aligned after an empty submit', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/questions/corporate/summit-health/standalone');
  const submit = page.getByRole('button', { name: 'Submit for Expert Review' });
  await expect(submit).toBeEnabled();
  const top = async (name: string) => (await page.getByRole('button', { name }).boundingBox())!.y;
  // Fill Test Data and Cancel share a row: Cancel is never alone on its line
  expect(Math.abs((await top('Cancel')) - (await top('Fill Test Data')))).toBeLessThan(2);

  await page.setViewportSize({ width: 1024, height: 900 });
  await submit.click();
  // The field's own message (the error summary above the form repeats it as a link)
  await expect(page.locator('#claim-email-error')).toHaveText('Email is required');
  // Email and Phone share a row: their inputs start at the same height, error or not (measured
  // together, as the empty submit may still be scrolling to the error summary)
  const offset = await page.evaluate(() => {
    const top = (id: string) => document.getElementById(id)!.getBoundingClientRect().top;
    return top('claim-phoneNumber') - top('claim-email');
  });
  expect(Math.abs(offset)).toBeLessThan(2);
  await expectNoAxeViolations(page, 'the form after an empty submit');
});

test('the demo knowledge base lists published articles with nothing typed', async ({ browser }) => {
  const user = await actor(browser, DEMO.user, '/knowledge');
  const results = user.getByTestId('kb-results');
  await expect(results.getByRole('link')).not.toHaveCount(0);
  await expect(
    results.getByRole('link', { name: 'Bilateral procedure: modifier 50 or RT and LT?' }),
  ).toBeVisible();
  await expect(user.getByText('No published article matches.')).toHaveCount(0);
  await expectNoAxeViolations(user, '/knowledge with the seeded articles');
});
