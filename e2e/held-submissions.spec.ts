/**
 * Held submissions as an admin works them (docs/decisions.md, "Held submissions"): two visitors
 * send questions faster than the minimum fill time (raised to 60 s for this test); each sees the
 * usual success, nothing is stored and nobody is mailed. The dashboard counts them, Held submissions
 * lists who, what, when and why; the admin releases one (its confirmation then arrives) and
 * discards the other. axe at 1280 and 390 px on the page and its dialog.
 */
import { expect, test, type Browser } from '@playwright/test';
import { uniqueEmail } from '../tests/support/accounts.ts';
import { listMail, waitForMail } from '../tests/support/mail.ts';
import { checkBothWidths, DEMO, expectToast, signIn, sql } from './admin-support';
import { fillClaim } from './claims-support';

async function minFillSeconds(value: string) {
  await sql(
    `insert into public.app_settings (key, value) values ('limit.min_fill_seconds', $1)
     on conflict (key) do update set value = excluded.value`,
    [value],
  );
}

/** A visitor who pastes a question and submits at once: the usual confirmation view. */
async function fastVisitor(browser: Browser, email: string, title: string) {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/questions/corporate/meridian-medical/standalone');
  await fillClaim(visitor, { email, title, content: 'Pasted: which HCPCS code fits this pump?' });
  await visitor.getByRole('button', { name: 'Submit for Expert Review' }).click();
  await expect(visitor.getByTestId('submission-confirmation')).toContainText(
    `A confirmation is on its way to ${email}.`,
  );
  await visitor.context().close();
}

test.afterAll(async () => {
  await minFillSeconds('0');
});

test('a too-fast submission is held: released, its confirmation arrives; another is discarded', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await minFillSeconds('60');
  const tag = Date.now().toString(36);
  const kept = { email: uniqueEmail('e2e-held-kept'), title: `Held kept ${tag}` };
  const spam = { email: uniqueEmail('e2e-held-spam'), title: `Held spam ${tag}` };
  await fastVisitor(browser, kept.email, kept.title);
  await fastVisitor(browser, spam.email, spam.title);
  await minFillSeconds('0');
  const stored = await sql('select 1 from public.questions where email = any($1)', [
    [kept.email, spam.email],
  ]);
  expect(stored).toHaveLength(0);
  const mailed = (await listMail()).filter((m) =>
    m.to.some((t) => [kept.email, spam.email].includes(t.address)),
  );
  expect(mailed).toHaveLength(0);

  // The dashboard counts them and links to the page.
  await signIn(page, DEMO.admin, '/admin/dashboard');
  const count = page.getByTestId('held-count');
  await expect(count).toBeVisible();
  await count.click();
  await expect(page).toHaveURL(/\/admin\/held$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Held submissions' })).toBeVisible();
  const keptRow = page.getByTestId('held-row').filter({ hasText: kept.title });
  const spamRow = page.getByTestId('held-row').filter({ hasText: spam.title });
  await expect(keptRow).toContainText(`Erin Tester <${kept.email}> (not signed in)`);
  await expect(keptRow).toContainText('Meridian Medical Devices');
  await expect(keptRow).toContainText(/Sent \d+\.\d s after the form opened/);
  await checkBothWidths(page, '/admin/held with two held submissions');

  // Release one: it goes through as usual, and the visitor's confirmation arrives.
  await keptRow.getByRole('button', { name: `Release: ${kept.title}` }).click();
  const release = page.getByRole('dialog', { name: 'Release 1 submission?' });
  await expect(release).toBeVisible();
  await checkBothWidths(page, 'the release dialog');
  await release.getByRole('button', { name: 'Release' }).click();
  await expectToast(page, '1 submission released');
  await expect(keptRow).toHaveCount(0);
  await waitForMail(kept.email, () => true, 20_000);
  const [question] = await sql<{ status: string }>(
    'select status from public.questions where email = $1',
    [kept.email],
  );
  expect(question!.status).toBe('pending');

  // Discard the other, chosen with its checkbox, from the keyboard.
  const box = spamRow.getByRole('checkbox', { name: `Select: ${spam.title}` });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await page.getByRole('button', { name: 'Discard selected' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard 1 submission?' });
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expectToast(page, '1 submission discarded');
  await expect(spamRow).toHaveCount(0);
  expect(await sql('select 1 from public.questions where email = $1', [spam.email])).toHaveLength(
    0,
  );
  const audit = await sql<{ action: string }>(
    `select action from public.admin_events where action like 'question.%_held' and target_label = any($1) order by id`,
    [[kept.title, spam.title]],
  );
  expect(audit.map((a) => a.action)).toEqual(['question.release_held', 'question.discard_held']);
});
