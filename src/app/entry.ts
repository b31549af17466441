/**
 * What the entries (src/main.tsx, the light auth entry) load of the app: the app itself and what
 * it needs before its first render. A module apart from src/app/index.tsx, which exports only the
 * component (fast refresh).
 */
import { startLandingDataFromStoredSession } from '@/app/landing-data';
import { preloadRoute } from '@/app/route-components';
import { warmUpRendering } from '@/lib/warm-up';

export { App } from '@/app';
export { preloadRoute } from '@/app/route-components';
export { preloadLandingQueries } from '@/app/landing-data';

/**
 * Before the app's first render at `pathname`: the layout's, the guards' and the page's chunks
 * (resolves when they are in memory, so nothing waits behind a Suspense fallback), and with a
 * stored session the page's data, requested at once, in parallel. Meanwhile tailwind-merge builds
 * its class table (src/lib/warm-up.ts).
 */
export function prepareApp(pathname: string): Promise<void> {
  startLandingDataFromStoredSession(pathname);
  const ready = preloadRoute(pathname);
  warmUpRendering();
  return ready;
}
