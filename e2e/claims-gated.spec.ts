import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../tests/support/accounts.ts';
import {
  ACCOUNT_IDS,
  accountRemaining,
  DEMO_CODE,
  fillClaim,
  questionByEmail,
  unlockDemo,
} from './claims-support';
import { waitForMail } from '../tests/support/mail.ts';

test('demo gate: a wrong code is refused and cleared; the right one unlocks; Clear Access re-locks', async ({
  page,
}) => {
  await page.goto('/questions/corporate/lakeside-university-health');
  await expect(page.getByRole('heading', { name: 'Demo Access Required' })).toBeVisible();
  await expect(
    page.getByText('This is a demo environment for authorized reviewers only.'),
  ).toBeVisible();
  const input = page.getByLabel('Access Code', { exact: true });
  await expect(input).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show access code' }).click();
  await expect(input).toHaveAttribute('type', 'text');

  await input.fill('NOT-THE-CODE');
  await page.getByRole('button', { name: 'Access Demo' }).click();
  await expect(page.getByText('Invalid access code. Please try again.')).toBeVisible();
  await expect(input).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('demo-access'))).toBeNull();

  await input.fill(DEMO_CODE.toLowerCase()); // case-insensitive
  await page.getByRole('button', { name: 'Access Demo' }).click();
  await expect(page.getByRole('heading', { name: 'Lakeside University Health' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('demo-access'))).toBe('granted');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lakeside University Health' })).toBeVisible();
  // the token opens this partner's form only: another gated partner still asks for the code
  await page.goto('/questions/corporate/harbor-hospital-network');
  await expect(page.getByRole('heading', { name: 'Demo Access Required' })).toBeVisible();
  await page.goto('/questions/corporate/lakeside-university-health');
  await expect(page.getByRole('heading', { name: 'Lakeside University Health' })).toBeVisible();
  await page.getByRole('button', { name: 'Demo Mode • Clear Access' }).click();
  await expect(page.getByRole('heading', { name: 'Demo Access Required' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('demo-access'))).toBeNull();
});

for (const partner of [
  { name: 'Lakeside University Health', slug: 'lakeside-university-health' },
  { name: 'Harbor Hospital Network', slug: 'harbor-hospital-network' },
] as const) {
  test(`${partner.name}: stored pending with the account expert, counter down, email, Success toast`, async ({
    page,
  }) => {
    const accountId = ACCOUNT_IDS[partner.name];
    await unlockDemo(page);
    const before = await accountRemaining(accountId);
    await page.goto(`/questions/corporate/${partner.slug}`);
    await expect(page.getByRole('img', { name: `${partner.name} logo` })).toBeVisible();
    await expect(page.getByText(`Questions Remaining: ${before}`)).toBeVisible();
    await expect(page.getByText(/must be de-identified/)).toBeVisible();

    const email = uniqueEmail(`e2e-${partner.slug}`);
    await fillClaim(page, {
      email,
      type: 'Ambulatory Surgery Center',
      title: 'ASC device-intensive procedure',
      content: 'Is the FB modifier required for a no-cost device in an ASC?',
      titleLabel: 'Question Title',
      contentLabel: 'Detailed Question',
    });
    await expect(page.getByLabel('Year of Service')).toHaveValue('2025');
    await page.getByRole('button', { name: 'Submit Question' }).click();

    await expect(
      page.getByText('Your coding question has been submitted successfully.').first(),
    ).toBeVisible();
    await expect(page.getByText(`Questions Remaining: ${before - 1}`)).toBeVisible();
    const row = await questionByEmail(email);
    expect(row).toMatchObject({
      status: 'pending',
      corporate_account_id: accountId,
      user_id: null,
      coding_question_type: 'Ambulatory Surgery Center',
      date_of_service: '2025-01-01',
    });
    expect(row.expert_id).not.toBeNull();
    expect(await accountRemaining(accountId)).toBe(before - 1);
    await waitForMail(email);
  });
}
