import { paths } from '@/config/paths';
import type { AuthUser } from '@/lib/auth/types';
import { can } from '@/lib/auth/policies';

export interface NavLink {
  label: string;
  href: string;
  /** Match only this exact path (not its children). */
  end?: boolean;
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
  knowledgeBase: 'Knowledge Base',
} as const;

/** Main navigation for ordinary users (docs/spec-notes.md, "Routes and navigation"). */
export const MAIN_NAV: NavLink[] = [
  { label: 'Dashboard', href: paths.app.dashboard.getHref() },
  { label: 'Claim Review', href: paths.app.questions.getHref(), end: true },
  { label: 'Submit Claim', href: paths.app.newQuestion.getHref() },
  { label: NAV_LABELS.knowledgeBase, href: paths.app.knowledge.getHref() },
];

/** Expert top navigation, under /expert. */
export const EXPERT_TOP_NAV: NavLink[] = [
  { label: 'Expert Dashboard', href: paths.expert.root.getHref(), end: true },
  { label: 'All Questions', href: paths.expert.allQuestions.getHref() },
  { label: 'Metrics', href: paths.expert.metrics.getHref() },
];

/**
 * Admin side panel (title Admin Panel): the spec's five links plus Accounts (docs/decisions.md,
 * "Admin console pages") and the Knowledge Base, which staff read and manage at its own address
 * (docs/decisions.md, "Who reads the knowledge base and who manages it").
 */
const ADMIN_PANEL: NavLink[] = [
  { label: 'Dashboard', href: paths.admin.dashboard.getHref() },
  { label: 'Users', href: paths.admin.users.getHref() },
  { label: 'Accounts', href: paths.admin.accounts.getHref() },
  { label: 'Experts', href: paths.admin.experts.getHref() },
  { label: 'Reports', href: paths.admin.reports.getHref() },
  { label: 'Settings', href: paths.admin.settings.getHref() },
  { label: NAV_LABELS.knowledgeBase, href: paths.app.knowledge.getHref() },
];

/** Expert side panel (title Expert Panel); Approval Queue only for approvers; the Knowledge Base. */
function expertPanelLinks(user: AuthUser | null): NavLink[] {
  return [
    { label: 'Dashboard', href: paths.expert.dashboard.getHref() },
    { label: 'My Questions', href: paths.expert.questions.getHref() },
    { label: 'All Questions', href: paths.expert.allQuestions.getHref() },
    ...(can(user, 'answer:decide')
      ? [{ label: 'Approval Queue', href: paths.expert.approval.getHref() }]
      : []),
    { label: 'Users', href: paths.expert.users.getHref() },
    { label: 'Metrics', href: paths.expert.metrics.getHref() },
    { label: NAV_LABELS.knowledgeBase, href: paths.app.knowledge.getHref() },
  ];
}

/** The side panel for this user, or null (ordinary users and signed-out visitors). */
export function sidePanelFor(user: AuthUser | null): { title: string; links: NavLink[] } | null {
  if (can(user, 'admin:access')) return { title: NAV_LABELS.adminPanel, links: ADMIN_PANEL };
  if (can(user, 'expert:access'))
    return { title: NAV_LABELS.expertPanel, links: expertPanelLinks(user) };
  return null;
}
