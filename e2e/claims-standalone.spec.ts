import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../tests/support/accounts.ts';
import {
  ACCOUNT_IDS,
  accountRemaining,
  eventsOf,
  field,
  fillClaim,
  fillTestDataWith,
  questionByEmail,
} from './claims-support';
import { sql } from '../tests/support/db.ts';
import { waitForMail, setMailRunning } from '../tests/support/mail.ts';

const SUMMIT = ACCOUNT_IDS['Summit Health System'];
const MERIDIAN = ACCOUNT_IDS['Meridian Medical Devices'];

test('hospital-system standalone: test data, submit, stored unassigned then auto-assigned, counter, email, confirmation', async ({
  page,
}) => {
  const before = await accountRemaining(SUMMIT);
  await page.goto('/questions/corporate/summit-health/standalone');
  await expect(page.getByRole('heading', { name: 'Claim Submission' })).toBeVisible();
  await expect(page).toHaveTitle('Claim Submission - Summit Health System · ClaimDesk');
  await expect(page.getByRole('img', { name: /Summit Health System logo/ })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0); // no app header on public pages
  const submit = page.getByRole('button', { name: 'Submit for Expert Review' });
  await expect(submit).toBeEnabled();

  const email = uniqueEmail('e2e-summit');
  await fillTestDataWith(page, { Email: email });
  await submit.click();

  await expect(
    page.getByRole('heading', { name: 'Thank you, your question was submitted' }),
  ).toBeVisible();
  // The submitter stays on the partner's page, on its confirmation view (docs/spec-notes.md,
  // "Partner forms").
  await expect(page.getByTestId('submission-confirmation')).toBeVisible();
  await expect(page).toHaveURL(/\/questions\/corporate\/summit-health\/standalone$/);

  const row = await questionByEmail(email);
  expect(row).toMatchObject({
    corporate_account_id: SUMMIT,
    user_id: null,
    first_name: 'Test',
    last_name: 'Submitter',
    submitter_name: 'Test Submitter',
    submitter_email: email,
    coding_question_type: 'Professional - Physician Component',
    date_of_service: '2025-01-15',
    location_of_service_name: 'Sample Outpatient Center',
    location_of_service_zip: '80202',
    pos_indicator: '11 - Office',
    phone_number: '555-0100',
    phi_confirmed: false,
  });
  // Created unassigned, then auto-assigned to the account's expert.
  expect(row.status).toBe('pending');
  expect(row.expert_id).not.toBeNull();
  const events = await eventsOf(row.id);
  expect(events.slice(0, 2)).toEqual([
    { event: 'created', to_status: 'unassigned' },
    { event: 'assigned', to_status: 'pending' },
  ]);
  expect(await accountRemaining(SUMMIT)).toBe(before - 1);
  const mail = await waitForMail(email);
  expect(mail.subject).toBeTruthy();
});

