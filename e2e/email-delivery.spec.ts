/**
 * Email delivery as the operations lead works it (docs/decisions.md, "Email delivery"): with the
 * mail server down, a visitor's confirmation view says the confirmation is on its way (not that it
 * was sent); the confirmation fails; the dashboard counts it and Email delivery lists it with its
 * question and error; sending it again while the server is still down fails again, the question's
 * page says the confirmation never went out; the partner notification is given up; once the
 * server is back, sending again delivers the confirmation. axe at 1280 and 390 px on each state.
 */
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../tests/support/accounts.ts';
import { setMailRunning, waitForMail } from '../tests/support/mail.ts';
import { checkBothWidths, DEMO, expectToast, signIn, sql } from './admin-support';
import { fillClaim, questionByEmail } from './claims-support';

const reference = (id: string) => `Q-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/** The confirmation's outbox row, once the worker has finished with it. */
async function confirmationState(questionId: string): Promise<string> {
  const [row] = await sql<{ status: string; locked: boolean }>(
    `select status, coalesce(locked_until > now(), false) as locked from public.outbox
     where kind = 'confirmation_email' and question_id = $1`,
    [questionId],
  );
  return row && !row.locked ? row.status : 'busy';
}

/**
 * The outbox gives up after 8 tries over about two hours; this confirmation gets one, due now (set
 * while no worker holds it, so the worker's own outcome cannot overwrite it).
 */
async function oneTryDueNow(questionId: string) {
  await expect
    .poll(
      async () =>
        (
          await sql(
            `update public.outbox
             set attempts = 0, max_attempts = 1, last_error = null, next_attempt_at = now()
             where kind = 'confirmation_email' and question_id = $1 and status = 'pending'
               and (locked_until is null or locked_until <= now())
             returning id`,
            [questionId],
          )
        ).length,
      { timeout: 20_000 },
    )
    .toBe(1);
}

async function openFailedList(page: Page) {
  await page.goto('/admin/email-delivery?state=failed');
  await expect(page.getByRole('heading', { level: 1, name: 'Email delivery' })).toBeVisible();
}

test.afterAll(async () => {
  await setMailRunning(true);
});

test('a failed confirmation is seen, sent again through a failing mail server, then delivered', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('e2e-email-delivery');
  const title = `Email delivery ${Date.now().toString(36)}`;

  // A visitor submits while the mail server is down: the view tells the truth.
  await setMailRunning(false);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/questions/corporate/meridian-medical/standalone');
  await fillClaim(visitor, { email, title, content: 'Which HCPCS code applies to this device?' });
  await visitor.getByRole('button', { name: 'Submit for Expert Review' }).click();
  await expect(visitor.getByTestId('submission-confirmation')).toContainText(
    `A confirmation is on its way to ${email}.`,
  );
  const question = await questionByEmail(email);
  const ref = reference(question.id);
  await oneTryDueNow(question.id);
  await expect.poll(() => confirmationState(question.id), { timeout: 20_000 }).toBe('failed');

  // The dashboard counts it; its link opens the failed emails.
  await signIn(page, DEMO.admin, '/admin/dashboard');
  const failedCount = page.getByTestId('email-count-failed');
  await expect(failedCount).toBeVisible();
  await failedCount.click();
  await expect(page).toHaveURL(/\/admin\/email-delivery\?state=failed$/);
  const row = page
    .getByTestId('email-delivery-row')
    .filter({ has: page.getByRole('link', { name: ref }) })
    .filter({ hasText: 'Confirmation to the submitter' });
  await expect(row).toContainText(email);
  await expect(row).toContainText('1 of 1');
  await expect(row).toContainText('SMTP failed');
  await checkBothWidths(page, '/admin/email-delivery with a failed confirmation');

  // Sent again while the server is still down: queued, tried, failed again.
  await row
    .getByRole('button', { name: `Send again: Confirmation to the submitter, ${ref}` })
    .click();
  await expectToast(page, 'Queued to send again');
  await expect.poll(() => confirmationState(question.id), { timeout: 20_000 }).toBe('failed');
  await openFailedList(page);
  await expect(row).toContainText('SMTP failed');

  // The question's page says the confirmation never went out.
  await row.getByRole('link', { name: ref }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('confirmation-failed')).toContainText(
    `The confirmation to ${email} could not be sent`,
  );
  const confirmation = page
    .getByTestId('question-email')
    .filter({ hasText: 'Confirmation to the submitter' });
  await expect(confirmation).toContainText('Failed after 1 attempt');
  await checkBothWidths(page, 'the question page with a failed confirmation');

  // The partner notification is still retrying: the lead gives it up.
  await page.goto('/admin/email-delivery?state=retrying');
  const notification = page
    .getByTestId('email-delivery-row')
    .filter({ has: page.getByRole('link', { name: ref }) })
    .filter({ hasText: 'Partner notification' });
  await notification.getByRole('button', { name: `Give up: Partner notification, ${ref}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Give up this email?' });
  await expect(dialog).toBeVisible();
  await checkBothWidths(page, 'the give-up dialog');
  await dialog.getByRole('button', { name: 'Give up' }).click();
  await expectToast(page, 'Email given up');
  await expect(notification).toHaveCount(0);

  // The server is back: sending again delivers the confirmation, and the question says so.
  await setMailRunning(true);
  await openFailedList(page);
  await row
    .getByRole('button', { name: `Send again: Confirmation to the submitter, ${ref}` })
    .click();
  await expectToast(page, 'Queued to send again');
  await waitForMail(email, () => true, 20_000);
  await page.goto(`/admin/questions/${question.id}`);
  await expect(confirmation).toContainText('Sent');
  await expect(page.getByTestId('confirmation-failed')).toHaveCount(0);
  await expect(
    page.getByTestId('question-email').filter({ hasText: 'Partner notification' }),
  ).toContainText('Given up');
});
