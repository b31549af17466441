/**
 * The route table. Declarative router (BrowserRouter + Routes) with one lazy
 * chunk per page, so public claim forms stay light: this module must not
 * statically import supabase-js, the auth store, Radix, react-hook-form, icon
 * sets or the app layout. The app layout (header, navigation, side panels,
 * toaster, auth bootstrap) and the guards are lazy chunks too; public form
 * routes render without them.
 */
import { lazy, Suspense, useState } from 'react';
import { matchPath, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/error-boundary';
import { NotFoundScreen } from '@/components/errors/error-screen';
import { Spinner } from '@/components/ui/spinner';
import { PARTNER_FORM_KEYS, PARTNER_FORMS } from '@/config/partner-forms';
import { paths } from '@/config/paths';
import { lazyImport, lazyWithPreload } from '@/utils/lazy-import';

// Layout and guards (lazy: they pull in supabase-js, the auth store and Radix).
const AppLayout = lazyImport(() => import('@/app/layout/app-layout'), 'AppLayout');
const RequireAuth = lazyImport(() => import('@/app/routes/guards'), 'RequireAuth');
const PublicOnlyRoute = lazyImport(() => import('@/app/routes/guards'), 'PublicOnlyRoute');
const AdminRoute = lazyImport(() => import('@/app/routes/guards'), 'AdminRoute');
const ExpertRoute = lazyImport(() => import('@/app/routes/guards'), 'ExpertRoute');
const ApproverRoute = lazyImport(() => import('@/app/routes/guards'), 'ApproverRoute');
const HomeRedirect = lazyImport(() => import('@/app/routes/guards'), 'HomeRedirect');

// Auth pages.
const LoginRoute = lazyImport(() => import('@/app/routes/auth/login'), 'LoginRoute');
const SignupRoute = lazyImport(() => import('@/app/routes/auth/signup'), 'SignupRoute');
const ForgotPasswordRoute = lazyImport(
  () => import('@/app/routes/auth/forgot-password'),
  'ForgotPasswordRoute',
);
const ResetPasswordRoute = lazyImport(
  () => import('@/app/routes/auth/reset-password'),
  'ResetPasswordRoute',
);

// Signed-in pages.
const DashboardRoute = lazyImport(() => import('@/app/routes/app/dashboard'), 'DashboardRoute');
const ProfileRoute = lazyImport(() => import('@/app/routes/app/profile'), 'ProfileRoute');
const UpdateProfileRoute = lazyImport(
  () => import('@/app/routes/app/update-profile'),
  'UpdateProfileRoute',
);
const ClaimReviewRoute = lazyImport(
  () => import('@/app/routes/app/claim-review'),
  'ClaimReviewRoute',
);
const SearchRoute = lazyImport(() => import('@/app/routes/app/search'), 'SearchRoute');
const KnowledgeRoute = lazyImport(() => import('@/app/routes/app/knowledge'), 'KnowledgeRoute');
const KnowledgeArticleRoute = lazyImport(
  () => import('@/app/routes/app/knowledge-article'),
  'KnowledgeArticleRoute',
);
const ClaimDetailRoute = lazyImport(
  () => import('@/app/routes/app/claim-detail'),
  'ClaimDetailRoute',
);
// Every partner form, public and in-app (src/config/partner-forms.ts).
const PartnerFormRoute = lazy(() =>
  import('@/app/routes/partner-form').then((m) => ({ default: m.PartnerFormRoute })),
);

function PartnerBySlugRoute() {
  const { slug = '' } = useParams();
  return <PartnerFormRoute slug={slug} />;
}

const PUBLIC_FORMS = PARTNER_FORM_KEYS.filter((key) => PARTNER_FORMS[key].access === 'public');
const APP_FORMS = PARTNER_FORM_KEYS.filter((key) => PARTNER_FORMS[key].access === 'app');

// Admin pages.
const AdminDashboardRoute = lazyWithPreload(
  () => import('@/app/routes/admin/dashboard'),
  'AdminDashboardRoute',
);
const AdminUsersRoute = lazyWithPreload(
  () => import('@/app/routes/admin/users'),
  'AdminUsersRoute',
);
const AdminAccountsRoute = lazyWithPreload(
  () => import('@/app/routes/admin/accounts'),
  'AdminAccountsRoute',
);
const AdminQuestionRoute = lazyWithPreload(
  () => import('@/app/routes/admin/question'),
  'AdminQuestionRoute',
);
const AdminAuditRoute = lazyWithPreload(
  () => import('@/app/routes/admin/audit'),
  'AdminAuditRoute',
);
const AdminQuestionsRoute = lazyWithPreload(
  () => import('@/app/routes/admin/questions'),
  'AdminQuestionsRoute',
);
const AdminExpertsRoute = lazyWithPreload(
  () => import('@/app/routes/admin/experts'),
  'AdminExpertsRoute',
);
const AdminReportsRoute = lazyWithPreload(
  () => import('@/app/routes/admin/reports'),
  'AdminReportsRoute',
);
const AdminSettingsRoute = lazyWithPreload(
  () => import('@/app/routes/admin/settings'),
  'AdminSettingsRoute',
);

// Expert pages.
const ExpertDashboardRoute = lazyWithPreload(
  () => import('@/app/routes/expert/dashboard'),
  'ExpertDashboardRoute',
);
const ExpertMyQuestionsRoute = lazyWithPreload(
  () => import('@/app/routes/expert/my-questions'),
  'ExpertMyQuestionsRoute',
);
const ExpertQuestionRoute = lazyWithPreload(
  () => import('@/app/routes/expert/question'),
  'ExpertQuestionRoute',
);
const ExpertAllQuestionsRoute = lazyWithPreload(
  () => import('@/app/routes/expert/all-questions'),
  'ExpertAllQuestionsRoute',
);
const ExpertApprovalRoute = lazyWithPreload(
  () => import('@/app/routes/expert/approval'),
  'ExpertApprovalRoute',
);
const ExpertUsersRoute = lazyWithPreload(
  () => import('@/app/routes/expert/users'),
  'ExpertUsersRoute',
);
const ExpertMetricsRoute = lazyWithPreload(
  () => import('@/app/routes/expert/metrics'),
  'ExpertMetricsRoute',
);

/**
 * The staff page the app starts at, fetched with the shell instead of after the session check
 * (issue 16 item 10): the page's chunk no longer waits for the layout, the guards and the profile.
 */
const ARRIVAL_PAGES: Array<[string, { preload: () => void }]> = [
  [paths.admin.root.path, AdminDashboardRoute],
  [paths.admin.dashboard.path, AdminDashboardRoute],
  [paths.admin.users.path, AdminUsersRoute],
  [paths.admin.accounts.path, AdminAccountsRoute],
  [paths.admin.questions.path, AdminQuestionsRoute],
  [paths.admin.question.path, AdminQuestionRoute],
  [paths.admin.audit.path, AdminAuditRoute],
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

function preloadArrivalPage(pathname: string) {
  ARRIVAL_PAGES.find(([pattern]) => matchPath(pattern, pathname))?.[1].preload();
}

export function AppRoutes() {
  const location = useLocation();
  // Once, for the address the app was opened at; later pages load when navigated to.
  useState(() => preloadArrivalPage(location.pathname));
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
        <Routes>
          {/* Public partner forms: standalone pages, the iframe embed, the gated forms. */}
          {PUBLIC_FORMS.map((key) => (
            <Route
              key={key}
              path={PARTNER_FORMS[key].path}
              element={<PartnerFormRoute formKey={key} />}
            />
          ))}
          <Route path={paths.corporate.partner.path} element={<PartnerBySlugRoute />} />

          {/* Everything else lives inside the app layout. */}
          <Route element={<AppLayout />}>
            <Route element={<PublicOnlyRoute />}>
              <Route path={paths.auth.login.path} element={<LoginRoute />} />
              <Route path={paths.auth.signup.path} element={<SignupRoute />} />
              <Route path={paths.auth.forgotPassword.path} element={<ForgotPasswordRoute />} />
            </Route>
            <Route path={paths.auth.resetPassword.path} element={<ResetPasswordRoute />} />

            <Route element={<RequireAuth />}>
              <Route index element={<HomeRedirect />} />
              <Route path={paths.app.dashboard.path} element={<DashboardRoute />} />
              <Route path={paths.app.profile.path} element={<ProfileRoute />} />
              <Route path={paths.app.updateProfile.path} element={<UpdateProfileRoute />} />
              <Route path={paths.app.questions.path} element={<ClaimReviewRoute />} />
              <Route path={paths.app.question.path} element={<ClaimDetailRoute />} />
              <Route path={paths.app.search.path} element={<SearchRoute />} />
              <Route path={paths.app.knowledge.path} element={<KnowledgeRoute />} />
              <Route path={paths.app.article.path} element={<KnowledgeArticleRoute />} />
              {APP_FORMS.map((key) => (
                <Route
                  key={key}
                  path={PARTNER_FORMS[key].path}
                  element={<PartnerFormRoute formKey={key} />}
                />
              ))}

              <Route element={<AdminRoute />}>
                <Route path={paths.admin.root.path} element={<AdminDashboardRoute />} />
                <Route path={paths.admin.dashboard.path} element={<AdminDashboardRoute />} />
                <Route path={paths.admin.users.path} element={<AdminUsersRoute />} />
                <Route path={paths.admin.accounts.path} element={<AdminAccountsRoute />} />
                <Route path={paths.admin.questions.path} element={<AdminQuestionsRoute />} />
                <Route path={paths.admin.question.path} element={<AdminQuestionRoute />} />
                <Route path={paths.admin.audit.path} element={<AdminAuditRoute />} />
                <Route path={paths.admin.experts.path} element={<AdminExpertsRoute />} />
                <Route path={paths.admin.reports.path} element={<AdminReportsRoute />} />
                <Route path={paths.admin.settings.path} element={<AdminSettingsRoute />} />
              </Route>

              <Route element={<ExpertRoute />}>
                <Route path={paths.expert.root.path} element={<ExpertDashboardRoute />} />
                <Route path={paths.expert.dashboard.path} element={<ExpertDashboardRoute />} />
                <Route path={paths.expert.questions.path} element={<ExpertMyQuestionsRoute />} />
                <Route path={paths.expert.question.path} element={<ExpertQuestionRoute />} />
                <Route
                  path={paths.expert.allQuestions.path}
                  element={<ExpertAllQuestionsRoute />}
                />
                <Route element={<ApproverRoute />}>
                  <Route path={paths.expert.approval.path} element={<ExpertApprovalRoute />} />
                </Route>
                <Route path={paths.expert.users.path} element={<ExpertUsersRoute />} />
                <Route path={paths.expert.metrics.path} element={<ExpertMetricsRoute />} />
              </Route>
            </Route>

            <Route path="*" element={<NotFoundScreen />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
