/**
 * The route table. Declarative router (BrowserRouter + Routes) with one lazy
 * chunk per page, so public claim forms stay light: this module must not
 * statically import supabase-js, the auth store, Radix, react-hook-form, icon
 * sets or the app layout. The app layout (header, navigation, side panels,
 * toaster, auth bootstrap) and the guards are lazy chunks too; public form
 * routes render without them. The signed-in pages come from their registry (src/app/pages.ts),
 * each inside its guard.
 */
import { lazy, Suspense, useState } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/error-boundary';
import { NotFoundScreen } from '@/components/errors/error-screen';
import { Spinner } from '@/components/ui/spinner';
import { PARTNER_FORM_ROUTES, type PartnerFormVariant } from '@/config/partner-forms';
import { paths } from '@/config/paths';
import { startLandingDataFromStoredSession } from '@/app/landing-data';
import type { Guard } from '@/app/page-types';
import {
  AppLayout,
  ApproverRoute,
  ExpertRoute,
  AdminRoute,
  ForgotPasswordRoute,
  HomeRedirect,
  LoginRoute,
  PAGE_ROUTES,
  PublicOnlyRoute,
  RequireAuth,
  ResetPasswordRoute,
  SignupRoute,
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

/**
 * The signed-in pages behind one guard, every address of each (the registry, src/app/pages.ts).
 */
function pageRoutes(guard: Guard) {
  return PAGE_ROUTES.filter((r) => r.page.guard === guard).flatMap(({ page, Page }) =>
    [page.path, ...(page.aliases ?? [])].map((path) => (
      <Route key={path} path={path} element={<Page />} />
    )),
  );
}

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
              {pageRoutes('signed-in')}
              <Route element={<AdminRoute />}>{pageRoutes('admin')}</Route>
              <Route element={<ExpertRoute />}>
                {pageRoutes('expert')}
                <Route element={<ApproverRoute />}>{pageRoutes('approver')}</Route>
              </Route>
            </Route>

            <Route path="*" element={<NotFoundScreen />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
