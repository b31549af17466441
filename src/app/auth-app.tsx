/**
 * The light entry of /login, /signup and /forgot-password (docs/decisions.md, "Auth pages' light
 * entry"): main.tsx renders this instead of the app for those paths, so a first visit downloads
 * React, the auth page, the auth store and its client, and no react-router, React Query, app layout
 * or Radix.
 *
 * Links between the three pages stay here (history.pushState, no reload). Any other destination
 * (the landing page after a sign-in, a signed-in visitor arriving here, "Continue to Dashboard",
 * the header's home link) hands over to the full app in place: the URL changes with the History
 * API and the lazily imported App renders in this same tree, sharing the module instances of the
 * auth store and client, so there is no reload and no second session restore. The App chunk and
 * the landing pages' chunks start loading at the first focus or pointer on the page (while the
 * visitor types), so the first staff page does not wait on them.
 */
import { Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { App, prefetchApp, whenAppReady } from '@/app/auth-handover';
import { AuthHeader } from '@/app/auth-header';
import { startLandingData } from '@/app/landing-data';
import { SkipLink } from '@/app/layout/skip-link';
import { AUTH_PAGE_TITLES, formatTitle } from '@/app/layout/page-titles';
import { markArrivalByNavigation, useRouteFocus } from '@/app/layout/use-route-focus';
import { ForgotPasswordRoute } from '@/app/routes/auth/forgot-password';
import { LoginRoute } from '@/app/routes/auth/login';
import { SignupRoute } from '@/app/routes/auth/signup';
import { RouteErrorBoundary } from '@/components/errors/error-boundary';
import { LightToaster } from '@/components/ui/light-toaster';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isAuthAppPath, paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth/auth-store';
import { SESSION_MESSAGES } from '@/lib/auth/messages';
import { homePathForRole } from '@/lib/auth/roles';
import { readStoredUser } from '@/lib/auth/stored-user';
import { NavigationProvider, type AppNavigate } from '@/lib/navigation';

function AuthPage({ pathname }: { pathname: string }) {
  if (pathname === paths.auth.signup.path) return <SignupRoute />;
  if (pathname === paths.auth.forgotPassword.path) return <ForgotPasswordRoute />;
  return <LoginRoute />;
}

interface Here {
  pathname: string;
  search: string;
}

const normalize = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

function currentLocation(): Here {
  return { pathname: normalize(window.location.pathname), search: window.location.search };
}

const noSubscription = () => () => undefined;

/**
 * Whether this browser holds a signed-in user (src/lib/auth/stored-user.ts), known before the auth
 * store is ready. False in the prerender (scripts/prerender.ts) and while hydrating it, so the page
 * hydrates the form it was prerendered with; read from storage right after.
 */
function useStoredUser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => readStoredUser() !== null,
    () => false,
  );
}

/** `pathname`: the page to show first where there is no window (the build's prerender). */
export function AuthApp({ pathname = '/login' }: { pathname?: string }) {
  const initialize = useAuthStore((s) => s.initialize);
  const ready = useAuthStore((s) => s.status === 'ready');
  const user = useAuthStore((s) => s.user);
  const passwordRecovery = useAuthStore((s) => s.passwordRecovery);
  const sessionExpired = useAuthStore((s) => s.sessionExpired);
  const clearSessionExpired = useAuthStore((s) => s.clearSessionExpired);
  const [here, setHere] = useState<Here>(() =>
    typeof window === 'undefined'
      ? { pathname: normalize(pathname), search: '' }
      : currentLocation(),
  );
  const storedUser = useStoredUser();
  const [handedOver, setHandedOver] = useState(false);
  // A visitor who arrives signed in goes to their home; decided once, on arrival, so that signing
  // up (which signs in) still shows its dialog (as PublicOnlyRoute in the app).
  const decision = useRef<string | null | undefined>(undefined);
  if (ready && decision.current === undefined)
    decision.current = user ? homePathForRole(user.role) : null;

  // The auth store's subscription lives as long as this entry, which stays mounted after the
  // hand-over (the app's layout then finds it in place: no second session restore).
  useEffect(() => initialize(), [initialize]);

  const navigate: AppNavigate = useCallback((to, options) => {
    const url = new URL(to, window.location.href);
    const target = url.pathname + url.search + url.hash;
    if (options?.replace) window.history.replaceState(null, '', target);
    else window.history.pushState(null, '', target);
    if (isAuthAppPath(url.pathname)) {
      setHere(currentLocation());
      return;
    }
    markArrivalByNavigation();
    // The landing page's data now, in parallel with whatever the app still needs to load.
    const signedIn = useAuthStore.getState().user;
    if (signedIn) startLandingData(url.pathname, signedIn.role);
    prefetchApp();
    void whenAppReady(url.pathname).then(() => setHandedOver(true));
  }, []);

  // Back and forward between the auth pages; anything else is the app's.
  useEffect(() => {
    if (handedOver) return;
    const onPopState = () => {
      if (isAuthAppPath(window.location.pathname)) setHere(currentLocation());
      else void whenAppReady(window.location.pathname).then(() => setHandedOver(true));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [handedOver]);

  useEffect(() => {
    if (ready && decision.current && !handedOver) navigate(decision.current, { replace: true });
  }, [ready, handedOver, navigate]);

  // What the app layout does with these auth events, until the hand-over.
  useEffect(() => {
    if (passwordRecovery && !handedOver)
      navigate(paths.auth.resetPassword.getHref(), { replace: true });
  }, [passwordRecovery, handedOver, navigate]);
  useEffect(() => {
    if (!sessionExpired || handedOver) return;
    toast({ title: SESSION_MESSAGES.signedOutExpired });
    clearSessionExpired();
  }, [sessionExpired, handedOver, clearSessionExpired]);

  if (handedOver)
    return (
      <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
        <App />
      </Suspense>
    );
  // The form shows at once for a visitor with no stored user (as the prerender drew it), and once
  // the session is restored for one with a stored user, who may be signed in and sent on.
  const showPage = ready ? decision.current === null : !storedUser;
  return <AuthShell here={here} navigate={navigate} showPage={showPage} />;
}

function AuthShell({
  here,
  navigate,
  showPage,
}: {
  here: Here;
  navigate: AppNavigate;
  showPage: boolean;
}) {
  useRouteFocus(here.pathname, formatTitle(AUTH_PAGE_TITLES[here.pathname] ?? ''));
  // The prerender knows no query string (a notice, say): hydration renders without it, as the
  // prerender did, and the next render with it.
  const search = useSyncExternalStore(
    noSubscription,
    () => here.search,
    () => '',
  );
  return (
    <NavigationProvider navigate={navigate} search={search}>
      <SkipLink />
      <div className="flex min-h-screen flex-col">
        <AuthHeader />
        <div className="flex flex-1">
          <main
            id="main-content"
            tabIndex={-1}
            className="min-w-0 flex-1 focus:outline-none"
            // The first focus or pointer on the page starts loading the app behind it.
            onFocus={prefetchApp}
            onPointerEnter={prefetchApp}
          >
            <RouteErrorBoundary resetKey={here.pathname}>
              {showPage ? (
                <AuthPage pathname={here.pathname} />
              ) : (
                <Spinner className="min-h-[50vh]" />
              )}
            </RouteErrorBoundary>
          </main>
        </div>
      </div>
      <LightToaster />
    </NavigationProvider>
  );
}

/** The default export, for the lazy entry (src/entry-tree.tsx). */
export default AuthApp;
