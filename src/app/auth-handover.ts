/**
 * The hand-over from the light auth entry (src/app/auth-app.tsx) to the full app: the App chunk,
 * the landing pages' chunks and their query functions, fetched ahead while the visitor types.
 */
import { prefetchLandingPages } from '@/app/routes/auth/prefetch-landing';
import { paths } from '@/config/paths';
import { lazyWithPreload } from '@/utils/lazy-import';

const loadApp = () => import('@/app/entry');
export const App = lazyWithPreload(loadApp, 'App');

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
export function prefetchApp(): void {
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
export function whenAppReady(pathname: string): Promise<void> {
  return Promise.all([
    App.whenLoaded(),
    loadApp().then(
      (m) => m.preloadRoute(pathname),
      () => undefined,
    ),
  ]).then(() => undefined);
}
