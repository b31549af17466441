/**
 * What an entry of the registry of signed-in pages (src/app/pages.ts) says, and who may see what:
 * each guard's and each navigation's policy (src/lib/auth/policies.ts).
 */
import type { ComponentType } from 'react';
import { can, type PolicyName, type PolicyUser } from '@/lib/auth/policies';

/** The navigations: the users' main navigation, the expert top navigation, the two side panels. */
export type NavName = 'main' | 'expert-top' | 'admin-panel' | 'expert-panel';

/** The guard a page's route sits in (src/app/routes/guards.tsx). */
export type Guard = 'signed-in' | 'admin' | 'expert' | 'approver';

export interface SignedInPage {
  path: string;
  /** Other addresses of the same page (the spec's /admin and /expert). */
  aliases?: readonly string[];
  /** The document title's page part and the page's h1. */
  title: string;
  /** Known before the data: the staff frame paints it under the title while the app loads. */
  description?: string;
  /** The label of the primary action beside the heading: the frame keeps its place, unseen. */
  action?: string;
  /** The h1 names the page's data (a question, an article, a partner); `title` until it is known. */
  namedByData?: true;
  guard: Guard;
  /**
   * Whose page it is, when that is fewer users than its guard lets in: the ordinary users' pages
   * are open to staff too, but only the users' navigation links to them.
   */
  audience?: PolicyName;
  /** Its link in each navigation that has one, by label (the title, or a shorter name). */
  nav?: Partial<Record<NavName, string>>;
  /**
   * How a page without a link of its own is reached: from the page at that path (whose link is
   * then marked as the current section), the user menu, the header's search box, or the address a
   * partner hands its users.
   */
  reachedFrom?: string | 'user-menu' | 'search-box' | 'partner-link';
  /** Its route module and the component it exports. */
  load: () => Promise<Record<string, ComponentType>>;
  component: string;
}

export const GUARD_POLICY: Record<Guard, PolicyName | null> = {
  'signed-in': null,
  admin: 'admin:access',
  expert: 'expert:access',
  approver: 'answer:decide',
};

/** Who sees each navigation. */
export const NAV_POLICY: Record<NavName, PolicyName> = {
  main: 'main-nav:show',
  'expert-top': 'expert:access',
  'admin-panel': 'admin:access',
  'expert-panel': 'expert:access',
};

type SidePanel = Extract<NavName, 'admin-panel' | 'expert-panel'>;

/**
 * The side panel this user's layout has: the first of these whose navigation the user sees (an
 * admin's, else an expert's), or undefined (ordinary users and signed-out visitors). The app's
 * layout and the staff frame both ask here.
 */
export function sidePanelOf(user: PolicyUser | null): SidePanel | undefined {
  return (['admin-panel', 'expert-panel'] as const).find((nav) => can(user, NAV_POLICY[nav]));
}

/** `load` and `component`, checked: the module exports that component. */
export function routeModule<M, K extends keyof M & string>(load: () => Promise<M>, component: K) {
  return { load: load as () => Promise<Record<string, ComponentType>>, component };
}

/** May this user open the page (its guard's policy; every page needs a signed-in user)? */
export function mayOpen(page: SignedInPage, user: PolicyUser | null): boolean {
  const policy = GUARD_POLICY[page.guard];
  return user !== null && (policy === null || can(user, policy));
}

/** Is it one of this user's own pages (its guard lets them in, and it is made for them)? */
export function isOwnPage(page: SignedInPage, user: PolicyUser | null): boolean {
  return mayOpen(page, user) && (page.audience === undefined || can(user, page.audience));
}
