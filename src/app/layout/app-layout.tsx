import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { attachLandingData, peekLandingData } from '@/app/landing-data';
import { Header } from '@/app/layout/header';
import { sidePanelFor } from '@/app/layout/nav-links';
import { SidePanel } from '@/app/layout/side-panel';
import { SkipLink } from '@/app/layout/skip-link';
import { documentTitleFor } from '@/app/layout/route-titles';
import { useRouteFocus } from '@/app/layout/use-route-focus';
import { RouteErrorBoundary } from '@/components/errors/error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { SESSION_MESSAGES } from '@/lib/auth/messages';
import { useAuthStore } from '@/lib/auth/auth-store';

export { SKIP_LINK_LABEL } from '@/app/layout/skip-link';

/** Routes auth events that need a page: password recovery, and an expired session. */
function AuthEventEffects() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const passwordRecovery = useAuthStore((s) => s.passwordRecovery);
  const sessionExpired = useAuthStore((s) => s.sessionExpired);
  const clearSessionExpired = useAuthStore((s) => s.clearSessionExpired);

  useEffect(() => {
    if (passwordRecovery && pathname !== paths.auth.resetPassword.path) {
      navigate(paths.auth.resetPassword.getHref(), { replace: true });
    }
  }, [passwordRecovery, pathname, navigate]);

  useEffect(() => {
    if (!sessionExpired) return;
    toast({ title: SESSION_MESSAGES.signedOutExpired });
    clearSessionExpired();
  }, [sessionExpired, clearSessionExpired]);

  return null;
}

/**
 * The signed-in and auth pages' layout: header, navigation, side panel,
 * toaster, React Query cache, and the auth store bootstrap. A lazy chunk;
 * public claim forms never load it.
 */
export function AppLayout() {
  const [queryClient] = useState(() => {
    const client = new QueryClient({
      defaultOptions: { queries: { refetchOnWindowFocus: true, staleTime: 5_000, retry: 1 } },
    });
    // The landing page's data, requested before the app rendered (src/app/landing-data.ts): in
    // the cache for the first render, and later answers as they come, before any page's hook
    // subscribes (layout effects run before the hooks' passive effects).
    peekLandingData(client);
    return client;
  });
  const initialize = useAuthStore((s) => s.initialize);
  const user = useAuthStore((s) => s.user);
  const { pathname } = useLocation();
  const panel = sidePanelFor(user);

  useLayoutEffect(() => attachLandingData(queryClient), [queryClient]);
  useEffect(() => initialize(), [initialize]);
  useRouteFocus(pathname, documentTitleFor(pathname));

  return (
    <QueryClientProvider client={queryClient}>
      <SkipLink />
      <div className="flex min-h-screen flex-col">
        <Header />
        <div className="flex flex-1">
          {panel && <SidePanel title={panel.title} links={panel.links} />}
          <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
            <RouteErrorBoundary resetKey={pathname}>
              <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </main>
        </div>
      </div>
      <AuthEventEffects />
      <LazyToaster />
    </QueryClientProvider>
  );
}