test('device-company standalone: year 2025 by default stored as 1 January, whitelist in the confirmation', async ({
  page,
}) => {
  const before = await accountRemaining(MERIDIAN);
  await page.goto('/questions/corporate/meridian-medical/standalone');
  await expect(page.getByRole('heading', { name: 'Claim Submission' })).toBeVisible();
  const email = uniqueEmail('e2e-meridian');
  await fillClaim(page, {
    email,
    type: 'Hospital - Outpatient',
    title: 'Device C-code on an outpatient claim',
    content: 'Which C-code is reported with the device on an outpatient hospital claim?',
  });
  await expect(field(page, 'Year of Service')).toHaveValue('2025');
  await field(page, 'Location of Service Name').fill('Lakeview Outpatient');
  await expect(page.getByLabel('POS Indicator')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit for Expert Review' }).click();

  await expect(
    page.getByRole('heading', { name: 'Thank you, your question was submitted' }),
  ).toBeVisible();
  await expect(page.getByText(/whitelist claimdesk\.test/).first()).toBeVisible();
  const row = await questionByEmail(email);
  expect(row).toMatchObject({
    corporate_account_id: MERIDIAN,
    coding_question_type: 'Hospital - Outpatient',
    date_of_service: '2025-01-01',
    location_of_service_name: 'Lakeview Outpatient',
    location_of_service_zip: null,
    pos_indicator: null,
    phone_number: null,
    user_title: null,
  });
  expect(await accountRemaining(MERIDIAN)).toBe(before - 1);
  await waitForMail(email);
});

test('validation errors are shown on each field', async ({ page }) => {
  await page.goto('/questions/corporate/meridian-medical/standalone');
  const submit = page.getByRole('button', { name: 'Submit for Expert Review' });
  await expect(submit).toBeEnabled();
  await submit.click();
  const expectations: Array<[string, string]> = [
    ['First Name', 'First name is required'],
    ['Last Name', 'Last name is required'],
    ['Email', 'Email is required'],
    ['Coding Question Type', 'Coding Question Type is required'],
    ['Question Summary', 'Claim summary is required'],
    ['Question', 'Claim details are required'],
  ];
  for (const [label, message] of expectations) {
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, label)).toHaveAccessibleDescription(message);
  }
  await field(page, 'Email').fill('not-an-email');
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Invalid email address');
  await field(page, 'Coding Question Type').selectOption('Professional - Global');
  await field(page, 'Year of Service').fill('1999');
  await submit.click();
  await expect(field(page, 'Year of Service')).toHaveAccessibleDescription(
    'Year must be 2000 or later',
  );
});

test('PHI screening: a confirmed question is stored flagged', async ({ page }) => {
  await page.goto('/questions/corporate/meridian-medical/standalone');
  const email = uniqueEmail('e2e-phi');
  await fillClaim(page, {
    email,
    title: 'Modifier question',
    content: 'Patient John Smith, DOB 03/14/1962: is modifier 59 right here?',
  });
  await page.getByRole('button', { name: 'Submit for Expert Review' }).click();
  const review = page.getByRole('alert').filter({ hasText: 'Possible patient information found' });
  await expect(review.getByText('John Smith')).toBeVisible();
  await expect(review.getByText('DOB 03/14/1962')).toBeVisible();
  await review.getByLabel('I have checked: this is not patient-identifying information').check();
  await review.getByRole('button', { name: 'Submit anyway' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you, your question was submitted' }),
  ).toBeVisible();
  expect((await questionByEmail(email)).phi_confirmed).toBe(true);
});

test('MailDev stopped: the question is kept, the usual confirmation shows, and the email follows once mail is back', async ({
  page,
}) => {
  await page.goto('/questions/corporate/meridian-medical/standalone');
  const email = uniqueEmail('e2e-nomail');
  await fillClaim(page, {
    email,
    title: 'Mail down',
    content: 'Does bundling apply to 11042 and 97597?',
  });
  await setMailRunning(false);
  try {
    await page.getByRole('button', { name: 'Submit for Expert Review' }).click();
    // The confirmation is queued with the question: the submitter sees the usual confirmation.
    await expect(
      page.getByRole('heading', { name: 'Thank you, your question was submitted' }),
    ).toBeVisible();
  } finally {
    await setMailRunning(true);
  }
  const row = await questionByEmail(email);
  expect(row.title).toBe('Mail down');
  // The outbox retries with backoff; skip the wait rather than sleep through it.
  await sql(
    `update public.outbox set next_attempt_at = now() where question_id = $1 and status = 'pending'`,
    [row.id],
  );
  await waitForMail(email);
});

test('visual-test page: an alert after about a second, nothing stored', async ({ page }) => {
  await page.goto('/questions/corporate/meridian-medical/visual-test');
  await expect(page.getByText(/Visual test page/)).toBeVisible();
  const email = uniqueEmail('e2e-visual');
  await fillClaim(page, { email, title: 'Visual', content: 'Layout only' });
  const dialog = page.waitForEvent('dialog');
  const started = Date.now();
  await page.getByRole('button', { name: 'Submit for Expert Review' }).click();
  const d = await dialog;
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  expect(d.message()).toContain('would be submitted');
  await d.accept();
  expect(await sql('select 1 from public.questions where email = $1', [email])).toHaveLength(0);
});
