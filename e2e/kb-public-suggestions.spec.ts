/**
 * Knowledge-base suggestions on the public partner forms (docs/spec-notes.md, "Knowledge base"):
 * with the partner's setting on, a visitor typing a summary is offered the published article and
 * expands it in place (question and approved answer), the view is counted under the form session;
 * with it off (another partner), nothing is offered. The demo-gated form, unlocked, offers it the
 * same way. Axe at 1280 and 390 px with an article expanded.
 */
import { expect, test, type Page } from '@playwright/test';
import { setKbPublicSuggestions } from '../tests/support/accounts.ts';
import { sql } from '../tests/support/db.ts';
import { ACCOUNT_IDS, field, unlockDemo } from './claims-support';
import { publishedArticle } from './expert-support';
import { DESKTOP, PHONE, expectNoAxeViolations } from './support/axe';

const MERIDIAN = ACCOUNT_IDS['Meridian Medical Devices'];
const LAKESIDE = ACCOUNT_IDS['Lakeside University Health'];

async function axeAtBothWidths(page: Page, label: string) {
  await expectNoAxeViolations(page, `${label}, 1280 px`);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, `${label}, 390 px`);
  await page.setViewportSize(DESKTOP);
}

test('a partner that allows it: the public form offers the article and expands it in place', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { tag, title, answer, articleId } = await publishedArticle();

  await setKbPublicSuggestions(MERIDIAN, true);
  try {
    await page.goto('/questions/corporate/meridian-medical/standalone');
    await field(page, 'Question Summary').fill(`bundled ${tag} injection`);
    const suggestions = page.getByRole('complementary', { name: 'These answers may help' });
    const toggle = suggestions.getByRole('button', { name: title });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(suggestions).toContainText(answer);
    await expect(suggestions).not.toContainText('Ana');
    await axeAtBothWidths(page, 'public form with an article expanded');
    const views = await sql<{ draft_id: string | null; viewer_id: string | null }>(
      'select draft_id, viewer_id from public.kb_article_views where article_id = $1',
      [articleId],
    );
    expect(views).toHaveLength(1);
    expect(views[0]!.draft_id).not.toBeNull();
    expect(views[0]!.viewer_id).toBeNull();

    // the embed of the same partner offers it too
    await page.goto('/questions/corporate/meridian-medical/embed');
    await field(page, 'Question Summary').fill(`bundled ${tag} injection`);
    await expect(
      page
        .getByRole('complementary', { name: 'These answers may help' })
        .getByRole('button', { name: title }),
    ).toBeVisible();
  } finally {
    await setKbPublicSuggestions(MERIDIAN, false);
  }

  // a partner whose setting is off: nothing offered
  await page.goto('/questions/corporate/summit-health/standalone');
  await field(page, 'Question Summary').fill(`bundled ${tag} injection`);
  await page.waitForTimeout(1500);
  await expect(page.getByRole('complementary', { name: 'These answers may help' })).toHaveCount(0);
});

test('a demo-gated partner that allows it: the unlocked form offers the article too', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { tag, title, answer } = await publishedArticle();
  await setKbPublicSuggestions(LAKESIDE, true);
  try {
    await unlockDemo(page);
    await page.goto('/questions/corporate/lakeside-university-health');
    await field(page, 'Question Title').fill(`bundled ${tag} injection`);
    const toggle = page
      .getByRole('complementary', { name: 'These answers may help' })
      .getByRole('button', { name: title });
    await toggle.click();
    await expect(page.getByRole('complementary', { name: 'These answers may help' })).toContainText(
      answer,
    );
  } finally {
    await setKbPublicSuggestions(LAKESIDE, false);
  }
});
