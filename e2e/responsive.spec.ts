/**
 * Every screen at phone and desktop widths (docs/decisions.md, "Phones"): each route, opened by
 * each role that can open it, is no wider than the viewport at 360, 390 and 1440 px, and below
 * 768 px the header search lives in the mobile menu.
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

/** Seeded questions (supabase/seed.sql): 29 is the demo user's, approved; 11 is pending with the expert. */
const seededQuestion = (n: number) => `d1000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const WIDTHS = [360, 390, 1440];

const ROUTES: Record<'anonymous' | 'user' | 'expert' | 'approver' | 'admin', string[]> = {
  anonymous: [
    '/',
    '/login',
    '/signup',
    '/forgot-password',
    '/questions/corporate/summit-health/standalone',
    '/questions/corporate/meridian-medical/standalone',
    '/questions/corporate/meridian-medical/embed',
    '/questions/corporate/meridian-medical/visual-test',
    '/questions/corporate/lakeside-university-health',
    '/questions/corporate/harbor-hospital-network',
    '/no-such-page',
  ],
  user: [
    '/dashboard',
    '/profile',
    '/questions',
    `/questions/${seededQuestion(29)}`,
    '/questions/new',
    '/questions/corporate/summit-health/new',
    '/questions/corporate/meridian-medical/new',
    '/search?q=modifier',
  ],
  expert: [
    '/expert/dashboard',
    '/expert/questions',
    `/expert/questions/${seededQuestion(11)}`,
    '/expert/all-questions',
    '/expert/users',
    '/expert/metrics',
    '/search?q=modifier',
  ],
  approver: ['/expert/approval'],
  admin: [
    '/admin/dashboard',
    '/admin/users',
    '/admin/accounts',
    '/admin/questions',
    `/admin/questions/${seededQuestion(11)}`,
    '/admin/experts',
    '/admin/reports',
    '/admin/settings',
    '/admin/audit',
    '/search?q=modifier',
  ],
};

const LOGINS = {
  user: DEMO.user,
  expert: DEMO.expert,
  approver: DEMO.approver,
  admin: DEMO.admin,
} as const;

/**
 * Counts the page's requests in flight. Playwright's `networkidle` waits for 500 ms without any,
 * once per page load; the pages here have all their requests started within a few milliseconds of
 * the previous one's answer, so a tenth of that is enough, and saves about 15 s of this file.
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

for (const [role, routes] of Object.entries(ROUTES)) {
  test(`no route is wider than the screen at 360-1440 px (${role})`, async ({ page }) => {
    test.setTimeout(180_000);
    const pending = inFlight(page);
    if (role !== 'anonymous') await signIn(page, LOGINS[role as keyof typeof LOGINS]);
    const failures: string[] = [];
    for (const route of routes) {
      await page.setViewportSize(PHONE);
      await page.goto(route);
      await settle(page, pending);
      for (const width of WIDTHS) {
        // layout (charts measure their box) follows the new width before it is measured
        await resizeAndSettle(page, { width, height: 900 });
        try {
          await expectNoSidewaysScroll(page, `${role} ${route} at ${width} px`);
        } catch (e) {
          failures.push((e as Error).message.split('\n')[0]!);
        }
      }
    }
    expect(failures).toEqual([]);
  });
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

test('an unknown route is a "Page not found" page, accessible at 1280 and 390 px', async ({
  page,
}) => {
  for (const signedIn of [false, true]) {
    if (signedIn) await signIn(page, DEMO.user);
    await page.setViewportSize(DESKTOP);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expectNoAxeViolations(page, `404 (${signedIn ? 'signed in' : 'signed out'}) at 1280 px`);
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page, `404 (${signedIn ? 'signed in' : 'signed out'}) at 390 px`);
  }
});
