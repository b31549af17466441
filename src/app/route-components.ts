/**
 * The route table's lazily loaded components (src/app/router.tsx): one chunk per page, the layout
 * and the guards. Each can be loaded ahead of its first render (`preload`, `whenLoaded`); once
 * loaded, it renders without a Suspense fallback (src/utils/lazy-import.ts). Light, like the
 * route table: nothing here is imported statically.
 */
import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loadAppLayout, loadGuards, PAGE_LOADERS } from '@/app/route-loaders';
import { lazyImport, lazyWithPreload } from '@/utils/lazy-import';

// Layout and guards (lazy: they pull in supabase-js, the auth store and Radix).
export const AppLayout = lazyImport(loadAppLayout, 'AppLayout');
export const RequireAuth = lazyImport(loadGuards, 'RequireAuth');
export const PublicOnlyRoute = lazyImport(loadGuards, 'PublicOnlyRoute');
export const AdminRoute = lazyImport(loadGuards, 'AdminRoute');
export const ExpertRoute = lazyImport(loadGuards, 'ExpertRoute');
export const ApproverRoute = lazyImport(loadGuards, 'ApproverRoute');
export const HomeRedirect = lazyImport(loadGuards, 'HomeRedirect');

// Auth pages.
export const LoginRoute = lazyImport(() => import('@/app/routes/auth/login'), 'LoginRoute');
export const SignupRoute = lazyImport(() => import('@/app/routes/auth/signup'), 'SignupRoute');
export const ForgotPasswordRoute = lazyImport(
  () => import('@/app/routes/auth/forgot-password'),
  'ForgotPasswordRoute',
);
export const ResetPasswordRoute = lazyImport(
  () => import('@/app/routes/auth/reset-password'),
  'ResetPasswordRoute',
);

// Signed-in pages.
export const DashboardRoute = lazyImport(
  () => import('@/app/routes/app/dashboard'),
  'DashboardRoute',
);
export const ProfileRoute = lazyImport(() => import('@/app/routes/app/profile'), 'ProfileRoute');
export const UpdateProfileRoute = lazyImport(
  () => import('@/app/routes/app/update-profile'),
  'UpdateProfileRoute',
);
export const ClaimReviewRoute = lazyImport(
  () => import('@/app/routes/app/claim-review'),
  'ClaimReviewRoute',
);
export const SearchRoute = lazyImport(() => import('@/app/routes/app/search'), 'SearchRoute');
export const KnowledgeRoute = lazyImport(
  () => import('@/app/routes/app/knowledge'),
  'KnowledgeRoute',
);
export const KnowledgeArticleRoute = lazyImport(
  () => import('@/app/routes/app/knowledge-article'),
  'KnowledgeArticleRoute',
);
export const SubmitClaimRoute = lazyImport(
  () => import('@/app/routes/app/claim-forms'),
  'SubmitClaimRoute',
);
export const PartnerInAppFormRoute = lazyImport(
  () => import('@/app/routes/app/claim-forms'),
  'PartnerInAppFormRoute',
);
export const ClaimDetailRoute = lazyImport(
  () => import('@/app/routes/app/claim-detail'),
  'ClaimDetailRoute',
);
// Admin pages.
export const AdminDashboardRoute = lazyWithPreload(
  PAGE_LOADERS.adminDashboard,
  'AdminDashboardRoute',
);
export const AdminUsersRoute = lazyWithPreload(PAGE_LOADERS.adminUsers, 'AdminUsersRoute');
export const AdminAccountsRoute = lazyWithPreload(PAGE_LOADERS.adminAccounts, 'AdminAccountsRoute');
export const AdminQuestionRoute = lazyWithPreload(PAGE_LOADERS.adminQuestion, 'AdminQuestionRoute');
export const AdminAuditRoute = lazyWithPreload(PAGE_LOADERS.adminAudit, 'AdminAuditRoute');
export const AdminEmailDeliveryRoute = lazyWithPreload(
  PAGE_LOADERS.adminEmailDelivery,
  'AdminEmailDeliveryRoute',
);
export const AdminQuestionsRoute = lazyWithPreload(
  PAGE_LOADERS.adminQuestions,
  'AdminQuestionsRoute',
);
export const AdminExpertsRoute = lazyWithPreload(PAGE_LOADERS.adminExperts, 'AdminExpertsRoute');
export const AdminReportsRoute = lazyWithPreload(PAGE_LOADERS.adminReports, 'AdminReportsRoute');
export const AdminSettingsRoute = lazyWithPreload(PAGE_LOADERS.adminSettings, 'AdminSettingsRoute');

