import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../tests/support/accounts.ts';
import { ACCOUNT_IDS, field, fillClaim, questionByEmail } from './claims-support';
import { waitForMail } from '../tests/support/mail.ts';

test('embed: the host page sees height messages as the form grows and shrinks, and a submission is stored', async ({
  page,
}) => {
  await page.goto('/embed-example.html');
  const heights = () =>
    page.evaluate(() =>
      (window as unknown as { claimdeskHeights: number[] }).claimdeskHeights.slice(),
    );
  await expect.poll(async () => (await heights()).length, { timeout: 5000 }).toBeGreaterThan(0);
  const first = (await heights())[0]!;
  expect(first).toBeGreaterThanOrEqual(400);

  const frame = page.frameLocator('#claimdesk-form');
  const inner = page.frame({ url: /\/embed$/ })!;
  await expect(frame.getByRole('heading', { name: 'Claim Submission' })).toBeVisible();
  // No app header inside the iframe.
  await expect(frame.getByRole('banner')).toHaveCount(0);

  // Choosing a professional type adds the year, location and POS fields: the frame grows.
  await field(inner, 'Coding Question Type').selectOption('Professional - Global');
  await expect
    .poll(async () => Math.max(...(await heights())), { timeout: 5000 })
    .toBeGreaterThan(first + 5);
  const grown = Math.max(...(await heights()));
  await expect
    .poll(async () => (await page.locator('#claimdesk-form').boundingBox())?.height ?? 0)
    .toBeGreaterThan(first);

  // Back to a general question: the frame shrinks again.
  await field(inner, 'Coding Question Type').selectOption('General Coding Question');
  await expect
    .poll(async () => (await heights()).at(-1)!, { timeout: 5000 })
    .toBeLessThan(grown - 5);
  // Every message respected the minimum.
  expect(Math.min(...(await heights()))).toBeGreaterThanOrEqual(400);
  // Consecutive messages differ by more than 5 px.
  const all = await heights();
  for (let i = 1; i < all.length; i++) expect(Math.abs(all[i]! - all[i - 1]!)).toBeGreaterThan(5);

  // The hyphenated type names are offered.
  await expect(
    field(inner, 'Coding Question Type').locator('option', { hasText: 'Hospital - Inpatient' }),
  ).toHaveCount(1);

  const email = uniqueEmail('e2e-embed');
  await fillClaim(inner, {
    email,
    title: 'Embedded question',
    content: 'Can 99214 be billed with a device check?',
  });
  await inner.getByRole('button', { name: 'Submit for Expert Review' }).click();
  await expect(
    frame.getByText('Your coding question has been submitted successfully.').first(),
  ).toBeVisible();
  const row = await questionByEmail(email);
  expect(row.corporate_account_id).toBe(ACCOUNT_IDS['Meridian Medical Devices']);
  await waitForMail(email);
});
