/**
 * Phones (docs/decisions.md, "Phones"): below 768 px the header search lives in the mobile menu,
 * and the "Page not found" page fits every width. That every route, opened by each role that can
 * open it, is no wider than the screen at 360, 390, 1280 and 1440 px is checked where each route is
 * loaded anyway, on the rows of the accessibility table (e2e/a11y.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../tests/support/accounts.ts';
import {
  DESKTOP,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  PHONE,
  resizeAndSettle,
} from './support/axe';
import { signIn } from './support/sign-in';

/**
 * Counts the page's requests in flight. Playwright's `networkidle` waits for 500 ms without any,
 * once per page load; the pages here have all their requests started within a few milliseconds of
 * the previous one's answer, so a tenth of that is enough.
 */
function inFlight(page: Page): () => number {
  let n = 0;
  page.on('request', () => (n += 1));
  page.on('requestfinished', () => (n -= 1));
  page.on('requestfailed', () => (n -= 1));
  return () => n;
}

/** Waits until the page shows a heading and no request has been in flight for 100 ms. */
async function settle(page: Page, pending: () => number) {
  await expect(page.getByRole('heading').first()).toBeVisible();
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (pending() > 0) quietSince = Date.now();
        return Date.now() - quietSince >= 100;
      },
      { intervals: [25] },
    )
    .toBe(true);
}

test('below 768 px the header search is in the mobile menu and its results replace the menu', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const pending = inFlight(page);
  await signIn(page, DEMO.expert);
  await settle(page, pending);
  const header = page.getByRole('banner');
  await expect(header.getByRole('searchbox', { name: 'Search questions' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  const search = menu.getByRole('searchbox', { name: 'Search questions' });
  await expect(search).toBeVisible();
  await expectNoAxeViolations(page, 'mobile menu with search at 390 px');
  await search.fill('modifier');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=modifier$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('link', { name: /modifier/i }).first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'search results at 390 px');
});

test('an unknown route is a "Page not found" page, accessible at 1280 and 390 px, fitting 360-1440 px screens', async ({
  page,
}) => {
  for (const signedIn of [false, true]) {
    if (signedIn) await signIn(page, DEMO.user);
    await page.setViewportSize(DESKTOP);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    const label = `404 (${signedIn ? 'signed in' : 'signed out'})`;
    await expectNoAxeViolations(page, `${label} at 1280 px`);
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page, `${label} at 390 px`);
    await expectNoSidewaysScroll(page, `${label} at ${PHONE.width} px`);
    for (const width of [360, 1280, 1440]) {
      await resizeAndSettle(page, { width, height: 900 });
      await expectNoSidewaysScroll(page, `${label} at ${width} px`);
    }
  }
});