// Expert pages.
export const ExpertDashboardRoute = lazyWithPreload(
  PAGE_LOADERS.expertDashboard,
  'ExpertDashboardRoute',
);
export const ExpertMyQuestionsRoute = lazyWithPreload(
  PAGE_LOADERS.expertMyQuestions,
  'ExpertMyQuestionsRoute',
);
export const ExpertQuestionRoute = lazyWithPreload(
  PAGE_LOADERS.expertQuestion,
  'ExpertQuestionRoute',
);
export const ExpertAllQuestionsRoute = lazyWithPreload(
  PAGE_LOADERS.expertAllQuestions,
  'ExpertAllQuestionsRoute',
);
export const ExpertApprovalRoute = lazyWithPreload(
  PAGE_LOADERS.expertApproval,
  'ExpertApprovalRoute',
);
export const ExpertUsersRoute = lazyWithPreload(PAGE_LOADERS.expertUsers, 'ExpertUsersRoute');
export const ExpertMetricsRoute = lazyWithPreload(PAGE_LOADERS.expertMetrics, 'ExpertMetricsRoute');

const GUARDS = [RequireAuth, PublicOnlyRoute, AdminRoute, ExpertRoute, ApproverRoute, HomeRedirect];

/**
 * The staff page the app starts at, fetched with the shell instead of after the session check
 * (docs/decisions.md, "Weight of the staff pages"): the page's chunk no longer waits for the
 * layout, the guards and the profile.
 */
const ARRIVAL_PAGES: Array<[string, { whenLoaded: () => Promise<void> }]> = [
  [paths.app.dashboard.path, DashboardRoute],
  [paths.admin.root.path, AdminDashboardRoute],
  [paths.admin.dashboard.path, AdminDashboardRoute],
  [paths.admin.users.path, AdminUsersRoute],
  [paths.admin.accounts.path, AdminAccountsRoute],
  [paths.admin.questions.path, AdminQuestionsRoute],
  [paths.admin.question.path, AdminQuestionRoute],
  [paths.admin.audit.path, AdminAuditRoute],
  [paths.admin.emailDelivery.path, AdminEmailDeliveryRoute],
  [paths.admin.experts.path, AdminExpertsRoute],
  [paths.admin.reports.path, AdminReportsRoute],
  [paths.admin.settings.path, AdminSettingsRoute],
  [paths.expert.root.path, ExpertDashboardRoute],
  [paths.expert.dashboard.path, ExpertDashboardRoute],
  [paths.expert.questions.path, ExpertMyQuestionsRoute],
  [paths.expert.question.path, ExpertQuestionRoute],
  [paths.expert.allQuestions.path, ExpertAllQuestionsRoute],
  [paths.expert.approval.path, ExpertApprovalRoute],
  [paths.expert.users.path, ExpertUsersRoute],
  [paths.expert.metrics.path, ExpertMetricsRoute],
];

/**
 * Loads the app layout, the guards and the page at `pathname` (when it is one of ARRIVAL_PAGES);
 * resolves once they are all in memory (never rejects: a failed chunk is loaded again, and
 * reported, when it renders). A route rendered after that renders at once, without a Suspense
 * fallback (src/utils/lazy-import.ts): main.tsx waits for it before the first render, and the
 * light auth entry before it hands over to the app.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const page = ARRIVAL_PAGES.find(([pattern]) => matchPath(pattern, pathname))?.[1];
  return Promise.all([
    AppLayout.whenLoaded(),
    ...GUARDS.map((guard) => guard.whenLoaded()),
    page?.whenLoaded(),
  ]).then(() => undefined);
}
