/**
 * Navigation without holes (docs/decisions.md, "One registry of signed-in pages"): for each role,
 * every page of the registry (src/app/pages.ts) that is the role's own is reached by clicking
 * through the shell (its navigation, the user menu, the search box), the link of the open page says
 * so (aria-current="page"), and the page's h1 is the document title's page part.
 */
import { expect, test, type Page } from '@playwright/test';
import { isOwnPage, NAV_POLICY, type NavName, type SignedInPage } from '@/app/page-types';
import { can } from '@/lib/auth/policies';
import { DEMO } from '../tests/support/accounts.ts';
import { DESKTOP, expectNoAxeViolations } from './support/axe.ts';
import { signIn } from './support/sign-in.ts';

// The registry itself, read at run time only: its entries' `import()` of the pages' modules are
// for the app's build, not for this project's type check.
const REGISTRY = '@/app/pages';
const { SIGNED_IN_PAGES } = (await import(REGISTRY)) as {
  SIGNED_IN_PAGES: readonly SignedInPage[];
};

/** Where each navigation is drawn: its landmark's name. */
const NAV_LANDMARK: Record<NavName, string> = {
  main: 'Main navigation',
  'expert-top': 'Expert navigation',
  'admin-panel': 'Admin Panel',
  'expert-panel': 'Expert Panel',
};

const ROLES = [
  {
    name: 'admin',
    email: DEMO.admin,
    user: { role: 'admin', isApprover: false },
    axe: '/admin/audit',
  },
  {
    name: 'expert',
    email: DEMO.expert,
    user: { role: 'expert', isApprover: false },
    axe: '/expert/dashboard',
  },
  {
    name: 'approver',
    email: DEMO.approver,
    user: { role: 'expert', isApprover: true },
    axe: '/expert/approval',
  },
  { name: 'user', email: DEMO.user, user: { role: 'user', isApprover: false }, axe: '/questions' },
] as const;

/** The h1 is the document title's page part ("<page> · ClaimDesk"), and the registry's title. */
async function expectNamed(page: Page, entry: SignedInPage) {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(entry.title);
  await expect(page).toHaveTitle(`${entry.title} · ClaimDesk`);
}

for (const role of ROLES) {
  test.describe(`${role.name}`, () => {
    const own = SIGNED_IN_PAGES.filter((p) => isOwnPage(p, role.user) && !p.namedByData);
    /** The first navigation of this role that links to the page (side panels first). */
    const navOf = (p: SignedInPage) =>
      (['admin-panel', 'expert-panel', 'main', 'expert-top'] as const).find(
        (nav) => p.nav?.[nav] && can(role.user, NAV_POLICY[nav]),
      );

    test('reaches every page of its own through the shell, each marked and named', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(DESKTOP);
      await signIn(page, role.email);
      for (const entry of own) {
        const nav = navOf(entry);
        if (nav) {
          const landmark = page.getByRole('navigation', { name: NAV_LANDMARK[nav] });
          await landmark.getByRole('link', { name: entry.nav?.[nav], exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
          // Every navigation on screen marks the open page's link, and no other.
          const current = page.locator('nav a[aria-current="page"]');
          await expect(current.first()).toHaveAttribute('href', entry.path);
          for (const href of await current.evaluateAll((as) =>
            as.map((a) => a.getAttribute('href')),
          ))
            expect(href).toBe(entry.path);
        } else if (entry.reachedFrom === 'user-menu') {
          await page.getByRole('button', { name: 'Open user menu' }).click();
          await page.getByRole('menuitem', { name: entry.title }).click();
        } else if (entry.reachedFrom === 'search-box') {
          const box = page.getByRole('banner').getByRole('searchbox');
          await box.fill('claim');
          await box.press('Enter');
        } else {
          // Reached from another page of the shell: that page's link to it.
          const from = own.find((p) => p.path === entry.reachedFrom);
          expect(from, `${entry.path} is reached from a page of its own`).toBeDefined();
          await page.goto(from!.path);
          await page.getByRole('main').getByRole('link', { name: entry.title }).click();
        }
        await expect(page).toHaveURL(new RegExp(`${entry.path}(\\?.*)?$`));
        await expectNamed(page, entry);
      }
    });

    test(`has no axe violations on ${role.axe} with its link current`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await signIn(page, role.email, role.axe);
      await expect(
        page.locator(`nav a[aria-current="page"][href="${role.axe}"]`).first(),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `${role.axe} as ${role.name}`);
    });
  });
}
