/**
 * The staff pages whose heading and description are known before their data: what the staff frame
 * (staff-frame.tsx) paints at a page's address while the app loads, who may open each (its guard's
 * policy), and its module, which the frame starts loading. The strings are the pages' own (each
 * feature's page-heads module).
 */
import { loadAppLayout, loadGuards, PAGE_LOADERS } from '@/app/route-loaders';
import { paths } from '@/config/paths';
import { ADMIN_PAGE_HEADS } from '@/features/admin/messages/page-heads';
import { EXPERT_PAGE_HEADS } from '@/features/expert/page-heads';
import { can, type PolicyName, type PolicyUser } from '@/lib/auth/policies';
import { readStoredUser } from '@/lib/auth/stored-user';

export interface PageHead {
  title: string;
  description: string;
}

interface StaffPage {
  path: string;
  /** Who may open it: its guard's policy. */
  policy: PolicyName;
  head: PageHead;
  /** Its module (src/app/route-loaders.ts). */
  load: () => Promise<unknown>;
}

const STAFF_PAGES: StaffPage[] = [
  {
    path: paths.admin.root.path,
    policy: 'admin:access',
    head: ADMIN_PAGE_HEADS.dashboard,
    load: PAGE_LOADERS.adminDashboard,
  },
  {
    path: paths.admin.dashboard.path,
    policy: 'admin:access',
    head: ADMIN_PAGE_HEADS.dashboard,
    load: PAGE_LOADERS.adminDashboard,
  },
  {
    path: paths.admin.users.path,
    policy: 'admin:access',
    head: ADMIN_PAGE_HEADS.users,
    load: PAGE_LOADERS.adminUsers,
  },
  {
    path: paths.admin.accounts.path,
    policy: 'admin:access',
    head: ADMIN_PAGE_HEADS.accounts,
    load: PAGE_LOADERS.adminAccounts,
  },
  {
    path: paths.admin.questions.path,
    policy: 'admin:access',
    head: ADMIN_PAGE_HEADS.questions,
    load: PAGE_LOADERS.adminQuestions,
  },
  {
    path: paths.admin.experts.path,
    policy: 'admin:access',
    head: ADMIN_PAGE_HEADS.experts,
    load: PAGE_LOADERS.adminExperts,
  },
  {
    path: paths.admin.reports.path,
    policy: 'admin:access',
    head: ADMIN_PAGE_HEADS.reports,
    load: PAGE_LOADERS.adminReports,
  },
  {
    path: paths.admin.settings.path,
    policy: 'admin:access',
    head: ADMIN_PAGE_HEADS.settings,
    load: PAGE_LOADERS.adminSettings,
  },
  {
    path: paths.admin.audit.path,
    policy: 'admin:access',
    head: ADMIN_PAGE_HEADS.audit,
    load: PAGE_LOADERS.adminAudit,
  },
  {
    path: paths.admin.emailDelivery.path,
    policy: 'admin:access',
    head: ADMIN_PAGE_HEADS.emailDelivery,
    load: PAGE_LOADERS.adminEmailDelivery,
  },
  {
    path: paths.expert.root.path,
    policy: 'expert:access',
    head: EXPERT_PAGE_HEADS.dashboard,
    load: PAGE_LOADERS.expertDashboard,
  },
  {
    path: paths.expert.dashboard.path,
    policy: 'expert:access',
    head: EXPERT_PAGE_HEADS.dashboard,
    load: PAGE_LOADERS.expertDashboard,
  },
  {
    path: paths.expert.questions.path,
    policy: 'expert:access',
    head: EXPERT_PAGE_HEADS.myQuestions,
    load: PAGE_LOADERS.expertMyQuestions,
  },
  {
    path: paths.expert.allQuestions.path,
    policy: 'expert:access',
    head: EXPERT_PAGE_HEADS.allQuestions,
    load: PAGE_LOADERS.expertAllQuestions,
  },
  {
    path: paths.expert.approval.path,
    policy: 'answer:decide',
    head: EXPERT_PAGE_HEADS.approval,
    load: PAGE_LOADERS.expertApproval,
  },
  {
    path: paths.expert.users.path,
    policy: 'expert:access',
    head: EXPERT_PAGE_HEADS.users,
    load: PAGE_LOADERS.expertUsers,
  },
  {
    path: paths.expert.metrics.path,
    policy: 'expert:access',
    head: EXPERT_PAGE_HEADS.metrics,
    load: PAGE_LOADERS.expertMetrics,
  },
];

/**
 * The heading of the page at `pathname` (trailing slashes ignored) for `user`, or undefined: a
 * page with no fixed heading, or one whose guard sends this user elsewhere.
 */
export function pageHeadFor(pathname: string, user: PolicyUser | null): PageHead | undefined {
  return staffPage(pathname, user)?.head;
}

/**
 * Starts loading what the app needs to render the page at `pathname` for `user`: the layout, the
 * guards and the page's module (with the chunks they import, in parallel). The app's own preload
 * (src/app/route-components.ts) then finds them loaded or on their way. Nothing for a page this
 * user's guard would not open.
 */
export function preloadStaffPage(pathname: string, user: PolicyUser | null): void {
  const page = staffPage(pathname, user);
  if (!page) return;
  for (const load of [loadAppLayout, loadGuards, page.load]) void load().catch(() => undefined);
}

/** The same for the user stored at the last sign-in (main.tsx, before the app has loaded). */
export function preloadStaffPageAt(pathname: string): void {
  preloadStaffPage(pathname, readStoredUser());
}

function staffPage(pathname: string, user: PolicyUser | null): StaffPage | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const page = STAFF_PAGES.find((p) => p.path === path);
  return page && can(user, page.policy) ? page : undefined;
}
