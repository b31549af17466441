/**
 * The light entry of /login, /signup and /forgot-password (issue 13 §3): main.tsx renders this
 * instead of the app for those paths, so a first visit downloads React, the auth page, the auth
 * store and its client, and no react-router, React Query, app layout or Radix.
 *
 * Links between the three pages stay here (history.pushState, no reload). Any other destination
 * (the landing page after a sign-in, a signed-in visitor arriving here, "Continue to Dashboard",
 * the header's home link) hands over to the full app in place: the URL changes with the History
 * API and the lazily imported App renders in this same tree, sharing the module instances of the
 * auth store and client, so there is no reload and no second session restore. The App chunk and
 * the landing pages' chunks start loading at the first focus or pointer on the page (while the
 * visitor types), so the first staff page does not wait on them.
 */
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { startLandingData } from '@/app/landing-data';
import { SkipLink } from '@/app/layout/skip-link';
import { AUTH_PAGE_TITLES, formatTitle } from '@/app/layout/page-titles';
import { markArrivalByNavigation, useRouteFocus } from '@/app/layout/use-route-focus';
import { ForgotPasswordRoute } from '@/app/routes/auth/forgot-password';
import { LoginRoute } from '@/app/routes/auth/login';
import { prefetchLandingPages } from '@/app/routes/auth/prefetch-landing';
import { SignupRoute } from '@/app/routes/auth/signup';
import { RouteErrorBoundary } from '@/components/errors/error-boundary';
import { LightToaster } from '@/components/ui/light-toaster';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isAuthAppPath, paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth/auth-store';
import { SESSION_MESSAGES } from '@/lib/auth/messages';
import { homePathForRole } from '@/lib/auth/roles';
import { AppLink } from '@/lib/app-link';
import { NavigationProvider, type AppNavigate } from '@/lib/navigation';
import { lazyWithPreload } from '@/utils/lazy-import';

const loadApp = () => import('@/app/entry');
const App = lazyWithPreload(loadApp, 'App');

/** Where a sign-in lands (homePathForRole): their chunks and query functions load ahead. */
const LANDING_PATHS = [
  paths.app.dashboard.getHref(),
  paths.expert.dashboard.getHref(),
  paths.admin.dashboard.getHref(),
];

let appRequested = false;

/**
 * The app's chunks (router, layout, guards), the landing pages' and their query functions',
 * fetched once ahead of use, while the visitor types.
 */
function prefetchApp(): void {
  prefetchLandingPages();
  if (appRequested) return;
  appRequested = true;
  App.preload();
  void loadApp().then(
    (m) => {
      for (const path of LANDING_PATHS) void m.preloadRoute(path);
      m.preloadLandingQueries(LANDING_PATHS);
    },
    () => {
      // Only a head start: the hand-over loads them again (and reports failures).
      appRequested = false;
    },
  );
}

/**
 * Resolves when the app and the page at `pathname` are in memory (never rejects), so the
 * hand-over renders them at once instead of through Suspense fallbacks.
 */
function whenAppReady(pathname: string): Promise<void> {
  return Promise.all([
    App.whenLoaded(),
    loadApp().then(
      (m) => m.preloadRoute(pathname),
      () => undefined,
    ),
  ]).then(() => undefined);
}

/** Inline icons (lucide's menu and x shapes): the icon library's runtime is not worth it here. */
function Icon({ d, className }: { d: string; className: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
const MENU_ICON = 'M4 5h16M4 12h16M4 19h16';
const X_ICON = 'M18 6 6 18M6 6l12 12';

const GHOST_SM =
  'inline-flex h-9 items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';
const PRIMARY_SM =
  'inline-flex h-9 items-center justify-center gap-2 whitespace-nowrap rounded-md bg-primary px-3 text-sm font-medium text-primary-foreground transition-colors hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';
const MENU_LINK = 'rounded-md px-3 py-2 text-sm font-medium hover:bg-accent';

const AUTH_NAV_LABELS = {
  login: 'Login',
  signup: 'Sign up',
  openMenu: 'Open menu',
  menuTitle: 'Menu',
  close: 'Close',
} as const;

/** The signed-out slide-out menu below 768 px: a native modal dialog (no Radix here). */
function MobileMenu() {
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    dialog.current?.close();
  };
  const open = () => {
    const element = dialog.current;
    if (!element) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  };
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={`${GHOST_SM} h-10 w-10 px-0 md:hidden`}
        aria-label={AUTH_NAV_LABELS.openMenu}
        onClick={open}
      >
        <Icon d={MENU_ICON} className="h-5 w-5" />
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="auth-menu-title"
        onClose={() => trigger.current?.focus()}
        className="fixed inset-y-0 left-0 m-0 h-full max-h-full w-3/4 max-w-xs border bg-background p-6 text-foreground shadow-lg backdrop:bg-black/60"
      >
        <div className="grid content-start gap-4">
          <h2 id="auth-menu-title" className="text-lg font-semibold leading-none tracking-tight">
            {AUTH_NAV_LABELS.menuTitle}
          </h2>
          <nav aria-label={AUTH_NAV_LABELS.menuTitle} className="flex flex-col gap-1">
            <AppLink to={paths.auth.login.getHref()} onClick={close} className={MENU_LINK}>
              {AUTH_NAV_LABELS.login}
            </AppLink>
            <AppLink to={paths.auth.signup.getHref()} onClick={close} className={MENU_LINK}>
              {AUTH_NAV_LABELS.signup}
            </AppLink>
          </nav>
        </div>
        <button
          type="button"
          onClick={close}
          className="absolute right-4 top-4 rounded-sm opacity-70 ring-offset-background transition-opacity hover:opacity-100 focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2"
        >
          <Icon d={X_ICON} className="h-4 w-4" />
          <span className="sr-only">{AUTH_NAV_LABELS.close}</span>
        </button>
      </dialog>
    </>
  );
}

/** The app header as a signed-out visitor sees it (src/app/layout/header.tsx). */
function Header() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="flex h-16 items-center gap-4 px-4">
        <MobileMenu />
        <AppLink to={paths.home.getHref()} className="text-lg font-bold text-primary">
          ClaimDesk
        </AppLink>
        <div className="ml-auto flex items-center gap-3">
          <AppLink to={paths.auth.login.getHref()} className={GHOST_SM}>
            {AUTH_NAV_LABELS.login}
          </AppLink>
          <AppLink to={paths.auth.signup.getHref()} className={PRIMARY_SM}>
            {AUTH_NAV_LABELS.signup}
          </AppLink>
        </div>
      </div>
    </header>
  );
}

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

export function AuthApp() {
  const initialize = useAuthStore((s) => s.initialize);
  const ready = useAuthStore((s) => s.status === 'ready');
  const user = useAuthStore((s) => s.user);
  const passwordRecovery = useAuthStore((s) => s.passwordRecovery);
  const sessionExpired = useAuthStore((s) => s.sessionExpired);
  const clearSessionExpired = useAuthStore((s) => s.clearSessionExpired);
  const [here, setHere] = useState(currentLocation);
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
  return (
    <AuthShell here={here} navigate={navigate} showPage={ready && decision.current === null} />
  );
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
  return (
    <NavigationProvider navigate={navigate} search={here.search}>
      <SkipLink />
      <div className="flex min-h-screen flex-col">
        <Header />
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
