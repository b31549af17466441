/**
 * Partner forms described as data (docs/spec-notes.md, "Partner forms"): a partner onboarded in the
 * admin console gets a working public form at /questions/corporate/<slug> with no code change; a
 * deactivated account's form says it is not accepting questions; an unknown slug is not found; a
 * public standalone form ends on its confirmation view; the gated forms' "Clear Access" button
 * covers nothing at 390 or 1280 px. axe at 1280 and 390 px on each new view.
 */
import { expect, test, type Page } from '@playwright/test';
import { createCorporateAccount, DEMO, uniqueEmail } from '../tests/support/accounts.ts';
import { expectToast } from './admin-support';
import { sql } from '../tests/support/db.ts';
import { signIn } from './support/sign-in';
import { DEMO_CODE, fillClaim, questionByEmail } from './claims-support';
import { DESKTOP, expectNoAxeViolations, PHONE } from './support/axe';

async function axeBothWidths(page: Page, label: string) {
  await expectNoAxeViolations(page, `${label} at 1280 px`);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, `${label} at 390 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const reference = (id: string) => `Q-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

test('a partner onboarded in the console gets a public form at /questions/corporate/<slug>; a submission is stored with that account and ends on the confirmation view', async ({
  page,
  browser,
}) => {
  const slug = `e2e-new-partner-${Date.now().toString(36)}`;
  const name = `Northwind ${slug.slice(-6)}`;
  await signIn(page, DEMO.admin, '/admin/accounts');
  await page.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Slug (the public form address)').fill(slug);
  await dialog.getByLabel('Questions remaining to start with').fill('25');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Account created');
  const [account] = await sql<{ id: string }>(
    'select id from public.corporate_accounts where slug = $1',
    [slug],
  );

  // An anonymous visitor, in a fresh browser context.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/questions/corporate/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Claim Submission' })).toBeVisible();
  const submit = visitor.getByRole('button', { name: 'Submit for Expert Review' });
  await expect(submit).toBeEnabled();
  const email = uniqueEmail('e2e-new-partner');
  const title = `New partner question ${slug.slice(-6)}`;
  await fillClaim(visitor, {
    email,
    title,
    content: 'Which modifier applies to a bilateral procedure?',
  });
  await submit.click();

  const confirmation = visitor.getByTestId('submission-confirmation');
  await expect(confirmation).toBeVisible();
  await expect(visitor).toHaveURL(new RegExp(`/questions/corporate/${slug}$`));
  await expect(
    confirmation.getByRole('heading', { name: 'Thank you, your question was submitted' }),
  ).toBeFocused();
  await expect(confirmation).toContainText(title);
  await expect(confirmation).toContainText(`A confirmation is on its way to ${email}.`);
  await expect(confirmation.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  // the view says it all: no toast repeats it (docs/decisions.md, "Toasts")
  await expect(visitor.getByText('Question Submitted')).toHaveCount(0);

  const stored = await questionByEmail(email);
  expect(stored.corporate_account_id).toBe(account!.id);
  expect(stored.title).toBe(title);
  await expect(confirmation).toContainText(reference(stored.id));
  await axeBothWidths(visitor, 'confirmation view');

  await confirmation.getByRole('button', { name: 'Submit another question' }).click();
  await expect(visitor.getByRole('button', { name: 'Submit for Expert Review' })).toBeVisible();
  await expect(visitor.getByLabel(/^Email/)).toHaveValue('');
});

test('a registered public standalone form ends on the confirmation view, not the login page', async ({
  page,
}) => {
  await page.goto('/questions/corporate/meridian-medical/standalone');
  const submit = page.getByRole('button', { name: 'Submit for Expert Review' });
  await expect(submit).toBeEnabled();
  const email = uniqueEmail('e2e-standalone-confirm');
  await fillClaim(page, { email, title: 'Device question', content: 'Which HCPCS code applies?' });
  await submit.click();
  await expect(page.getByTestId('submission-confirmation')).toBeVisible();
  await expect(page).toHaveURL(/\/questions\/corporate\/meridian-medical\/standalone$/);
  // partner-branded: the partner's name heads the confirmation (the device company has no logo)
  await expect(
    page.getByTestId('submission-confirmation').getByText('Meridian Medical Devices'),
  ).toBeVisible();
  await expect(page.getByText(`A confirmation is on its way to ${email}.`)).toBeVisible();
});

test('a deactivated account shows "This form is not accepting questions"; an unknown slug is not found', async ({
  page,
}) => {
  const account = await createCorporateAccount({ tag: 'e2e-closed' });
  await sql('update public.corporate_accounts set is_active = false where id = $1', [account.id]);
  await page.goto(`/questions/corporate/${account.slug}`);
  await expect(
    page.getByRole('heading', { name: 'This form is not accepting questions' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for Expert Review' })).toHaveCount(0);
  await axeBothWidths(page, 'closed partner form');

  await page.goto('/questions/corporate/no-such-partner-e2e');
  await expect(page.getByRole('heading', { name: 'Form not found' })).toBeVisible();
  await axeBothWidths(page, 'unknown partner form');
});

for (const size of [PHONE, DESKTOP]) {
  test(`gated form at ${size.width} px: the "Demo Mode • Clear Access" button covers no field, label or button at any scroll position`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/questions/corporate/harbor-hospital-network');
    // the gate and the form behind it are titled after the form (the partner's name)
    await expect(page).toHaveTitle('Harbor Hospital Network · ClaimDesk');
    await page.getByLabel('Access Code', { exact: true }).fill(DEMO_CODE);
    await page.getByRole('button', { name: 'Access Demo' }).click();
    await expect(page.getByRole('heading', { name: 'Harbor Hospital Network' })).toBeVisible();
    await expect(page).toHaveTitle('Harbor Hospital Network · ClaimDesk');
    const clear = page.getByRole('button', { name: 'Demo Mode • Clear Access' });
    await expect(clear).toBeVisible();

    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 200) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const covered = await page.evaluate(() => {
        const button = Array.from(document.querySelectorAll('button')).find(
          (b) => b.textContent === 'Demo Mode • Clear Access',
        )!;
        const r = button.getBoundingClientRect();
        const targets = document.querySelectorAll(
          'main label, main input, main select, main textarea, main button, main h1, main p',
        );
        return Array.from(targets)
          .filter((el) => el !== button)
          .filter((el) => {
            const o = el.getBoundingClientRect();
            return (
              o.width > 0 &&
              o.left < r.right &&
              o.right > r.left &&
              o.top < r.bottom &&
              o.bottom > r.top
            );
          })
          .map(
            (el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`,
          );
      });
      expect(covered, `covered at scroll ${y}`).toEqual([]);
    }
    await expectNoAxeViolations(page, `unlocked gated form at ${size.width} px`);
  });
}
