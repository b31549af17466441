/**
 * A partner onboarded in the console works like the four of the spec, tried as a new operations
 * lead would: created with a logo, the demo gate, a domain and all three forms; each form opened
 * signed out (the gate refuses a wrong code and opens on the right one; a question is stored and
 * counted); the embed in a page of the partner's origin sends its height messages; a person who
 * signs up at the domain files on the in-app form; a renamed slug keeps every old link working.
 * axe at 1280 and 390 px on the new states.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, uniqueEmail } from '../tests/support/accounts.ts';
import { sql } from '../tests/support/db.ts';
import { expectToast } from './admin-support';
import { DEMO_CODE, fillClaim, questionByEmail } from './claims-support';
import { DESKTOP, expectNoAxeViolations, PHONE } from './support/axe';
import { partnerOrigin } from './support/hosting';
import { signIn } from './support/sign-in';
import { waitForHydration } from './support/hydrated.ts';

async function axeBothWidths(page: Page, label: string) {
  await expectNoAxeViolations(page, `${label} at 1280 px`);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, `${label} at 390 px`);
  await page.setViewportSize(DESKTOP);
}

async function remaining(slug: string): Promise<number> {
  const [row] = await sql<{ questions_remaining: number }>(
    'select questions_remaining from public.corporate_accounts where slug = $1',
    [slug],
  );
  return row!.questions_remaining;
}

/** Serves, on the partner's origin, a page that frames `src` and records its height messages. */
async function partnerSite(src: string) {
  const formOrigin = new URL(src).origin;
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><title>Partner intranet</title>
<main><h1>Partner intranet</h1>
<iframe id="form" title="Ask a coding question" src="${src}" style="width:100%;height:400px;border:0"></iframe></main>
<script>
  window.heights = [];
  window.addEventListener('message', function (e) {
    if (e.origin !== ${JSON.stringify(formOrigin)} || !e.data || e.data.type !== 'claimdesk:embed-height') return;
    window.heights.push(e.data.height);
    document.getElementById('form').style.height = e.data.height + 'px';
  });
</script></html>`);
  });
  await new Promise<void>((resolve) =>
    server.listen(Number(new URL(partnerOrigin()).port), '127.0.0.1', resolve),
  );
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function visitor(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: DESKTOP })).newPage();
}

async function unlockGate(page: Page | ReturnType<Page['frameLocator']>) {
  await expect(page.getByRole('heading', { name: 'Demo Access Required' })).toBeVisible();
  const code = page.getByLabel('Access Code', { exact: true });
  await code.fill('NOT-THE-CODE');
  await page.getByRole('button', { name: 'Access Demo' }).click();
  await expect(page.getByText('Invalid access code. Please try again.')).toBeVisible();
  await expect(code).toHaveValue('');
  await code.fill(DEMO_CODE);
  await page.getByRole('button', { name: 'Access Demo' }).click();
}

test('a partner onboarded in the console gets every form: gated, branded, embedded, in-app, and renamed without breaking a link', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const slug = `e2e-onboard-${Date.now().toString(36)}`;
  const name = `Northwind ${slug.slice(-6)}`;
  const domain = `${slug}.example`;

  // The operations lead creates the partner.
  await signIn(page, DEMO.admin, '/admin/accounts');
  await page.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Slug (the public form address)').fill(slug);
  await dialog.getByLabel('Allowed email domains').fill(domain);
  await dialog.getByLabel('Logo URL').fill('/logos/summit-health.svg');
  await dialog.getByLabel('Questions remaining to start with').fill('10');
  await dialog
    .getByRole('checkbox', { name: "Require the demo access code on this partner's forms" })
    .check();
  await dialog.getByRole('checkbox', { name: /^Embeddable form/ }).check();
  await dialog.getByRole('checkbox', { name: /^In-app form/ }).check();
  await dialog.getByLabel('Intro text (optional)').fill(`Coding help for ${name} staff.`);
  await expect(dialog.getByText(`/questions/corporate/${slug}/embed`)).toBeVisible();
  await expectNoAxeViolations(page, 'account dialog with its partner forms');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Account created');
  await sql(
    `insert into public.expert_corporate_assignments (expert_id, corporate_account_id)
     select p.id, c.id from public.profiles p, public.corporate_accounts c
     where p.email = $1 and c.slug = $2`,
    [DEMO.expert, slug],
  );

  // Its public form, signed out: the gate first, then the branded form; a question is counted.
  const anon = await visitor(browser);
  await anon.goto(`/questions/corporate/${slug}`);
  await expect(anon).toHaveTitle(`Claim Submission - ${name} · ClaimDesk`);
  await axeBothWidths(anon, 'console partner demo gate');
  await unlockGate(anon);
  await expect(anon.getByRole('heading', { level: 1, name: 'Claim Submission' })).toBeVisible();
  const brand = anon.getByTestId('partner-brand');
  await expect(brand.getByRole('img', { name: `${name} logo` })).toBeVisible();
  await expect(brand.getByText(name)).toBeVisible();
  await expect(anon.getByText(`Coding help for ${name} staff.`)).toBeVisible();
  await axeBothWidths(anon, 'console partner form');
  const email = uniqueEmail('e2e-onboard');
  await fillClaim(anon, { email, title: `Onboarded ${slug}`, content: 'Which modifier applies?' });
  await anon.getByRole('button', { name: 'Submit for Expert Review' }).click();
  const confirmation = anon.getByTestId('submission-confirmation');
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByText(name)).toBeVisible();
  const stored = await questionByEmail(email);
  const [account] = await sql<{ id: string }>(
    'select id from public.corporate_accounts where slug = $1',
    [slug],
  );
  expect(stored.corporate_account_id).toBe(account!.id);
  expect(await remaining(slug)).toBe(9);

  // The embed, in a page of the partner's own origin: gated too, then it reports its height.
  const site = await partnerSite(`${baseURL}/questions/corporate/${slug}/embed`);
  try {
    const host = await visitor(browser);
    await host.goto(site.url);
    const frame = host.frameLocator('#form');
    await unlockGate(frame);
    await expect(frame.getByRole('heading', { name: 'Claim Submission' })).toBeVisible();
    const heights = () => host.evaluate(() => (window as unknown as { heights: number[] }).heights);
    await expect.poll(async () => (await heights()).length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(Math.min(...(await heights()))).toBeGreaterThanOrEqual(400);
    await expect(frame.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  } finally {
    await site.close();
  }

  // A coder who signs up at the partner's domain files on its in-app form, without the code.
  const coder = await visitor(browser);
  const coderEmail = `coder-${Date.now().toString(36)}@${domain}`;
  await coder.goto('/signup');
  await waitForHydration(coder);
  await coder.getByLabel('Name').fill('Casey Coder');
  await coder.getByLabel('Email').fill(coderEmail);
  await coder.getByLabel('Password').fill('Onboard-coder-2026');
  await coder.getByRole('button', { name: 'Sign up' }).click();
  await coder.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(coder).toHaveURL(/\/dashboard$/);
  await coder.goto(`/questions/corporate/${slug}/new`);
  await expect(
    coder.getByRole('heading', { level: 1, name: `New Coding Question - ${name}` }),
  ).toBeVisible();
  await expect(coder.getByRole('heading', { name: 'Demo Access Required' })).toHaveCount(0);
  await fillClaim(coder, {
    email: coderEmail,
    title: `In-app ${slug}`,
    content: 'Is modifier 59 needed here?',
  });
  await coder.getByRole('button', { name: 'Submit for Expert Review' }).click();
  await expect(coder).toHaveURL(/\/dashboard$/);
  const [filed] = await sql<{ corporate_account_id: string; user_id: string | null }>(
    `select q.corporate_account_id, q.user_id from public.questions q
     join public.profiles p on p.id = q.user_id where p.email = $1`,
    [coderEmail],
  );
  expect(filed?.corporate_account_id).toBe(account!.id);
  expect(await remaining(slug)).toBe(8);

  // The slug changes: the dialog shows the links that move; every old link still arrives.
  const renamed = `${slug}-health`;
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByRole('checkbox', { name: /^In-app form/ })).toBeChecked();
  const slugField = edit.getByLabel('Slug (the public form address)');
  await slugField.fill(renamed);
  const note = edit.getByRole('note').filter({ hasText: 'Changing the slug moves these links' });
  await expect(note).toContainText(
    `/questions/corporate/${slug}/embed → ${baseURL}/questions/corporate/${renamed}/embed`,
  );
  await expectNoAxeViolations(page, 'slug change warning');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Account updated');
  // A demo-access token names the partner's slug, so a rename locks the gate again: the old
  // link arrives at the renamed partner's gate, and the code opens it as before.
  for (const suffix of ['', '/standalone', '/embed']) {
    await anon.goto(`/questions/corporate/${slug}${suffix}?ref=intranet`);
    await expect(anon).toHaveURL(`${baseURL}/questions/corporate/${renamed}${suffix}?ref=intranet`);
    await expect(
      anon.getByRole('heading', { level: 1, name: 'Demo Access Required' }),
    ).toBeVisible();
    await expect(anon.getByText(`question form of ${name}`)).toBeVisible();
  }
  await unlockGate(anon);
  await expect(anon.getByRole('heading', { level: 1, name: 'Claim Submission' })).toBeVisible();
  await coder.goto(`/questions/corporate/${slug}/new`);
  await expect(coder).toHaveURL(`${baseURL}/questions/corporate/${renamed}/new`);
  await expect(
    coder.getByRole('heading', { level: 1, name: `New Coding Question - ${name}` }),
  ).toBeVisible();
});

test("Cancel takes a partner's visitor to the partner's site, or empties the form; never to the staff login", async ({
  browser,
}) => {
  const slug = `e2e-cancel-${Date.now().toString(36)}`;
  const site = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<!doctype html><html lang="en"><title>Partner home</title><h1>Partner home</h1></html>',
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/staff`;
  try {
    await sql(
      `insert into public.corporate_accounts (name, slug, questions_remaining) values ($1, $2, 5)`,
      [`Cancel ${slug}`, slug],
    );
    const page = await visitor(browser);
    await page.goto(`/questions/corporate/${slug}`);
    const firstName = page.getByLabel(/^First Name/);
    await firstName.fill('Ada');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(firstName).toHaveValue('');
    await expect(firstName).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/questions/corporate/${slug}$`));

    await sql('update public.corporate_accounts set site_url = $1 where slug = $2', [
      siteUrl,
      slug,
    ]);
    await page.goto(`/questions/corporate/${slug}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(siteUrl);
    await expect(page.getByRole('heading', { name: 'Partner home' })).toBeVisible();
  } finally {
    await new Promise<void>((r) => site.close(() => r()));
  }
});

test("someone else's in-app form says whose it is and points to Submit Claim", async ({ page }) => {
  await signIn(page, DEMO.user, '/questions/corporate/summit-health/new');
  await expect(
    page.getByRole('heading', { name: 'This form is for Summit Health System users' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for Expert Review' })).toHaveCount(0);
  await axeBothWidths(page, 'members-only in-app form');
  await page.getByRole('link', { name: 'Go to Submit Claim' }).click();
  await expect(page).toHaveURL(/\/questions\/new$/);
});
