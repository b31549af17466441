/**
 * The public claim forms without react-router: main.tsx renders this for the
 * PUBLIC_FORM_PATHS, so an anonymous
 * visitor downloads React, the form and its light client, and nothing else.
 * Pages navigate with useAppNavigate() (full page loads here).
 */
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { RouteErrorBoundary } from '@/components/errors/error-boundary';
import { NotFoundScreen } from '@/components/errors/error-screen';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { lazyImport } from '@/utils/lazy-import';

const PAGES: Record<string, LazyExoticComponent<ComponentType<object>>> = {
  [paths.corporate.summitHealthStandalone.path]: lazyImport(
    () => import('@/app/routes/public/summit-health-standalone'),
    'SummitHealthStandaloneRoute',
  ),
  [paths.corporate.meridianMedicalStandalone.path]: lazyImport(
    () => import('@/app/routes/public/meridian-medical-standalone'),
    'MeridianMedicalStandaloneRoute',
  ),
  [paths.corporate.meridianMedicalEmbed.path]: lazyImport(
    () => import('@/app/routes/public/meridian-medical-embed'),
    'MeridianMedicalEmbedRoute',
  ),
  [paths.corporate.meridianMedicalVisualTest.path]: lazyImport(
    () => import('@/app/routes/public/meridian-medical-visual-test'),
    'MeridianMedicalVisualTestRoute',
  ),
  [paths.corporate.lakesideUniversityHealth.path]: lazyImport(
    () => import('@/app/routes/public/lakeside-university-health'),
    'LakesideUniversityHealthRoute',
  ),
  [paths.corporate.harborHospitalNetwork.path]: lazyImport(
    () => import('@/app/routes/public/harbor-hospital-network'),
    'HarborHospitalNetworkRoute',
  ),
};

export function PublicApp({ pathname }: { pathname: string }) {
  const Page = PAGES[pathname];
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
        {Page ? <Page /> : <NotFoundScreen />}
      </Suspense>
    </RouteErrorBoundary>
  );
}
