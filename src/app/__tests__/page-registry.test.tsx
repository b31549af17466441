/**
 * The registry of signed-in pages (docs/decisions.md, "One registry of signed-in pages"): every
 * entry opens under its guard for a role it lets in, is titled after its own h1, and is marked
 * as the current page in each navigation that links to it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { formatTitle } from '@/app/layout/page-titles';
import { GUARD_POLICY, NAV_POLICY, type NavName } from '@/app/page-types';
import { SIGNED_IN_PAGES } from '@/app/pages';
import { NAV_LABELS } from '@/app/layout/nav-links';
import { can } from '@/lib/auth/policies';
import { addSignedInUser } from '@/testing/auth-helpers';
import { addressOf } from '@/testing/page-addresses';
import { mockDb } from '@/testing/mocks/handlers';
import { expectLocation, renderApp, resetAuthStore } from '@/testing/test-utils';

/** A role each guard lets in (an approver for the approval queue). */
const ROLE_FOR = {
  'signed-in': { role: 'user', is_approver: false },
  admin: { role: 'admin', is_approver: false },
  expert: { role: 'expert', is_approver: false },
  approver: { role: 'expert', is_approver: true },
} as const;

/** Where each navigation is drawn, by its accessible name. */
const NAV_NAMES: Record<NavName, string> = {
  main: NAV_LABELS.mainNav,
  'expert-top': NAV_LABELS.expertNav,
  'admin-panel': NAV_LABELS.adminPanel,
  'expert-panel': NAV_LABELS.expertPanel,
};

beforeEach(() => {
  mockDb.reset();
  resetAuthStore();
  document.title = '';
});

describe.each(SIGNED_IN_PAGES.map((page) => [page.path, page] as const))('%s', (_, page) => {
  it('opens under its guard for a role it lets in, titled after its heading', async () => {
    const who = ROLE_FOR[page.guard];
    addSignedInUser({ email: `${who.role}@example.test`, ...who });
    const address = addressOf(page);
    renderApp(address);

    const main = await screen.findByRole('main');
    const heading = await within(main).findByRole('heading', { level: 1 });
    await expectLocation(address);
    // A page named by its data (a question, an article, a partner's form) is titled by it.
    if (!page.namedByData) {
      await waitFor(() => expect(document.title).toBe(formatTitle(page.title)));
      expect(heading.textContent).toBe(page.title);
    }

    // Each navigation of this role that links to the page marks that link, and only that one.
    const user = { role: who.role, isApprover: who.is_approver };
    const navs = (Object.keys(NAV_POLICY) as NavName[]).filter(
      (nav) => page.nav?.[nav] && can(user, NAV_POLICY[nav]),
    );
    for (const nav of navs) {
      if (nav === 'expert-top' && !address.startsWith('/expert')) continue;
      const region = await screen.findByRole('navigation', { name: NAV_NAMES[nav] });
      const link = within(region).getByRole('link', { name: page.nav?.[nav] });
      expect(link).toHaveAttribute('href', page.path);
      expect(link).toHaveAttribute('aria-current', 'page');
      expect(region.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    }
  });
});

describe('the guards of the registry', () => {
  it.each(SIGNED_IN_PAGES.filter((p) => p.guard !== 'signed-in').map((p) => [p.path, p] as const))(
    'keeps %s from an ordinary user',
    async (_, page) => {
      expect(GUARD_POLICY[page.guard]).not.toBeNull();
      addSignedInUser({ email: 'user@example.test', role: 'user' });
      renderApp(addressOf(page));
      await expectLocation('/dashboard');
    },
  );
});

describe('the admin dashboard', () => {
  it('links each admin page once, from the Admin Panel, with no row of links repeating it', async () => {
    addSignedInUser({ email: 'admin@example.test', role: 'admin' });
    renderApp('/admin/dashboard');
    const panel = await screen.findByRole('navigation', { name: NAV_LABELS.adminPanel });
    const navLinks = screen
      .getAllByRole('navigation')
      .flatMap((nav) => within(nav).queryAllByRole('link'))
      .map((a) => a.getAttribute('href'));
    expect(new Set(navLinks).size).toBe(navLinks.length);
    expect(navLinks).toEqual(
      within(panel)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    );
  });
});
