/**
 * The route table. Declarative router (BrowserRouter + Routes) with one lazy
 * chunk per page, so public claim forms stay light: this module must not
 * statically import supabase-js, the auth store, Radix, react-hook-form, icon
 * sets or the app layout. The app layout (header, navigation, side panels,
 * toaster, auth bootstrap) and the guards are lazy chunks too; public form
 * routes render without them.
 */
import { lazy, Suspense, useState } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/error-boundary';
import { NotFoundScreen } from '@/components/errors/error-screen';
import { Spinner } from '@/components/ui/spinner';
import { PARTNER_FORM_ROUTES, type PartnerFormVariant } from '@/config/partner-forms';
import { paths } from '@/config/paths';
import { startLandingDataFromStoredSession } from '@/app/landing-data';
import {
  AdminAccountsRoute,
  AdminAuditRoute,
  AdminDashboardRoute,
  AdminEmailDeliveryRoute,
  AdminExpertsRoute,
  AdminQuestionRoute,
  AdminQuestionsRoute,
  AdminReportsRoute,
  AdminRoute,
  AdminSettingsRoute,
  AdminUsersRoute,
  AppLayout,
  ApproverRoute,
  ClaimDetailRoute,
  ClaimReviewRoute,
  DashboardRoute,
  ExpertAllQuestionsRoute,
  ExpertApprovalRoute,
  ExpertDashboardRoute,
  ExpertMetricsRoute,
  ExpertMyQuestionsRoute,
  ExpertQuestionRoute,
  ExpertRoute,
  ExpertUsersRoute,
  ForgotPasswordRoute,
  HomeRedirect,
  KnowledgeArticleRoute,
  KnowledgeRoute,
  LoginRoute,
  PartnerInAppFormRoute,
  ProfileRoute,
  PublicOnlyRoute,
  RequireAuth,
  ResetPasswordRoute,
  SearchRoute,
  SignupRoute,
  SubmitClaimRoute,
  UpdateProfileRoute,
  preloadRoute,
} from '@/app/route-components';

// Every public partner form (src/config/partner-forms.ts); the in-app ones are signed-in pages.
const PartnerFormRoute = lazy(() =>
  import('@/app/routes/partner-form').then((m) => ({ default: m.PartnerFormRoute })),
);

function PublicPartnerFormRoute({
  variant,
  bare = false,
}: {
  variant: PartnerFormVariant;
  bare?: boolean;
}) {
  const { slug = '' } = useParams();
  return <PartnerFormRoute address={{ slug, variant, bare }} />;
}

const PUBLIC_FORM_ROUTES: Array<[path: string, variant: PartnerFormVariant, bare: boolean]> = [
  [PARTNER_FORM_ROUTES.bare, 'standalone', true],
  [PARTNER_FORM_ROUTES.standalone, 'standalone', false],
  [PARTNER_FORM_ROUTES.embed, 'embed', false],
  [PARTNER_FORM_ROUTES.visual_test, 'visual_test', false],
];

export function AppRoutes() {
  const location = useLocation();
  // Once, for the address the app was opened at (later pages load when navigated to): its chunks,
  // and with a stored session its data, in parallel.
  useState(() => {
    void preloadRoute(location.pathname);
    startLandingDataFromStoredSession(location.pathname);
  });
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
        <Routes>
          {/* Public partner forms: standalone pages, the iframe embed, the gated forms. */}
          {PUBLIC_FORM_ROUTES.map(([path, variant, bare]) => (
            <Route
              key={path}
              path={path}
              element={<PublicPartnerFormRoute variant={variant} bare={bare} />}
            />
          ))}

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
              <Route path={paths.app.newQuestion.path} element={<SubmitClaimRoute />} />
              <Route path={PARTNER_FORM_ROUTES.in_app} element={<PartnerInAppFormRoute />} />

              <Route element={<AdminRoute />}>
                <Route path={paths.admin.root.path} element={<AdminDashboardRoute />} />
                <Route path={paths.admin.dashboard.path} element={<AdminDashboardRoute />} />
                <Route path={paths.admin.users.path} element={<AdminUsersRoute />} />
                <Route path={paths.admin.accounts.path} element={<AdminAccountsRoute />} />
                <Route path={paths.admin.questions.path} element={<AdminQuestionsRoute />} />
                <Route path={paths.admin.question.path} element={<AdminQuestionRoute />} />
                <Route path={paths.admin.audit.path} element={<AdminAuditRoute />} />
                <Route
                  path={paths.admin.emailDelivery.path}
                  element={<AdminEmailDeliveryRoute />}
                />
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
