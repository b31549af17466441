/**
 * The staff pages whose heading and description are known before their data: what the staff frame
 * (staff-frame.tsx) paints at a page's address while the app loads, and who may open each (its
 * guard's policy). The strings are the pages' own (each feature's page-heads module).
 */
import { paths } from '@/config/paths';
import { ADMIN_PAGE_HEADS } from '@/features/admin/messages/page-heads';
import { EXPERT_PAGE_HEADS } from '@/features/expert/page-heads';
import { can, type PolicyName, type PolicyUser } from '@/lib/auth/policies';

export interface PageHead {
  title: string;
  description: string;
}

const PAGE_HEADS: Array<{ path: string; policy: PolicyName; head: PageHead }> = [
  { path: paths.admin.root.path, policy: 'admin:access', head: ADMIN_PAGE_HEADS.dashboard },
  { path: paths.admin.dashboard.path, policy: 'admin:access', head: ADMIN_PAGE_HEADS.dashboard },
  { path: paths.admin.users.path, policy: 'admin:access', head: ADMIN_PAGE_HEADS.users },
  { path: paths.admin.accounts.path, policy: 'admin:access', head: ADMIN_PAGE_HEADS.accounts },
  { path: paths.admin.questions.path, policy: 'admin:access', head: ADMIN_PAGE_HEADS.questions },
  { path: paths.admin.experts.path, policy: 'admin:access', head: ADMIN_PAGE_HEADS.experts },
  { path: paths.admin.reports.path, policy: 'admin:access', head: ADMIN_PAGE_HEADS.reports },
  { path: paths.admin.settings.path, policy: 'admin:access', head: ADMIN_PAGE_HEADS.settings },
  { path: paths.admin.audit.path, policy: 'admin:access', head: ADMIN_PAGE_HEADS.audit },
  { path: paths.expert.root.path, policy: 'expert:access', head: EXPERT_PAGE_HEADS.dashboard },
  { path: paths.expert.dashboard.path, policy: 'expert:access', head: EXPERT_PAGE_HEADS.dashboard },
  {
    path: paths.expert.questions.path,
    policy: 'expert:access',
    head: EXPERT_PAGE_HEADS.myQuestions,
  },
  {
    path: paths.expert.allQuestions.path,
    policy: 'expert:access',
    head: EXPERT_PAGE_HEADS.allQuestions,
  },
  { path: paths.expert.approval.path, policy: 'answer:decide', head: EXPERT_PAGE_HEADS.approval },
  { path: paths.expert.users.path, policy: 'expert:access', head: EXPERT_PAGE_HEADS.users },
  { path: paths.expert.metrics.path, policy: 'expert:access', head: EXPERT_PAGE_HEADS.metrics },
];

/**
 * The heading of the page at `pathname` (trailing slashes ignored) for `user`, or undefined: a
 * page with no fixed heading, or one whose guard sends this user elsewhere.
 */
export function pageHeadFor(pathname: string, user: PolicyUser | null): PageHead | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const entry = PAGE_HEADS.find((page) => page.path === path);
  return entry && can(user, entry.policy) ? entry.head : undefined;
}
