/**
 * A managed knowledge base (docs/decisions.md, "Who reads the knowledge base and who manages it"),
 * as the operations lead works it: the admin opens the Knowledge Base from the Admin Panel,
 * unpublishes an article with a reason, a reader no longer finds it (its address, the search, the
 * suggestions on Submit Claim), the approver finds it among the unpublished articles and republishes
 * it, and the reader has it back; its history keeps both. Every role has its link, on a desktop and
 * in the phone menu; a signed-out visitor is sent to the login and brought back. Axe at 1280 and
 * 390 px on the confirmation, the unpublished article and /knowledge for staff and for a user.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, checkBothWidths, expectToast, sql } from './admin-support';
import { field } from './claims-support';
import { actor, publishedArticle } from './expert-support';
import { DESKTOP, PHONE } from './support/axe';
import { DEMO_PASSWORD } from '../tests/support/accounts.ts';

const AUDIENCE = /^Who can read it: signed-in ClaimDesk users only/;

async function nameOf(email: string): Promise<string> {
  const [row] = await sql<{ name: string }>('select name from public.profiles where email = $1', [
    email,
  ]);
  return row!.name;
}

/** Types a summary on Submit Claim and waits for the suggestions' answer; the suggested links. */
async function suggestionsFor(page: Page, summary: string) {
  await page.goto('/questions/new');
  const answered = page.waitForResponse(/\/rpc\/kb_suggest_articles/);
  await field(page, 'Question Summary').fill(summary);
  await answered;
  return page
    .getByRole('complementary', { name: 'These answers may help' })
    .getByRole('link', { name: new RegExp(summary.split(' ')[1]!) });
}

test('the operations lead unpublishes an article, a reader loses it, the approver republishes it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const a = await publishedArticle();
  const reader = await actor(browser, DEMO.user);
  await expect(await suggestionsFor(reader, `bundled ${a.tag} injection`)).toBeVisible();

  // the admin goes to the Knowledge Base from the Admin Panel, finds the article and unpublishes it
  const admin = await actor(browser, DEMO.admin);
  await admin
    .getByRole('complementary', { name: 'Admin Panel' })
    .getByRole('link', { name: 'Knowledge Base' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Knowledge Base' })).toBeVisible();
  await admin.getByLabel('Search the knowledge base').fill(a.tag);
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin.getByTestId('kb-results').getByRole('link', { name: a.title }).click();
  await expect(admin.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
  await admin.getByRole('button', { name: 'Unpublish' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Unpublish this article?' });
  await dialog.getByLabel('Reason (optional, kept in the history)').fill('Payer guidance changed');
  await checkBothWidths(admin, 'the unpublish confirmation');
  await dialog.getByRole('button', { name: 'Unpublish' }).click();
  await expectToast(admin, 'Article unpublished');
  await expect(admin.getByText('Unpublished: only staff can read this article.')).toBeVisible();
  const history = admin.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').last()).toContainText(
    `Unpublished by ${await nameOf(DEMO.admin)}`,
  );
  await expect(history.getByRole('listitem').last()).toContainText(
    'Reason: Payer guidance changed',
  );
  await checkBothWidths(admin, 'an unpublished article (admin)');

  // the reader no longer finds it: not at its address, not in the search, not suggested
  await reader.goto(`/knowledge/${a.articleId}`);
  await expect(reader.getByRole('alert')).toHaveText(
    'This article is not published or you cannot read it.',
  );
  await reader.goto(`/knowledge?q=${a.tag}`);
  await expect(reader.getByText('No published article matches.')).toBeVisible();
  await expect(await suggestionsFor(reader, `bundled ${a.tag} injection`)).toHaveCount(0);

  // the approver finds it among the unpublished articles (Expert Panel) and republishes it
  const approver = await actor(browser, DEMO.approver);
  await approver
    .getByRole('complementary', { name: 'Expert Panel' })
    .getByRole('link', { name: 'Knowledge Base' })
    .click();
  const unpublished = approver.getByRole('region', { name: 'Unpublished articles' });
  const item = unpublished.getByRole('listitem').filter({ hasText: a.title });
  await expect(item).toContainText('Reason: Payer guidance changed');
  await checkBothWidths(approver, '/knowledge with the unpublished articles (approver)');
  await item.getByRole('link', { name: a.title }).click();
  await approver.getByRole('button', { name: 'Republish' }).click();
  const again = approver.getByRole('dialog', { name: 'Republish this article?' });
  await checkBothWidths(approver, 'the republish confirmation');
  await again.getByRole('button', { name: 'Republish' }).click();
  await expectToast(approver, 'Article republished');
  await expect(approver.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expect(
    approver.getByRole('region', { name: 'History' }).getByRole('listitem').last(),
  ).toContainText(`Republished by ${await nameOf(DEMO.approver)}`);

  // and the reader has it back
  await reader.goto(`/knowledge/${a.articleId}`);
  await expect(reader.getByTestId('kb-answer')).toHaveText(a.answer);
  await expect(await suggestionsFor(reader, `bundled ${a.tag} injection`)).toBeVisible();
});

const LINKS = [
  { email: DEMO.user, nav: 'navigation', name: 'Main navigation' },
  { email: 'coder@summit-health.test', nav: 'navigation', name: 'Main navigation' },
  { email: DEMO.expert, nav: 'complementary', name: 'Expert Panel' },
  { email: DEMO.approver, nav: 'complementary', name: 'Expert Panel' },
  { email: DEMO.admin, nav: 'complementary', name: 'Admin Panel' },
] as const;

test('every role that reads the knowledge base has a link to it, on a desktop and on a phone', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  for (const r of LINKS) {
    const page = await actor(browser, r.email);
    await page.setViewportSize(DESKTOP);
    await page
      .getByRole(r.nav, { name: r.name })
      .getByRole('link', { name: 'Knowledge Base' })
      .click();
    await expect(page).toHaveURL(/\/knowledge$/);
    await expect(page.getByTestId('kb-audience')).toHaveText(AUDIENCE);
    await page.goto('/profile');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Knowledge Base' }).click();
    await expect(page).toHaveURL(/\/knowledge$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Base' })).toBeVisible();
    if (r.email === DEMO.user) await checkBothWidths(page, '/knowledge (a user)');
    await page.context().close();
  }
});

test('a signed-out visitor who opens /knowledge signs in and comes back to it', async ({
  page,
}) => {
  await page.goto('/knowledge');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fknowledge$/);
  await page.getByLabel('Email').fill(DEMO.user);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/knowledge$/);
  await expect(page.getByTestId('kb-audience')).toHaveText(AUDIENCE);
});
