import { mayOpen, NAV_POLICY, sidePanelOf, type NavName } from '@/app/page-types';
import { SIGNED_IN_PAGES } from '@/app/pages';
import { pageAt } from '@/app/layout/route-titles';
import type { AuthUser } from '@/lib/auth/types';
import { can } from '@/lib/auth/policies';

export interface NavLink {
  label: string;
  href: string;
}

export const NAV_LABELS = {
  login: 'Login',
  signup: 'Sign up',
  profile: 'Profile',
  logout: 'Log out',
  adminPanel: 'Admin Panel',
  expertPanel: 'Expert Panel',
  mainNav: 'Main navigation',
  expertNav: 'Expert navigation',
  openMenu: 'Open menu',
  menuTitle: 'Menu',
  userMenu: 'Open user menu',
  searchPlaceholder: 'Search questions...',
  searchLabel: 'Search questions',
} as const;

/**
 * The links of one navigation for this user (docs/spec-notes.md, "Routes and navigation"): the
 * registry's pages that have a link there and that this user may open, in the registry's order
 * (src/app/pages.ts). None when the user does not see that navigation.
 */
export function navLinks(nav: NavName, user: AuthUser | null): NavLink[] {
  if (!can(user, NAV_POLICY[nav])) return [];
  return SIGNED_IN_PAGES.flatMap((page) => {
    const label = page.nav?.[nav];
    return label && mayOpen(page, user) ? [{ label, href: page.path }] : [];
  });
}

/** The side panel for this user (sidePanelOf), or null (ordinary users and signed-out visitors). */
export function sidePanelFor(user: AuthUser | null): { title: string; links: NavLink[] } | null {
  const nav = sidePanelOf(user);
  if (!nav) return null;
  const title = nav === 'admin-panel' ? NAV_LABELS.adminPanel : NAV_LABELS.expertPanel;
  return { title, links: navLinks(nav, user) };
}

/**
 * Whether a link leads to the page that is open ("page": the page itself, at any of its addresses)
 * or to the section it is in ("true": the list a question or article was opened from, as the
 * registry's `reachedFrom` says, src/app/pages.ts).
 */
export function navCurrent(href: string, pathname: string): 'page' | 'true' | undefined {
  const here = pageAt(pathname);
  const target = pageAt(href);
  if (!here || !target) return undefined;
  if (here === target) return 'page';
  return here.reachedFrom === target.path ? 'true' : undefined;
}
