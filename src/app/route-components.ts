/**
 * The route table's lazily loaded components (src/app/router.tsx): one chunk per page, the layout
 * and the guards. Each can be loaded ahead of its first render (`preload`, `whenLoaded`); once
 * loaded, it renders without a Suspense fallback (src/utils/lazy-import.ts). Light, like the
 * route table: nothing here is imported statically.
 */
import { pageAt } from '@/app/layout/route-titles';
import { SIGNED_IN_PAGES } from '@/app/pages';
import { loadAppLayout, loadGuards } from '@/app/route-loaders';
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

// Signed-in pages: one chunk each, from the registry (src/app/pages.ts).
export const PAGE_ROUTES = SIGNED_IN_PAGES.map((page) => ({
  page,
  Page: lazyWithPreload(page.load, page.component),
}));

const GUARDS = [RequireAuth, PublicOnlyRoute, AdminRoute, ExpertRoute, ApproverRoute, HomeRedirect];

/**
 * Loads the app layout, the guards and the signed-in page at `pathname` (src/app/pages.ts),
 * fetched with the shell instead of after the session check (docs/decisions.md, "Weight of the
 * staff pages"); resolves once they are all in memory (never rejects: a failed chunk is loaded
 * again, and reported, when it renders). A route rendered after that renders at once, without a
 * Suspense fallback (src/utils/lazy-import.ts): main.tsx waits for it before the first render, and
 * the light auth entry before it hands over to the app.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const page = pageAt(pathname);
  const route = PAGE_ROUTES.find((r) => r.page === page);
  return Promise.all([
    AppLayout.whenLoaded(),
    ...GUARDS.map((guard) => guard.whenLoaded()),
    route?.Page.whenLoaded(),
  ]).then(() => undefined);
}
